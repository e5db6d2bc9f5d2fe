import { navigate } from 'wouter/use-browser-location';
import { useAccess } from '../../../host/web/access/useAccess.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { MarketplaceTemplate } from '../common/templateTypes.ts';
import { marketplaceApi } from './marketplaceApi.ts';
import { t } from '../../../host/web/i18n/i18n.ts';
import './marketplaceMessages.ts';

/** The permission that creating what a template becomes needs. */
const CREATE: Record<string, string> = {
  AgentflowV2: 'agentflows:create',
  MultiAgent: 'agentflows:create',
  Chatflow: 'chatflows:create',
  Tool: 'tools:create',
};

/** "Use template": whether the user may, and doing it (a flow opens on its canvas, a tool on Tools). */
export function useTemplateActions() {
  const access = useAccess();
  return {
    canUse: (tpl: MarketplaceTemplate) => access.can(CREATE[tpl.type] ?? 'agentflows:create'),
    async use(tpl: MarketplaceTemplate) {
      try {
        const made = await marketplaceApi.use(tpl);
        if (made.kind === 'tool')
          notify.success(t("Tool '{{name}}' created from the template", { name: made.name }));
        else if (tpl.flowData?.includes('ModelConfig'))
          notify.info(
            t("'{{name}}' created. Pick your credentials in its model nodes: templates come without them.", {
              name: made.name,
            }),
          );
        else notify.success(t("'{{name}}' created from the template", { name: made.name }));
        navigate(made.path);
      } catch (err) {
        notify.error(t('Could not use the template: {{error}}', { error: errorMessage(err) }));
      }
    },
  };
}
