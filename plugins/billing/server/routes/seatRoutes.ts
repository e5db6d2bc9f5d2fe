import type Stripe from 'stripe';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import { signedIn } from '../../../identity/public.ts';
import type { Proration, SeatQuantity } from '../../common/billingTypes.ts';
import { NO_PAYMENT_METHOD } from '../../common/planChange.ts';
import { adminBillingCall, type BillingCall, organizationCounts, provider } from '../billingCall.ts';
import { planOf } from '../billingSettings.ts';
import { customerCard } from '../customerCard.ts';
import { checkProrationDate } from '../planChangeRules.ts';
import { prorationTotal, retrieveParts, type SubscriptionParts } from '../subscriptionItems.ts';
import type { ServerContext } from '../../../../host/server/plugin/definePluginServer.ts';

/** DECISION: at most 500 additional seats bought here; more is an Enterprise conversation. */
export const MAX_SEATS = 500;

const subscriptionId = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' };
const quantity = { type: 'integer', minimum: 0, maximum: MAX_SEATS };

function requireSubscription(call: BillingCall, given: string) {
  if (given !== call.billing.subscription_id) throw httpError(404, `Subscription ${given} not found`);
}

/**
 * Seats are bought on a paid plan, and never below what the organisation's people need: those
 * beyond the plan's included users each take one. `field` names the quantity's place.
 */
async function checkSeats(call: BillingCall, ctx: ServerContext, wanted: number, field: string) {
  if (!call.settings.seatPriceId) throw httpError(503, 'Billing is not configured: set STRIPE_SEAT_PRICE_ID');
  if (call.billing.status === 'canceled')
    throw httpError(400, `${field}: the subscription is cancelled: subscribe to a plan again first`);
  const plan = planOf(call.settings, call.billing.product_id);
  if (!plan || plan.id === 'free')
    throw httpError(400, `${field}: additional seats come with a paid plan: upgrade first`);
  const { organizationUsers } = await organizationCounts(ctx, call.principal.organizationId);
  const needed = Math.max(0, organizationUsers - (plan.limits.users ?? organizationUsers));
  if (wanted < needed)
    throw httpError(
      400,
      `${field}: ${organizationUsers} people are in the organisation and need ${needed} additional seats; remove users first`,
    );
}

/** The subscription items that set the seat quantity (a new seat item, or the existing one). */
function seatItems(call: BillingCall, parts: SubscriptionParts, wanted: number) {
  if (parts.seats) return [{ id: parts.seats.id, quantity: wanted }];
  return [{ price: call.settings.seatPriceId, quantity: wanted }];
}

export const seatRoutes: PluginRoute[] = [
  signedIn(
    route<{ Querystring: { subscriptionId: string } }>({
      method: 'GET',
      url: '/organization/additional-seats-quantity',
      schema: {
        querystring: {
          type: 'object',
          required: ['subscriptionId'],
          additionalProperties: false,
          properties: { subscriptionId },
        },
      },
      async handler(req, _reply, ctx): Promise<SeatQuantity> {
        const call = await adminBillingCall(req, ctx);
        requireSubscription(call, req.query.subscriptionId);
        const { organizationUsers } = await organizationCounts(ctx, call.principal.organizationId);
        // A cancelled subscription's seats ended with it (subscribing again starts without any).
        if (call.billing.status === 'canceled') return { quantity: 0, totalOrgUsers: organizationUsers };
        const parts = await provider(retrieveParts(call.stripe, call.settings, call.billing.subscription_id));
        return { quantity: parts.seatQuantity, totalOrgUsers: organizationUsers };
      },
    }),
  ),

  signedIn(
    route<{ Querystring: { subscriptionId: string; quantity: number } }>({
      method: 'GET',
      url: '/organization/additional-seats-proration',
      schema: {
        querystring: {
          type: 'object',
          required: ['subscriptionId', 'quantity'],
          additionalProperties: false,
          properties: { subscriptionId, quantity },
        },
      },
      async handler(req, _reply, ctx): Promise<Proration> {
        const call = await adminBillingCall(req, ctx);
        requireSubscription(call, req.query.subscriptionId);
        await checkSeats(call, ctx, req.query.quantity, 'querystring/quantity');
        const parts = await provider(retrieveParts(call.stripe, call.settings, call.billing.subscription_id));
        const prorationDate = Math.floor(Date.now() / 1000);
        const params: Stripe.InvoiceCreatePreviewParams = {
          customer: call.billing.customer_id,
          subscription: call.billing.subscription_id,
          subscription_details: {
            items: seatItems(call, parts, req.query.quantity),
            proration_behavior: 'always_invoice',
            proration_date: prorationDate,
          },
        };
        const preview = await provider(call.stripe.invoices.createPreview(params));
        const seatPrice = await provider(call.stripe.prices.retrieve(call.settings.seatPriceId));
        const { creditBalance } = await provider(customerCard(call.stripe, call.billing.customer_id));
        return {
          currentPeriodStart: parts.plan.current_period_start,
          currentPeriodEnd: parts.plan.current_period_end,
          currency: preview.currency,
          // What the seats will cost each period from now on.
          newPlanAmount: ((seatPrice.unit_amount ?? 0) * req.query.quantity) / 100,
          prorationAmount: prorationTotal(preview),
          creditBalance,
          eligibleForFirstMonthFree: false,
          prorationDate,
        };
      },
    }),
  ),

  signedIn(
    route<{ Body: { subscriptionId: string; quantity: number; prorationDate: number } }>({
      method: 'POST',
      url: '/organization/update-additional-seats',
      schema: {
        body: {
          type: 'object',
          required: ['subscriptionId', 'quantity', 'prorationDate'],
          additionalProperties: false,
          properties: { subscriptionId, quantity, prorationDate: { type: 'integer', minimum: 0 } },
        },
      },
      async handler(req, _reply, ctx) {
        const call = await adminBillingCall(req, ctx);
        requireSubscription(call, req.body.subscriptionId);
        await checkSeats(call, ctx, req.body.quantity, 'body/quantity');
        const parts = await provider(retrieveParts(call.stripe, call.settings, call.billing.subscription_id));
        checkProrationDate(
          req.body.prorationDate,
          parts.plan.current_period_start,
          parts.plan.current_period_end,
        );
        const { source } = await provider(customerCard(call.stripe, call.billing.customer_id));
        if (req.body.quantity > parts.seatQuantity && !source.invoice_settings.default_payment_method)
          throw httpError(402, NO_PAYMENT_METHOD);
        const items =
          parts.seats && req.body.quantity === 0
            ? [{ id: parts.seats.id, deleted: true }]
            : seatItems(call, parts, req.body.quantity);
        const updated = await provider(
          call.stripe.subscriptions.update(call.billing.subscription_id, {
            items,
            proration_behavior: 'always_invoice',
            proration_date: req.body.prorationDate,
            payment_behavior: 'error_if_incomplete',
          }),
        );
        await ctx.db
          .updateTable('organization_billing')
          .set({ status: updated.status, additional_seats: req.body.quantity, updated_date: new Date() })
          .where('organization_id', '=', call.billing.organization_id)
          .execute();
        return { status: 'success', quantity: req.body.quantity };
      },
    }),
  ),
];
