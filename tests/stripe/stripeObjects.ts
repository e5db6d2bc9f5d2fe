/** The objects the Stripe protocol server keeps, in the shapes of Stripe's API (the fields we use). */
export interface Price {
  id: string;
  object: 'price';
  product: string;
  unit_amount: number;
  currency: string;
  recurring: { interval: 'month' };
}

export interface Card {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  /** Cents; negative is a credit. */
  balance: number;
  metadata: Record<string, string>;
  card: Card | null;
}

export interface Item {
  id: string;
  object: 'subscription_item';
  price: Price;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  metadata: Record<string, string>;
  discounts: string[];
  items: Item[];
}

/** One requested change of a subscription's items (Stripe's items[] parameter). */
export interface ItemChange {
  id?: string;
  price?: string;
  quantity?: string | number;
  deleted?: string | boolean;
}

export function customerJson(c: Customer, expandCard: boolean) {
  const { card, ...rest } = c;
  const method = card ? { id: `pm_${c.id}`, object: 'payment_method', type: 'card', card } : null;
  return {
    ...rest,
    invoice_settings: { default_payment_method: expandCard ? method : (method?.id ?? null) },
  };
}

export function subscriptionJson(s: Subscription) {
  return {
    ...s,
    discounts: s.discounts,
    items: {
      object: 'list',
      data: s.items,
      has_more: false,
      url: `/v1/subscription_items?subscription=${s.id}`,
    },
  };
}
