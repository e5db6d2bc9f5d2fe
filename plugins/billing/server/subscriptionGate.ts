import type { FastifyRequest } from 'fastify';
import type { GatedCaller, GateRefusal } from '../../identity/public.ts';

export const SUBSCRIPTION_CANCELED = 'subscription_canceled';
/** Where a cancelled organisation is sent (with ?error=subscription_canceled): it can subscribe again there. */
export const RESUBSCRIBE_PATH = '/account-type';
export const CANCELED_MESSAGE =
  "The organisation's subscription is cancelled: choose a plan to subscribe again";

/** DECISION: a status read is reused for 10 s; changes made on this instance forget it at once. */
const TTL_MS = 10_000;
const cache = new Map<string, { canceled: boolean; until: number }>();

/** Called whenever this instance writes a subscription status (webhook, plan change). */
export function forgetSubscriptionStatus(): void {
  cache.clear();
}

async function isCanceled(req: FastifyRequest, caller: GatedCaller): Promise<boolean> {
  const key = caller.organizationId ? `o:${caller.organizationId}` : `w:${caller.workspaceId}`;
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.canceled;
  const { db } = req.server.brains;
  const row = caller.organizationId
    ? await db
        .selectFrom('organization_billing')
        .select('status')
        .where('organization_id', '=', caller.organizationId)
        .executeTakeFirst()
    : await db
        .selectFrom('organization_billing')
        .innerJoin('workspace', 'workspace.organization_id', 'organization_billing.organization_id')
        .select('organization_billing.status')
        .where('workspace.id', '=', caller.workspaceId)
        .executeTakeFirst();
  const canceled = row?.status === 'canceled';
  if (cache.size > 10_000) cache.clear();
  cache.set(key, { canceled, until: Date.now() + TTL_MS });
  return canceled;
}

/**
 * Section 8: a cancelled organisation's calls answer 401 with error 'subscription_canceled' and
 * redirectTo /account-type, where the web client goes with ?error=subscription_canceled and an
 * admin picks a plan again (billing's own calls are signed-in routes, never gated).
 */
export async function subscriptionGate(
  req: FastifyRequest,
  caller: GatedCaller,
): Promise<GateRefusal | null> {
  if (!(await isCanceled(req, caller))) return null;
  return { message: CANCELED_MESSAGE, error: SUBSCRIPTION_CANCELED, redirectTo: RESUBSCRIBE_PATH };
}
