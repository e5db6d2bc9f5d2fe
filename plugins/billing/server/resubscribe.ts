import type { Proration } from '../common/billingTypes.ts';
import type { BillingCall } from './billingCall.ts';
import { provider } from './billingCall.ts';
import type { ConfiguredPlan } from './billingSettings.ts';
import { customerCard } from './customerCard.ts';
import { forgetSubscriptionStatus } from './subscriptionGate.ts';

export const isCanceled = (call: BillingCall) => call.billing.status === 'canceled';

/** One calendar month after `seconds` (epoch seconds, UTC), as the provider bills a monthly price. */
function monthLater(seconds: number): number {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

/**
 * Subscribing again after a cancellation: a cancelled subscription cannot change at the provider,
 * so a new one starts today and its first month is due in full (nothing to prorate, no credit
 * but the customer's balance). The first Starter month is free only if it never was.
 */
export async function resubscribeProration(
  call: BillingCall,
  plan: ConfiguredPlan,
  eligible: boolean,
): Promise<Proration> {
  const now = Math.floor(Date.now() / 1000);
  const { creditBalance } = await provider(customerCard(call.stripe, call.billing.customer_id));
  const amount = plan.amount ?? 0;
  return {
    currentPeriodStart: now,
    currentPeriodEnd: monthLater(now),
    currency: plan.currency,
    newPlanAmount: amount,
    prorationAmount: eligible ? 0 : amount,
    creditBalance,
    eligibleForFirstMonthFree: eligible,
    prorationDate: now,
  };
}

/** Starts the new subscription and makes it the organisation's (its old id answers 404 from now). */
export async function resubscribe(call: BillingCall, plan: ConfiguredPlan, eligible: boolean) {
  const created = await provider(
    call.stripe.subscriptions.create({
      customer: call.billing.customer_id,
      items: [{ price: plan.priceId }],
      metadata: { organizationId: call.billing.organization_id },
      payment_behavior: 'error_if_incomplete',
      ...(eligible ? { discounts: [{ coupon: call.settings.firstMonthFreeCoupon as string }] } : {}),
    }),
  );
  forgetSubscriptionStatus();
  return created;
}
