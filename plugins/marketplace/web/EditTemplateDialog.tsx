import { notify } from '../../../host/web/stores/notifier.ts';
import type { MarketplaceTemplate } from '../common/templateTypes.ts';
import { marketplaceApi } from './marketplaceApi.ts';
import { TemplateMetaDialog } from './TemplateMetaDialog.tsx';

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
  return (
    <TemplateMetaDialog
      open
      title="Edit template"
      submitLabel="Save"
      initial={{
        name: template.templateName,
        description: template.description,
        usecases: template.usecases,
      }}
      onClose={onClose}
      onSave={async (meta) => {
        const saved = await marketplaceApi.update(template.id, meta);
        notify.success(`Template '${saved.templateName}' saved`);
        onSaved(saved);
      }}
    />
  );
}
