import type { ItemMenuDialogProps } from '../../../host/common/plugin/types.ts';
import { http } from '../../../host/web/http/http.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { marketplaceApi } from './marketplaceApi.ts';
import { TemplateMetaDialog } from './TemplateMetaDialog.tsx';

/**
 * "Save as template" for a flow (itemMenuItems target 'flow') or a tool (target 'tool'): the
 * template is stored in the current workspace and listed under My Templates.
 */
export default function SaveAsTemplateDialog({ open, onClose, item }: ItemMenuDialogProps) {
  const isTool = !item.type;
  return (
    <TemplateMetaDialog
      open={open}
      title={isTool ? 'Save tool as template' : 'Save flow as template'}
      submitLabel="Save template"
      initial={{ name: item.name, description: item.description }}
      onClose={onClose}
      onSave={async (meta) => {
        if (isTool) {
          const t = await http.get<Record<string, unknown>>(`/tools/${item.id}`);
          const { name, description, color, schema, func, iconSrc } = t;
          await marketplaceApi.save({
            ...meta,
            tool: { name, description, color, schema, func, ...(iconSrc ? { iconSrc } : {}) },
          });
        } else {
          await marketplaceApi.save({ ...meta, chatflowId: item.id });
        }
        notify.success(`Saved as the template '${meta.name}' (Templates, My Templates)`);
        onClose();
      }}
    />
  );
}
