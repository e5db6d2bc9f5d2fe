import Stripe from 'stripe';
import { HttpError, httpError } from '../../../../host/server/http/HttpError.ts';
import { rawBody } from '../../../../host/server/http/rawBody.ts';
import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import { applyWebhookEvent } from '../applyWebhookEvent.ts';
import { currentSettings } from '../billingCall.ts';
import { forgetSubscriptionStatus } from '../subscriptionGate.ts';

export const WEBHOOK_URL = '/billing/stripe-webhook';
export const BAD_SIGNATURE = 'Invalid webhook signature';

/**
 * The payment provider's webhook. Public because the provider calls it without a session; the
 * signature over the raw body (Stripe-Signature, STRIPE_WEBHOOK_SECRET) is what authenticates it,
 * and any other request answers 400 before anything is read or written.
 */
export const webhookRoutes: PluginRoute[] = [
  route({
    method: 'POST',
    url: WEBHOOK_URL,
    public: true,
    bodyLimit: 512 * 1024,
    async handler(req, _reply, ctx) {
      const settings = currentSettings();
      if (!settings.webhookSecret)
        throw httpError(400, 'Webhooks are not configured: set STRIPE_WEBHOOK_SECRET');
      const signature = req.headers['stripe-signature'];
      const body = rawBody(req);
      if (typeof signature !== 'string' || body === undefined) throw httpError(400, BAD_SIGNATURE);
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(body, signature, settings.webhookSecret);
      } catch {
        throw httpError(400, BAD_SIGNATURE);
      }
      try {
        const applied = await applyWebhookEvent(ctx.db, settings, event);
        if (applied) forgetSubscriptionStatus();
        return { received: true, applied };
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        // A signed event we cannot read (no plan item): acknowledged, so the provider stops resending.
        ctx.log.warn(
          { type: event.type, id: event.id, err: (err as Error).message },
          'webhook event ignored',
        );
        return { received: true, applied: false };
      }
    },
  }),
];
