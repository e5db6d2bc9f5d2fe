import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { errorMessage, HttpError } from '../../../host/web/http/http.ts';
import { variableNameProblem } from '../common/variableName.ts';
import type { Variable, VariableType } from '../common/variableTypes.ts';
import { UsageHint } from './UsageHint.tsx';
import { variablesApi } from './variablesApi.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  usage: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export const TYPE_EXPLANATION: Record<VariableType, string> = {
  static: 'Static: flows always get the value saved here.',
  runtime:
    'Runtime: the value saved here is a default; a prediction request can replace it with overrideConfig.vars.',
};

export interface VariableDialogProps {
  open: boolean;
  /** The variable to edit; null creates one. */
  variable: Variable | null;
  onClose(): void;
  onSaved(variable: Variable): void;
}

/** Create or edit a variable: name, value and type, with how flows refer to it. */
export function VariableDialog({ open, variable, onClose, onSaved }: VariableDialogProps) {
  const styles = useStyles();
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [type, setType] = useState<VariableType>('static');
  const [touched, setTouched] = useState(false);
  const [nameConflict, setNameConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName(variable?.name ?? '');
    setValue(variable?.value ?? '');
    setType(variable?.type ?? 'static');
    setTouched(false);
    setNameConflict(null);
    setFailure(null);
  }, [open, variable]);

  const nameError = nameConflict ?? (touched || name ? variableNameProblem(name) : null) ?? undefined;

  async function save() {
    setTouched(true);
    setFailure(null);
    if (variableNameProblem(name)) return;
    setSaving(true);
    try {
      const body = { name, value, type };
      onSaved(variable ? await variablesApi.update(variable.id, body) : await variablesApi.create(body));
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setNameConflict(error.message);
      else setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <DialogBody>
            <DialogTitle>{variable ? `Edit ${variable.name}` : 'Add variable'}</DialogTitle>
            <DialogContent className={styles.content}>
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
              <Field
                label="Name"
                required
                validationMessage={nameError}
                validationState={nameError ? 'error' : 'none'}
                hint="Letters, digits and underscores; not starting with a digit."
              >
                <Input
                  value={name}
                  autoFocus
                  onChange={(_, d) => {
                    setName(d.value);
                    setNameConflict(null);
                  }}
                />
              </Field>
              <Field label="Value">
                <Textarea value={value} resize="vertical" onChange={(_, d) => setValue(d.value)} />
              </Field>
              <Field label="Type" hint={TYPE_EXPLANATION[type]}>
                <RadioGroup
                  layout="horizontal"
                  value={type}
                  onChange={(_, d) => setType(d.value as VariableType)}
                >
                  <Radio value="static" label="Static" />
                  <Radio value="runtime" label="Runtime" />
                </RadioGroup>
              </Field>
              <div className={styles.usage}>
                <Text className={styles.muted}>Use it in flows as</Text>
                <UsageHint name={variableNameProblem(name) ? '' : name} />
              </div>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button appearance="primary" type="submit" disabled={saving}>
                {saving ? 'Saving…' : variable ? 'Save' : 'Add'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
