import type Stripe from 'stripe';
import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import { currentAuthUser, signedIn } from '../../../identity/public.ts';
import type { Proration } from '../../common/billingTypes.ts';
import { NO_PAYMENT_METHOD } from '../../common/planChange.ts';
import { adminBillingCall, provider } from '../billingCall.ts';
import { customerCard } from '../customerCard.ts';
import { checkPlanChange, checkProrationDate, firstMonthFree } from '../planChangeRules.ts';
import { prorationTotal, retrieveParts } from '../subscriptionItems.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import { isCanceled, resubscribe, resubscribeProration } from '../resubscribe.ts';
import { forgetSubscriptionStatus } from '../subscriptionGate.ts';

const id = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' };
const query = (...names: string[]) => ({
  type: 'object',
  required: names,
  additionalProperties: false,
  properties: Object.fromEntries(names.map((n) => [n, id])),
});

export const planRoutes: PluginRoute[] = [
  signedIn(
    route<{ Querystring: { customerId: string } }>({
      method: 'GET',
      url: '/organization/customer-default-source',
      schema: { querystring: query('customerId') },
      async handler(req, _reply, ctx) {
        const call = await adminBillingCall(req, ctx);
        if (req.query.customerId !== call.billing.customer_id)
          throw httpError(404, `Customer ${req.query.customerId} not found`);
        return (await provider(customerCard(call.stripe, call.billing.customer_id))).source;
      },
    }),
  ),

  signedIn(
    route<{ Querystring: { subscriptionId: string; newPlanId: string } }>({
      method: 'GET',
      url: '/organization/plan-proration',
      schema: { querystring: query('subscriptionId', 'newPlanId') },
      async handler(req, _reply, ctx): Promise<Proration> {
        const call = await adminBillingCall(req, ctx);
        if (req.query.subscriptionId !== call.billing.subscription_id)
          throw httpError(404, `Subscription ${req.query.subscriptionId} not found`);
        if (isCanceled(call)) {
          const plan = await checkPlanChange(call, ctx, 0, req.query.newPlanId, 'querystring/newPlanId');
          return resubscribeProration(call, plan, firstMonthFree(call, plan));
        }
        const parts = await provider(retrieveParts(call.stripe, call.settings, call.billing.subscription_id));
        const plan = await checkPlanChange(
          call,
          ctx,
          parts.seatQuantity,
          req.query.newPlanId,
          'querystring/newPlanId',
        );
        const eligible = firstMonthFree(call, plan);
        const prorationDate = Math.floor(Date.now() / 1000);
        const params: Stripe.InvoiceCreatePreviewParams = {
          customer: call.billing.customer_id,
          subscription: call.billing.subscription_id,
          subscription_details: {
            items: [{ id: parts.plan.id, price: plan.priceId }],
            proration_behavior: 'always_invoice',
            proration_date: prorationDate,
          },
          ...(eligible ? { discounts: [{ coupon: call.settings.firstMonthFreeCoupon as string }] } : {}),
        };
        const preview = await provider(call.stripe.invoices.createPreview(params));
        const { creditBalance } = await provider(customerCard(call.stripe, call.billing.customer_id));
        return {
          currentPeriodStart: parts.plan.current_period_start,
          currentPeriodEnd: parts.plan.current_period_end,
          currency: preview.currency,
          newPlanAmount: plan.amount ?? 0,
          prorationAmount: prorationTotal(preview),
          creditBalance,
          eligibleForFirstMonthFree: eligible,
          prorationDate,
        };
      },
    }),
  ),

  signedIn(
    route<{ Body: { subscriptionId: string; newPlanId: string; prorationDate: number } }>({
      method: 'POST',
      url: '/organization/update-subscription-plan',
      schema: {
        body: {
          type: 'object',
          required: ['subscriptionId', 'newPlanId', 'prorationDate'],
          additionalProperties: false,
          properties: { subscriptionId: id, newPlanId: id, prorationDate: { type: 'integer', minimum: 0 } },
        },
      },
      async handler(req, _reply, ctx) {
        const call = await adminBillingCall(req, ctx);
        if (req.body.subscriptionId !== call.billing.subscription_id)
          throw httpError(404, `Subscription ${req.body.subscriptionId} not found`);
        const canceled = isCanceled(call);
        const parts = canceled
          ? null
          : await provider(retrieveParts(call.stripe, call.settings, call.billing.subscription_id));
        const plan = await checkPlanChange(
          call,
          ctx,
          parts?.seatQuantity ?? 0,
          req.body.newPlanId,
          'body/newPlanId',
        );
        if (parts)
          checkProrationDate(
            req.body.prorationDate,
            parts.plan.current_period_start,
            parts.plan.current_period_end,
          );
        if ((plan.amount ?? 0) > 0) {
          const { source } = await provider(customerCard(call.stripe, call.billing.customer_id));
          if (!source.invoice_settings.default_payment_method) throw httpError(402, NO_PAYMENT_METHOD);
        }
        const eligible = firstMonthFree(call, plan);
        const updated = parts
          ? await provider(
              call.stripe.subscriptions.update(call.billing.subscription_id, {
                items: [{ id: parts.plan.id, price: plan.priceId }],
                proration_behavior: 'always_invoice',
                proration_date: req.body.prorationDate,
                payment_behavior: 'error_if_incomplete',
                ...(eligible
                  ? { discounts: [{ coupon: call.settings.firstMonthFreeCoupon as string }] }
                  : {}),
              }),
            )
          : await resubscribe(call, plan, eligible);
        await ctx.db
          .updateTable('organization_billing')
          .set({
            subscription_id: updated.id,
            product_id: plan.productId,
            status: updated.status,
            ...(canceled ? { additional_seats: 0 } : {}),
            ...(eligible ? { first_month_free_used: true } : {}),
            updated_date: new Date(),
          })
          .where('organization_id', '=', call.billing.organization_id)
          .execute();
        forgetSubscriptionStatus();
        return { status: 'success', user: await currentAuthUser(req, ctx) };
      },
    }),
  ),
];
