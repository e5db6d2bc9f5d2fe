import { Field, Input, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

export interface NameDescriptionDialogProps {
  open: boolean;
  title: string;
  initial: { name: string; description: string };
  submitLabel: string;
  onClose(): void;
  onSubmit(value: { name: string; description: string }): Promise<void>;
}

/** A name and a description: adding and renaming a dataset. */
export function NameDescriptionDialog(props: NameDescriptionDialogProps) {
  const [name, setName] = useState(props.initial.name);
  const [description, setDescription] = useState(props.initial.description);
  const [touched, setTouched] = useState(false);
  const t = useT();
  const saving = useSaving();
  const { open, initial } = props;
  // Reset when the dialog opens, not on every render (callers pass a fresh object).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!open) return;
    setName(initial.name);
    setDescription(initial.description);
    setTouched(false);
  }, [open]);
  const missing = !name.trim();
  return (
    <FormDialog
      open={open}
      title={props.title}
      onClose={props.onClose}
      error={saving.failure}
      busy={saving.busy}
      submitLabel={props.submitLabel}
      busyLabel={t('Saving…')}
      onSubmit={() => {
        setTouched(true);
        if (missing) return;
        void saving.run(() => props.onSubmit({ name: name.trim(), description }));
      }}
    >
      <Field
        label={t('Name')}
        required
        validationMessage={touched && missing ? t('A name is needed') : undefined}
      >
        <Input value={name} onChange={(_e, d) => setName(d.value)} autoFocus />
      </Field>
      <Field label={t('Description')}>
        <Textarea value={description} resize="vertical" onChange={(_e, d) => setDescription(d.value)} />
      </Field>
    </FormDialog>
  );
}
