import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import { requireSignedIn, signedIn } from '../../../identity/public.ts';
import type { CurrentUsage } from '../../common/billingTypes.ts';
import { organizationCounts, currentSettings } from '../billingCall.ts';
import { planById, planOf } from '../billingSettings.ts';
import { readBilling } from '../organizationBilling.ts';
import { organizationUsage } from '../organizationUsage.ts';

/**
 * GET /organization/get-current-usage: the plan, its limits and what the organisation uses.
 * DECISION: any member may read it (the account-type page shows it); it changes nothing and
 * asks the provider nothing. The additional seats are those last recorded by a seat change.
 */
export const usageRoutes: PluginRoute[] = [
  signedIn(
    route({
      method: 'GET',
      url: '/organization/get-current-usage',
      async handler(req, _reply, ctx): Promise<CurrentUsage> {
        const p = requireSignedIn(req);
        const settings = currentSettings();
        const billing = await readBilling(ctx.db, p.organizationId);
        const plan = planOf(settings, billing?.product_id) ?? planById(settings, 'free');
        const used = await organizationUsage(ctx.db, p.organizationId);
        const counts = await organizationCounts(ctx, p.organizationId);
        const seats = billing?.additional_seats ?? 0;
        const { limits } = plan;
        return {
          plan: plan.id,
          status: billing?.status ?? 'none',
          predictions: { usage: used.predictionsThisMonth, limit: limits.predictionsPerMonth },
          storage: { usage: used.storageBytes, limit: limits.storageBytes },
          flows: { usage: used.flows, limit: limits.flows },
          users: {
            usage: counts.organizationUsers,
            limit: limits.users === null ? null : limits.users + seats,
          },
          workspaces: { usage: counts.workspaces, limit: limits.workspaces },
          additionalSeats: seats,
          limits,
        };
      },
    }),
  ),
];
