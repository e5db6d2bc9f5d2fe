import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import { type PricingPlan, pricingPlan } from '../../common/plans.ts';
import { currentSettings } from '../billingCall.ts';

/**
 * GET /pricing: the plans of section 3's pricing plan entity, from configuration. Public, as the
 * peer's is: prices are shown before anyone signs up; it holds no secret (product ids only).
 */
export const pricingRoutes: PluginRoute[] = [
  route({
    method: 'GET',
    url: '/pricing',
    public: true,
    handler(): PricingPlan[] {
      const settings = currentSettings();
      return settings.plans.map((p) => pricingPlan(p, p.productId, settings.contactEmail));
    },
  }),
];
