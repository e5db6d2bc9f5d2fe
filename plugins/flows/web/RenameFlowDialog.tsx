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
} from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { t, useT } from '../../../host/web/i18n/i18n.ts';
import { FLOW_NAME_MAX } from '../common/flowTypes.ts';
import './flowsMessages.ts';

export interface RenameFlowDialogProps {
  open: boolean;
  /** The current name, shown selected. */
  name: string;
  title?: string;
  onClose(): void;
  /** Resolves when saved; the dialog stays open (busy) until then. */
  onSave(name: string): Promise<unknown>;
}

/** The inline message for a name, or '' when it is fine. */
export function flowNameError(name: string): string {
  if (!name.trim()) return t('Name is required');
  if (name.length > FLOW_NAME_MAX)
    return t('Name must be at most {{max}} characters', { max: FLOW_NAME_MAX });
  return '';
}

/** A dialog asking for a flow name, with inline validation (rename, and save-as on the canvas). */
export function RenameFlowDialog({ open, name, title, onClose, onSave }: RenameFlowDialogProps) {
  const t = useT();
  const [value, setValue] = useState(name);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setValue(name);
      setTouched(false);
    }
  }, [open, name]);
  const error = flowNameError(value);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (error || busy) return;
    setBusy(true);
    try {
      await onSave(value.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{title ?? t('Rename')}</DialogTitle>
            <DialogContent>
              <Field
                label={t('Name')}
                required
                validationState={touched && error ? 'error' : 'none'}
                validationMessage={touched ? error : undefined}
              >
                <Input
                  value={value}
                  autoFocus
                  onFocus={(e) => e.currentTarget.select()}
                  onChange={(_, d) => {
                    setValue(d.value);
                    setTouched(true);
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>
                {t('Cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy || (touched && !!error)}>
                {busy ? t('Saving…') : t('Save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
