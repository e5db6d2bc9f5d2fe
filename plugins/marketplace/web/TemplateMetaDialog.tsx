import { Field, Input, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { errorMessage } from '../../../host/web/http/http.ts';
import type { TemplateMeta } from './marketplaceApi.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './marketplaceMessages.ts';

/** What the dialog always gives: a trimmed name, the description and the parsed use cases. */
type FilledMeta = Required<Pick<TemplateMeta, 'name' | 'description' | 'usecases'>>;

/** Use cases as typed: comma separated, trimmed, no empties. */
export const parseUsecases = (text: string) =>
  text
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);

/**
 * The dialog of a template's name, description and use cases (saving a flow or tool as a
 * template, editing one): a name is required; a failed save shows the server's reason and keeps
 * what was typed.
 */
export function TemplateMetaDialog(p: {
  open: boolean;
  title: string;
  submitLabel: string;
  initial: { name: string; description?: string; usecases?: string[] };
  onSave(meta: FilledMeta): Promise<void>;
  onClose(): void;
}) {
  const t = useT();
  const [v, setV] = useState({
    name: p.initial.name,
    description: p.initial.description ?? '',
    usecases: (p.initial.usecases ?? []).join(', '),
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameError = v.name.trim() ? undefined : t('A template needs a name');
  async function submit() {
    if (nameError) return;
    setBusy(true);
    try {
      await p.onSave({
        name: v.name.trim(),
        description: v.description,
        usecases: parseUsecases(v.usecases),
      });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  const set = (field: keyof typeof v) => (_e: unknown, d: { value: string }) =>
    setV((old) => ({ ...old, [field]: d.value }));
  return (
    <FormDialog
      open={p.open}
      title={p.title}
      onClose={p.onClose}
      onSubmit={() => void submit()}
      busy={busy}
      error={error}
      submitLabel={p.submitLabel}
    >
      <Field label={t('Template name')} required validationMessage={nameError}>
        <Input value={v.name} onChange={set('name')} />
      </Field>
      <Field label={t('Description')}>
        <Textarea value={v.description} resize="vertical" onChange={set('description')} />
      </Field>
      <Field label={t('Use cases')} hint={t('Comma separated, e.g. Customer Support, RAG')}>
        <Input value={v.usecases} onChange={set('usecases')} />
      </Field>
    </FormDialog>
  );
}
