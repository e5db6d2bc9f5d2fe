import type { Item, ItemChange, Price, Subscription } from './stripeObjects.ts';

export interface Line {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  quantity: number;
  discount_amounts: { amount: number; discount: string }[];
  period: { start: number; end: number };
  parent: {
    type: 'subscription_item_details';
    invoice_item_details: null;
    subscription_item_details: {
      proration: boolean;
      subscription: string;
      subscription_item: string;
      invoice_item: null;
      proration_details: null;
    };
  };
}

/** The items a subscription has after `changes`, as Stripe applies its items[] parameter. */
export function changedItems(
  sub: Subscription,
  changes: ItemChange[],
  price: (id: string) => Price,
  newId: () => string,
): Item[] {
  const items = sub.items.map((i) => ({ ...i }));
  const [start, end] = [sub.items[0]?.current_period_start ?? 0, sub.items[0]?.current_period_end ?? 0];
  for (const c of changes) {
    const existing = c.id ? items.find((i) => i.id === c.id) : undefined;
    if (c.id && !existing) throw new Error(`No such subscription item: '${c.id}'`);
    if (existing && (c.deleted === true || c.deleted === 'true')) {
      items.splice(items.indexOf(existing), 1);
    } else if (existing) {
      if (c.price) existing.price = price(c.price);
      if (c.quantity !== undefined) existing.quantity = Number(c.quantity);
    } else if (c.price) {
      items.push({
        id: newId(),
        object: 'subscription_item',
        price: price(c.price),
        quantity: Number(c.quantity ?? 1),
        current_period_start: start,
        current_period_end: end,
      });
    }
  }
  return items;
}

/**
 * Proration lines of going from `before` to `after` at `date`: the unused time of every changed
 * item credited, the remaining time of its new state charged (Stripe's create_prorations), the
 * charges reduced by `percentOff` when a coupon applies.
 */
export function prorationLines(
  sub: Subscription,
  before: Item[],
  after: Item[],
  date: number,
  percentOff: number,
  couponId: string | null,
): Line[] {
  const lines: Line[] = [];
  const amountOf = (i: Item) => i.price.unit_amount * i.quantity;
  const line = (item: Item, amount: number, description: string): Line => ({
    id: `il_${lines.length + 1}`,
    object: 'line_item',
    amount,
    currency: item.price.currency,
    description,
    quantity: item.quantity,
    discount_amounts:
      amount > 0 && percentOff > 0 && couponId
        ? [{ amount: Math.round((amount * percentOff) / 100), discount: `di_${couponId}` }]
        : [],
    period: { start: date, end: item.current_period_end },
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        proration: true,
        subscription: sub.id,
        subscription_item: item.id,
        invoice_item: null,
        proration_details: null,
      },
    },
  });
  for (const old of before) {
    const now = after.find((i) => i.id === old.id);
    if (now && now.price.id === old.price.id && now.quantity === old.quantity) continue;
    const f = (old.current_period_end - date) / (old.current_period_end - old.current_period_start);
    lines.push(line(old, -Math.round(amountOf(old) * f), `Unused time on ${old.price.product}`));
    if (now) lines.push(line(now, Math.round(amountOf(now) * f), `Remaining time on ${now.price.product}`));
  }
  for (const added of after.filter((i) => !before.some((b) => b.id === i.id))) {
    const f = (added.current_period_end - date) / (added.current_period_end - added.current_period_start);
    lines.push(line(added, Math.round(amountOf(added) * f), `Remaining time on ${added.price.product}`));
  }
  return lines;
}

/** What an invoice of these lines asks for, discounts deducted. */
export function linesTotal(lines: Line[]): number {
  return lines.reduce((sum, l) => sum + l.amount - l.discount_amounts.reduce((s, d) => s + d.amount, 0), 0);
}
