import type Stripe from 'stripe';
import type { CustomerDefaultSource } from '../common/billingTypes.ts';

/** The customer's default card (only its summary) and balance (negative: a credit), main unit. */
export async function customerCard(
  stripe: Stripe,
  customerId: string,
): Promise<{ source: CustomerDefaultSource; creditBalance: number }> {
  const customer = await stripe.customers.retrieve(customerId, {
    expand: ['invoice_settings.default_payment_method'],
  });
  if (customer.deleted)
    return { source: { invoice_settings: { default_payment_method: null } }, creditBalance: 0 };
  const method = customer.invoice_settings?.default_payment_method;
  const card = method && typeof method === 'object' ? method.card : null;
  return {
    source: {
      invoice_settings: {
        default_payment_method: card
          ? {
              card: {
                brand: card.brand,
                last4: card.last4,
                exp_month: card.exp_month,
                exp_year: card.exp_year,
              },
            }
          : null,
      },
    },
    creditBalance: (customer.balance ?? 0) / 100,
  };
}
