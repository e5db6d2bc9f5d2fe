import { navigate } from 'wouter/use-browser-location';
import { useAccess } from '../../../host/web/access/useAccess.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { MarketplaceTemplate } from '../common/templateTypes.ts';
import { marketplaceApi } from './marketplaceApi.ts';

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
    canUse: (t: MarketplaceTemplate) => access.can(CREATE[t.type] ?? 'agentflows:create'),
    async use(t: MarketplaceTemplate) {
      try {
        const made = await marketplaceApi.use(t);
        if (made.kind === 'tool') notify.success(`Tool '${made.name}' created from the template`);
        else if (t.flowData?.includes('ModelConfig'))
          notify.info(
            `'${made.name}' created. Pick your credentials in its model nodes: templates come without them.`,
          );
        else notify.success(`'${made.name}' created from the template`);
        navigate(made.path);
      } catch (err) {
        notify.error(`Could not use the template: ${errorMessage(err)}`);
      }
    },
  };
}
