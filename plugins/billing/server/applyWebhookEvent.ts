import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../../../host/server/db/Database.ts';
import { type BillingSettings, planOf } from './billingSettings.ts';
import { productOf, subscriptionParts } from './subscriptionItems.ts';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const sub = invoice.parent?.subscription_details?.subscription;
  return typeof sub === 'string' ? sub : (sub?.id ?? null);
}

/**
 * Keeps an organisation's subscription state as the provider reports it: plan, seats and status
 * from subscription events; past_due when an invoice fails, active again when one is paid.
 * Returns whether a row changed (events of unknown subscriptions and other types are ignored).
 */
export async function applyWebhookEvent(
  db: Kysely<Database>,
  settings: BillingSettings,
  event: Stripe.Event,
): Promise<boolean> {
  let set: Partial<{ status: string; product_id: string; additional_seats: number }> | null = null;
  let subscriptionId: string | null = null;
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const sub = event.data.object as Stripe.Subscription;
    subscriptionId = sub.id;
    const parts = subscriptionParts(settings, sub);
    const plan = planOf(settings, productOf(parts.plan)) ?? planOf(settings, parts.plan.price.id);
    set = {
      status: event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status,
      additional_seats: parts.seatQuantity,
      ...(plan ? { product_id: plan.productId } : {}),
    };
  } else if (event.type === 'invoice.payment_failed') {
    subscriptionId = invoiceSubscription(event.data.object as Stripe.Invoice);
    set = { status: 'past_due' };
  } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_succeeded') {
    subscriptionId = invoiceSubscription(event.data.object as Stripe.Invoice);
    set = { status: 'active' };
  }
  if (!set || !subscriptionId) return false;
  let q = db
    .updateTable('organization_billing')
    .set({ ...set, updated_date: new Date() })
    .where('subscription_id', '=', subscriptionId);
  // A paid invoice revives a subscription in arrears, never a cancelled one.
  if (set.status === 'active' && !set.product_id) q = q.where('status', 'in', ['past_due', 'unpaid']);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
