import type { FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import type { Principal } from '../../../host/server/access/requestPrincipal.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { requireSignedIn } from '../../identity/public.ts';
import { BillingConfigError, type BillingSettings, billingSettings } from './billingSettings.ts';
import { ensureBilling, type OrganizationBilling } from './organizationBilling.ts';
import { providerError, stripeClient } from './stripeClient.ts';

export const ADMINS_ONLY = 'Only organisation admins manage the subscription';

/** What a billing route works with: the admin, the settings, the provider and the organisation's row. */
export interface BillingCall {
  principal: Principal;
  settings: BillingSettings;
  stripe: Stripe;
  billing: OrganizationBilling;
}

/** Runs a provider call; its failure answers 400/502 with the provider's message. */
export async function provider<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    throw providerError(err);
  }
}

export function currentSettings(): BillingSettings {
  try {
    return billingSettings();
  } catch (err) {
    if (err instanceof BillingConfigError) throw httpError(503, `Billing is misconfigured: ${err.message}`);
    throw err;
  }
}

/** Section 6: only organisation admins may change the plan, seats or payment; 403 for anyone else. */
export async function adminBillingCall(req: FastifyRequest, ctx: ServerContext): Promise<BillingCall> {
  const principal = requireSignedIn(req);
  if (!principal.isOrganizationAdmin) throw httpError(403, ADMINS_ONLY);
  const settings = currentSettings();
  const stripe = stripeClient(settings, ctx.config.allowPrivate);
  const user = await ctx.db
    .selectFrom('user')
    .select(['email', 'name'])
    .where('id', '=', principal.userId)
    .executeTakeFirstOrThrow();
  const billing = await provider(
    ensureBilling(ctx.db, settings, () => stripe, {
      organizationId: principal.organizationId,
      email: user.email,
      name: user.name,
    }),
  );
  return { principal, settings, stripe, billing };
}

/** People and workspaces of the organisation (section 5's plan change rules count them). */
export async function organizationCounts(ctx: Pick<ServerContext, 'db'>, organizationId: string) {
  const users = await ctx.db
    .selectFrom('organization_user')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  const workspaces = await ctx.db
    .selectFrom('workspace')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return { organizationUsers: Number(users.n), workspaces: Number(workspaces.n) };
}
