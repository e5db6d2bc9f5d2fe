import { Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';

/**
 * "Generate": the assistant's chat model writes its instructions from a short task description
 * (POST /assistants/generate/instruction); the result replaces the instructions field, which the
 * user can still edit before saving.
 */
export function GenerateInstructionsDialog({
  open,
  model,
  onClose,
  onGenerated,
}: {
  open: boolean;
  /** The builder's chat model: provider name and its inputs (credential among them). */
  model: { name: string; inputs: Record<string, unknown> };
  onClose(): void;
  onGenerated(instructions: string): void;
}) {
  const t = useT();
  const [task, setTask] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function generate() {
    setBusy(true);
    setError(null);
    try {
      const { content } = await http.post<{ content: string }>('/assistants/generate/instruction', {
        task: task.trim(),
        selectedChatModel: model,
      });
      onGenerated(content);
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <FormDialog
      open={open}
      title={t('Generate instructions')}
      onSubmit={() => void generate()}
      onClose={onClose}
      error={error}
      busy={busy}
      submitDisabled={!task.trim()}
      submitLabel={t('Generate')}
      busyLabel={t('Generating…')}
    >
      <Field
        label={t('What is the assistant for?')}
        hint={t(
          "Written by the assistant's model ({{model}}); it replaces the instructions, which you can still edit.",
          { model: model.name },
        )}
      >
        <Textarea value={task} rows={4} resize="vertical" onChange={(_e, d) => setTask(d.value)} />
      </Field>
    </FormDialog>
  );
}
