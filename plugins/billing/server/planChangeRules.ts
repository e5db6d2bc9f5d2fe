import { httpError } from '../../../host/server/http/HttpError.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { planChangeBlocker } from '../common/planChange.ts';
import { type BillingCall, organizationCounts } from './billingCall.ts';
import { type ConfiguredPlan, planOf } from './billingSettings.ts';

/**
 * Section 5 on the server: the plan exists and can be bought here (Enterprise is sold by mail),
 * is not the current one, and nothing stands in the way (additional seats, other people, other
 * workspaces). `field` names where the plan id came from in the messages. A cancelled
 * organisation has no current plan: it may take its old one again.
 */
export async function checkPlanChange(
  call: BillingCall,
  ctx: ServerContext,
  seatQuantity: number,
  newPlanId: string,
  field: string,
): Promise<ConfiguredPlan> {
  const plan = planOf(call.settings, newPlanId);
  if (!plan) throw httpError(400, `${field}: no plan has the id ${newPlanId}`);
  if (plan.id === 'enterprise' || !plan.priceId)
    throw httpError(
      400,
      `${field}: the ${plan.title} plan is sold by mail: write to ${call.settings.contactEmail}`,
    );
  if (plan.productId === call.billing.product_id && call.billing.status !== 'canceled')
    throw httpError(400, `${field}: this is already your plan`);
  const counts = await organizationCounts(ctx, call.principal.organizationId);
  const blocker = planChangeBlocker({ additionalSeats: seatQuantity, ...counts });
  if (blocker) throw httpError(400, blocker);
  return plan;
}

/** A first Starter month is free once, coming from the Free plan, when a coupon is configured. */
export function firstMonthFree(call: BillingCall, plan: ConfiguredPlan): boolean {
  const current = planOf(call.settings, call.billing.product_id);
  return (
    plan.id === 'starter' &&
    current?.id === 'free' &&
    !call.billing.first_month_free_used &&
    !!call.settings.firstMonthFreeCoupon
  );
}

/** The proration date sent back must lie in the current period (the preview's own date does). */
export function checkProrationDate(date: number, start: number, end: number): void {
  if (date < start || date > end)
    throw httpError(
      400,
      'body/prorationDate: must lie in the current billing period; preview the change again',
    );
}
