import type { ItemMenuDialogProps } from '../../../host/common/plugin/types.ts';
import { http } from '../../../host/web/http/http.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { marketplaceApi } from './marketplaceApi.ts';
import { TemplateMetaDialog } from './TemplateMetaDialog.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './marketplaceMessages.ts';

/**
 * "Save as template" for a flow (itemMenuItems target 'flow') or a tool (target 'tool'): the
 * template is stored in the current workspace and listed under My Templates.
 */
export default function SaveAsTemplateDialog({ open, onClose, item }: ItemMenuDialogProps) {
  const t = useT();
  const isTool = !item.type;
  return (
    <TemplateMetaDialog
      open={open}
      title={isTool ? t('Save tool as template') : t('Save flow as template')}
      submitLabel={t('Save template')}
      initial={{ name: item.name, description: item.description }}
      onClose={onClose}
      onSave={async (meta) => {
        if (isTool) {
          const tool = await http.get<Record<string, unknown>>(`/tools/${item.id}`);
          const { name, description, color, schema, func, iconSrc } = tool;
          await marketplaceApi.save({
            ...meta,
            tool: { name, description, color, schema, func, ...(iconSrc ? { iconSrc } : {}) },
          });
        } else {
          await marketplaceApi.save({ ...meta, chatflowId: item.id });
        }
        notify.success(t("Saved as the template '{{name}}' (Templates, My Templates)", { name: meta.name }));
        onClose();
      }}
    />
  );
}
