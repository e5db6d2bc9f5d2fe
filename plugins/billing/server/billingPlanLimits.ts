import { formatBytes } from '../../../host/common/format/formatBytes.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { LimitedResource, PlanLimitProvider } from '../../../host/server/plugin/planLimits.ts';
import { currentSettings, organizationCounts } from './billingCall.ts';
import { planById, planOf } from './billingSettings.ts';
import { readBilling } from './organizationBilling.ts';
import { organizationUsage } from './organizationUsage.ts';
import { CANCELED_MESSAGE } from './subscriptionGate.ts';

/** How each limit reads in a refusal. */
const NOUN: Record<LimitedResource, string> = {
  flows: 'flows',
  predictions: 'predictions a month',
  storage: 'of storage',
  users: 'users',
  workspaces: 'workspaces',
};

const amount = (resource: LimitedResource, n: number) =>
  resource === 'storage' ? formatBytes(n) : n.toLocaleString('en-US');

/**
 * The cloud plans' limits (billing's planLimits contribution): one more flow, prediction, person or
 * workspace, or more stored bytes, must fit the organisation's plan (users: the plan's plus the
 * additional seats); else 402 naming the limit, the plan and what is used. A cancelled
 * subscription allows nothing (the public prediction and embed routes are not gated otherwise).
 * DECISION: limits hold only where billing is configured (STRIPE_SECRET_KEY): a cloud server that
 * sells nothing limits nothing. An organisation not yet subscribed counts as Free.
 */
export const billingPlanLimits: PlanLimitProvider = {
  async check({ db }, { workspaceId, resource, adding = 1 }) {
    const settings = currentSettings();
    if (!settings.secretKey || adding <= 0) return;
    const workspace = await db
      .selectFrom('workspace')
      .select('organization_id')
      .where('id', '=', workspaceId)
      .executeTakeFirst();
    if (!workspace) return;
    const organizationId = workspace.organization_id;
    const billing = await readBilling(db, organizationId);
    if (billing?.status === 'canceled') throw httpError(402, CANCELED_MESSAGE);
    const plan = planOf(settings, billing?.product_id) ?? planById(settings, 'free');
    const { limits } = plan;
    const limit = {
      flows: limits.flows,
      predictions: limits.predictionsPerMonth,
      storage: limits.storageBytes,
      users: limits.users === null ? null : limits.users + (billing?.additional_seats ?? 0),
      workspaces: limits.workspaces,
    }[resource];
    if (limit === null) return;
    let used: number;
    if (resource === 'users' || resource === 'workspaces') {
      const counts = await organizationCounts({ db }, organizationId);
      used = resource === 'users' ? counts.organizationUsers : counts.workspaces;
    } else {
      const usage = await organizationUsage(db, organizationId);
      used = { flows: usage.flows, predictions: usage.predictionsThisMonth, storage: usage.storageBytes }[
        resource
      ];
    }
    if (used + adding <= limit) return;
    const adds = resource === 'storage' ? ` and this adds ${amount(resource, adding)}` : '';
    throw httpError(
      402,
      `Plan limit reached (${resource}): the ${plan.title} plan allows ${amount(resource, limit)} ${NOUN[resource]}; ${amount(resource, used)} used${adds}. Upgrade the plan on Account type.`,
    );
  },
};
