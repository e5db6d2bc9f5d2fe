import type { FastifyRequest } from 'fastify';
import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import { signedIn } from '../../../identity/public.ts';
import { adminBillingCall, provider } from '../billingCall.ts';

const noBody = { type: 'object', maxProperties: 0 };

/** Where the provider's pages send the browser back: APP_URL, else the address it called. */
function returnUrl(req: FastifyRequest): string {
  const base = process.env.APP_URL?.trim().replace(/\/+$/, '') || `${req.protocol}://${req.host}`;
  return `${base}/account-type`;
}

export const accountBillingRoutes: PluginRoute[] = [
  /** Section 7: the provider's billing portal (invoices, cards, address); the web opens `url` in a new tab. */
  signedIn(
    route({
      method: 'POST',
      url: '/account/billing',
      schema: { body: noBody },
      async handler(req, _reply, ctx) {
        const call = await adminBillingCall(req, ctx);
        const session = await provider(
          call.stripe.billingPortal.sessions.create({
            customer: call.billing.customer_id,
            return_url: returnUrl(req),
          }),
        );
        return { url: session.url };
      },
    }),
  ),

  /**
   * DECISION: cancelling ends the subscription at the end of the period already paid; until then
   * the plan keeps working. The provider's customer.subscription.deleted webhook then marks the
   * organisation cancelled.
   */
  signedIn(
    route({
      method: 'POST',
      url: '/account/cancel-subscription',
      schema: { body: noBody },
      async handler(req, _reply, ctx) {
        const call = await adminBillingCall(req, ctx);
        const sub = await provider(
          call.stripe.subscriptions.update(call.billing.subscription_id, { cancel_at_period_end: true }),
        );
        return {
          status: 'success',
          cancelAt: sub.cancel_at ?? sub.items.data[0]?.current_period_end ?? null,
        };
      },
    }),
  ),
];
