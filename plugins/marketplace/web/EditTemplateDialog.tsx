import { notify } from '../../../host/web/stores/notifier.ts';
import type { MarketplaceTemplate } from '../common/templateTypes.ts';
import { marketplaceApi } from './marketplaceApi.ts';
import { TemplateMetaDialog } from './TemplateMetaDialog.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './marketplaceMessages.ts';

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
  const t = useT();
  return (
    <TemplateMetaDialog
      open
      title={t('Edit template')}
      submitLabel={t('Save')}
      initial={{
        name: template.templateName,
        description: template.description,
        usecases: template.usecases,
      }}
      onClose={onClose}
      onSave={async (meta) => {
        const saved = await marketplaceApi.update(template.id, meta);
        notify.success(t("Template '{{name}}' saved", { name: saved.templateName }));
        onSaved(saved);
      }}
    />
  );
}
