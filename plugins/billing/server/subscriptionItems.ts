import type Stripe from 'stripe';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { BillingSettings } from './billingSettings.ts';

/** A subscription's two parts: the plan (one item) and the additional seats (an item of the seat price). */
export interface SubscriptionParts {
  subscription: Stripe.Subscription;
  plan: Stripe.SubscriptionItem;
  seats: Stripe.SubscriptionItem | undefined;
  /** Additional seats bought (0 without a seat item). */
  seatQuantity: number;
}

export function subscriptionParts(
  settings: BillingSettings,
  subscription: Stripe.Subscription,
): SubscriptionParts {
  const items = subscription.items.data;
  const isSeat = (i: Stripe.SubscriptionItem) =>
    !!settings.seatPriceId && i.price.id === settings.seatPriceId;
  const plan = items.find((i) => !isSeat(i));
  if (!plan) throw httpError(409, `Subscription ${subscription.id} has no plan item`);
  const seats = items.find(isSeat);
  return { subscription, plan, seats, seatQuantity: seats?.quantity ?? 0 };
}

export async function retrieveParts(stripe: Stripe, settings: BillingSettings, subscriptionId: string) {
  return subscriptionParts(settings, await stripe.subscriptions.retrieve(subscriptionId));
}

/** The product id of an item's price (expanded or not). */
export function productOf(item: Stripe.SubscriptionItem): string {
  const product = item.price.product;
  return typeof product === 'string' ? product : product.id;
}

/** Amount of a preview's proration lines, after their discounts, in the currency's main unit. */
export function prorationTotal(invoice: Stripe.Invoice): number {
  let cents = 0;
  for (const line of invoice.lines.data) {
    if (!line.parent?.subscription_item_details?.proration) continue;
    const discounts = (line.discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0);
    cents += line.amount - discounts;
  }
  return cents / 100;
}
