import { Field, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import type { DatasetRow } from '../common/evaluationTypes.ts';
import type { RowInput } from './evaluationsApi.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

/** Metadata as "key: value" lines, and back. */
const toLines = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
function fromLines(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return out;
}

export interface RowDialogProps {
  open: boolean;
  /** null: a new row. */
  row: DatasetRow | null;
  onClose(): void;
  onSubmit(value: RowInput): Promise<void>;
}

/** Adds or edits one row: the input, the expected output and metadata as "key: value" lines. */
export function RowDialog({ open, row, onClose, onSubmit }: RowDialogProps) {
  const [input, setInput] = useState('');
  const [expected, setExpected] = useState('');
  const [metadata, setMetadata] = useState('');
  const [touched, setTouched] = useState(false);
  const t = useT();
  const saving = useSaving();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened, for the row it opened with
  useEffect(() => {
    if (!open) return;
    setInput(row?.input ?? '');
    setExpected(row?.expectedOutput ?? '');
    setMetadata(row ? toLines(row.metadata) : '');
    setTouched(false);
  }, [open]);
  const missing = !input.trim();
  return (
    <FormDialog
      open={open}
      title={row ? t('Edit row {{n}}', { n: row.sequenceNo }) : t('Add row')}
      onClose={onClose}
      error={saving.failure}
      busy={saving.busy}
      submitLabel={row ? t('Save') : t('Add')}
      busyLabel={t('Saving…')}
      onSubmit={() => {
        setTouched(true);
        if (missing) return;
        void saving.run(() => onSubmit({ input, expectedOutput: expected, metadata: fromLines(metadata) }));
      }}
    >
      <Field
        label={t('Input')}
        required
        hint={t('The question or message sent to the flow')}
        validationMessage={touched && missing ? t('A row needs an input') : undefined}
      >
        <Textarea
          value={input}
          rows={4}
          resize="vertical"
          onChange={(_e, d) => setInput(d.value)}
          autoFocus
        />
      </Field>
      <Field label={t('Expected output')} hint={t('What a good answer says; evaluators compare with it')}>
        <Textarea value={expected} rows={4} resize="vertical" onChange={(_e, d) => setExpected(d.value)} />
      </Field>
      <Field label={t('Metadata')} hint={t("Optional, one 'key: value' per line")}>
        <Textarea value={metadata} rows={2} resize="vertical" onChange={(_e, d) => setMetadata(d.value)} />
      </Field>
    </FormDialog>
  );
}
