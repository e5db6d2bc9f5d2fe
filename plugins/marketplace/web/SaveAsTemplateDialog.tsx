import { useState } from 'react';
import type { ItemMenuDialogProps } from '../../../host/common/plugin/types.ts';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { parseUsecases, TemplateFields } from './EditTemplateDialog.tsx';
import { marketplaceApi } from './marketplaceApi.ts';

/**
 * "Save as template" for a flow (itemMenuItems target 'flow') or a tool (target 'tool'): the
 * template is stored in the current workspace and listed under My Templates.
 */
export default function SaveAsTemplateDialog({ open, onClose, item }: ItemMenuDialogProps) {
  const isTool = !item.type;
  const [v, setV] = useState({ name: item.name, description: item.description ?? '', usecases: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameError = v.name.trim() ? undefined : 'A template needs a name';
  async function submit() {
    if (nameError) return;
    setBusy(true);
    try {
      const meta = { name: v.name.trim(), description: v.description, usecases: parseUsecases(v.usecases) };
      if (isTool) {
        const t = await http.get<Record<string, unknown>>(`/tools/${item.id}`);
        const tool = {
          name: t.name,
          description: t.description,
          color: t.color,
          schema: t.schema,
          func: t.func,
          ...(t.iconSrc ? { iconSrc: t.iconSrc } : {}),
        };
        await marketplaceApi.save({ ...meta, tool });
      } else {
        await marketplaceApi.save({ ...meta, chatflowId: item.id });
      }
      notify.success(`Saved as the template '${meta.name}' (Templates, My Templates)`);
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
      title={isTool ? 'Save tool as template' : 'Save flow as template'}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      error={error}
      submitLabel="Save template"
    >
      <TemplateFields
        {...v}
        nameError={nameError}
        onChange={(field, value) => setV((old) => ({ ...old, [field]: value }))}
      />
    </FormDialog>
  );
}
