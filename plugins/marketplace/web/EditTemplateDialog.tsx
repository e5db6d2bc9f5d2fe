import { Field, Input, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { errorMessage } from '../../../host/web/http/http.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { MarketplaceTemplate } from '../common/templateTypes.ts';
import { marketplaceApi } from './marketplaceApi.ts';

/** Use cases as typed: comma separated, trimmed, no empties. */
export const parseUsecases = (text: string) =>
  text
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);

/** The fields of a template: name, description, use cases. */
export function TemplateFields(p: {
  name: string;
  description: string;
  usecases: string;
  onChange(field: 'name' | 'description' | 'usecases', value: string): void;
  nameError?: string;
}) {
  return (
    <>
      <Field label="Template name" required validationMessage={p.nameError}>
        <Input value={p.name} onChange={(_e, d) => p.onChange('name', d.value)} />
      </Field>
      <Field label="Description">
        <Textarea
          value={p.description}
          resize="vertical"
          onChange={(_e, d) => p.onChange('description', d.value)}
        />
      </Field>
      <Field label="Use cases" hint="Comma separated, e.g. Customer Support, RAG">
        <Input value={p.usecases} onChange={(_e, d) => p.onChange('usecases', d.value)} />
      </Field>
    </>
  );
}

/** Edits a custom template's name, description and use cases. */
export function EditTemplateDialog({
  template,
  onClose,
  onSaved,
}: {
  template: MarketplaceTemplate;
  onClose(): void;
  onSaved(t: MarketplaceTemplate): void;
}) {
  const [v, setV] = useState({
    name: template.templateName,
    description: template.description,
    usecases: template.usecases.join(', '),
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameError = v.name.trim() ? undefined : 'A template needs a name';
  async function submit() {
    if (nameError) return;
    setBusy(true);
    try {
      const saved = await marketplaceApi.update(template.id, {
        name: v.name.trim(),
        description: v.description,
        usecases: parseUsecases(v.usecases),
      });
      notify.success(`Template '${saved.templateName}' saved`);
      onSaved(saved);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <FormDialog
      open
      title="Edit template"
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      error={error}
      submitLabel="Save"
    >
      <TemplateFields
        {...v}
        nameError={nameError}
        onChange={(field, value) => setV((old) => ({ ...old, [field]: value }))}
      />
    </FormDialog>
  );
}
