import {
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import type { TFunction } from 'i18next';
import { HttpError } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { variableNameProblem } from '../common/variableName.ts';
import type { Variable, VariableType } from '../common/variableTypes.ts';
import { UsageHint } from './UsageHint.tsx';
import { variablesApi } from './variablesApi.ts';
import './variablesMessages.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: '95vw' },
  muted: { color: tokens.colorNeutralForeground3 },
  usage: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** What a variable type means, in the reader's language. */
export const typeExplanation = (t: TFunction, type: VariableType): string =>
  type === 'static'
    ? t('Static: flows always get the value saved here.')
    : t(
        'Runtime: the value saved here is a default; a prediction request can replace it with overrideConfig.vars.',
      );

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
  const t = useT();
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [type, setType] = useState<VariableType>('static');
  const [touched, setTouched] = useState(false);
  const [nameConflict, setNameConflict] = useState<string | null>(null);
  const saving = useSaving();
  const { setFailure } = saving;

  useEffect(() => {
    if (!open) return;
    setName(variable?.name ?? '');
    setValue(variable?.value ?? '');
    setType(variable?.type ?? 'static');
    setTouched(false);
    setNameConflict(null);
    setFailure(null);
  }, [open, variable, setFailure]);

  const nameError = nameConflict ?? (touched || name ? variableNameProblem(name, t) : null) ?? undefined;

  async function save() {
    setTouched(true);
    setFailure(null);
    if (variableNameProblem(name)) return;
    const body = { name, value, type };
    await saving.run(
      async () =>
        onSaved(variable ? await variablesApi.update(variable.id, body) : await variablesApi.create(body)),
      (error) => {
        if (!(error instanceof HttpError && error.status === 409)) return false;
        setNameConflict(error.message);
        return true;
      },
    );
  }

  return (
    <FormDialog
      open={open}
      title={variable ? t('Edit {{name}}', { name: variable.name }) : t('Add variable')}
      onClose={onClose}
      onSubmit={() => void save()}
      error={saving.failure}
      busy={saving.busy}
      submitLabel={variable ? t('Save') : t('Add')}
      surfaceClassName={styles.surface}
    >
      <Field
        label={t('Name')}
        required
        validationMessage={nameError}
        validationState={nameError ? 'error' : 'none'}
        hint={t('Letters, digits and underscores; not starting with a digit.')}
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
      <Field label={t('Value')}>
        <Textarea value={value} resize="vertical" onChange={(_, d) => setValue(d.value)} />
      </Field>
      <Field label={t('Type')} hint={typeExplanation(t, type)}>
        <RadioGroup layout="horizontal" value={type} onChange={(_, d) => setType(d.value as VariableType)}>
          <Radio value="static" label={t('Static')} />
          <Radio value="runtime" label={t('Runtime')} />
        </RadioGroup>
      </Field>
      <div className={styles.usage}>
        <Text className={styles.muted}>{t('Use it in flows as')}</Text>
        <UsageHint name={variableNameProblem(name) ? '' : name} />
      </div>
    </FormDialog>
  );
}
