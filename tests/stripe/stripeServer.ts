import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseStripeForm } from './formBody.ts';
import { changedItems, linesTotal, prorationLines } from './prorate.ts';
import {
  type Card,
  type Customer,
  customerJson,
  type ItemChange,
  type Price,
  type Subscription,
  subscriptionJson,
} from './stripeObjects.ts';

import { FIRST_MONTH_FREE_COUPON, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, stripeEnv } from './stripeEnv.ts';

export { FIRST_MONTH_FREE_COUPON, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from './stripeEnv.ts';
export const VISA: Card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };

/** The plans' prices as the tests' Stripe account holds them (cents a month). */
export const PRICES: Price[] = [
  ['price_free', 'prod_free', 0],
  ['price_starter', 'prod_starter', 3500],
  ['price_pro', 'prod_pro', 6500],
  ['price_seat', 'prod_seat', 1500],
].map(([id, product, amount]) => ({
  id: id as string,
  object: 'price',
  product: product as string,
  unit_amount: amount as number,
  currency: 'usd',
  recurring: { interval: 'month' },
}));

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

/**
 * A Stripe protocol server on 127.0.0.1 for the tests: real HTTP, form-encoded bodies, bearer key,
 * Stripe's error shape, and the endpoints billing uses (customers with their default card and
 * balance, prices, subscriptions with items and prorations, invoice previews, billing portal and
 * checkout sessions). Every subscription's period started 10 days ago and ends in 20.
 */
export class StripeServer {
  readonly customers = new Map<string, Customer>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly requests: RecordedRequest[] = [];
  readonly invoices: { subscription: string; amount: number }[] = [];
  private counter = 0;
  private server = http.createServer((req, res) => void this.serve(req, res));
  url = '';

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The app's environment that points billing here. */
  env(): Record<string, string> {
    return stripeEnv(this.url);
  }

  setCard(customerId: string, card: Card | null): void {
    const c = this.customers.get(customerId);
    if (!c) throw new Error(`no customer ${customerId}`);
    c.card = card;
  }

  setBalance(customerId: string, cents: number): void {
    const c = this.customers.get(customerId);
    if (c) c.balance = cents;
  }

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}_${String(this.counter).padStart(6, '0')}`;
  }

  private price(id: string): Price {
    const p = PRICES.find((x) => x.id === id);
    if (!p) throw new StripeError(400, `No such price: '${id}'`);
    return p;
  }

  private customer(id: string): Customer {
    const c = this.customers.get(id);
    if (!c) throw new StripeError(404, `No such customer: '${id}'`);
    return c;
  }

  private subscription(id: string): Subscription {
    const s = this.subscriptions.get(id);
    if (!s) throw new StripeError(404, `No such subscription: '${id}'`);
    return s;
  }

  private async serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://x');
    const body = {
      ...parseStripeForm(url.search.slice(1)),
      ...parseStripeForm(Buffer.concat(chunks).toString()),
    };
    const method = req.method ?? 'GET';
    this.requests.push({ method, path: url.pathname, body });
    let status = 200;
    let out: unknown;
    try {
      if (url.pathname === '/health') out = { ok: true };
      else if (req.headers.authorization !== `Bearer ${STRIPE_SECRET_KEY}`)
        throw new StripeError(
          401,
          `Invalid API Key provided: ${String(req.headers.authorization).slice(7, 15)}****`,
        );
      else out = this.route(method, url.pathname, body);
    } catch (err) {
      const e = err instanceof StripeError ? err : new StripeError(400, (err as Error).message);
      status = e.status;
      out = { error: { type: e.type, message: e.message } };
    }
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': this.id('req') });
    res.end(JSON.stringify(out));
  }

  private route(method: string, path: string, body: Record<string, unknown>): unknown {
    const [, , kind, id, sub] = path.split('/');
    const expand = ((body.expand as string[]) ?? []).includes('invoice_settings.default_payment_method');
    // Test controls (another process's tests): a customer's default card or balance.
    if (path.startsWith('/_test/customers/') && method === 'POST') {
      const [, , , customerId, what] = path.split('/');
      const c = this.customer(customerId as string);
      if (what === 'card') c.card = body.last4 ? { ...VISA, last4: String(body.last4) } : null;
      if (what === 'balance') c.balance = Number(body.cents ?? 0);
      return customerJson(c, true);
    }
    if (kind === 'customers' && method === 'POST' && !id) {
      const c: Customer = {
        id: this.id('cus'),
        object: 'customer',
        email: (body.email as string) ?? null,
        name: (body.name as string) ?? null,
        balance: 0,
        metadata: (body.metadata as Record<string, string>) ?? {},
        card: null,
      };
      this.customers.set(c.id, c);
      return customerJson(c, false);
    }
    if (kind === 'customers' && method === 'GET' && id) return customerJson(this.customer(id), expand);
    if (kind === 'prices' && method === 'GET' && id) return this.price(id);
    if (kind === 'subscriptions' && method === 'POST' && !id)
      return subscriptionJson(this.createSubscription(body));
    if (kind === 'subscriptions' && method === 'GET' && id) return subscriptionJson(this.subscription(id));
    if (kind === 'subscriptions' && method === 'POST' && id)
      return subscriptionJson(this.updateSubscription(id, body));
    if (kind === 'subscriptions' && method === 'DELETE' && id) {
      const s = this.subscription(id);
      s.status = 'canceled';
      return subscriptionJson(s);
    }
    if (kind === 'invoices' && method === 'POST' && id === 'create_preview') return this.preview(body);
    if (kind === 'billing_portal' && id === 'sessions' && method === 'POST') {
      const c = this.customer(body.customer as string);
      return {
        id: this.id('bps'),
        object: 'billing_portal.session',
        customer: c.id,
        url: `${this.url}/portal/${c.id}`,
        return_url: body.return_url,
      };
    }
    if (kind === 'checkout' && id === 'sessions' && method === 'POST') {
      const s = this.id('cs');
      return {
        id: s,
        object: 'checkout.session',
        customer: body.customer ?? null,
        mode: body.mode,
        url: `${this.url}/checkout/${s}`,
      };
    }
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}${sub ? '' : ''})`);
  }

  private createSubscription(body: Record<string, unknown>): Subscription {
    const customer = this.customer(body.customer as string);
    const now = Math.floor(Date.now() / 1000);
    const [start, end] = [now - 10 * 86400, now + 20 * 86400];
    const s: Subscription = {
      id: this.id('sub'),
      object: 'subscription',
      customer: customer.id,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: (body.metadata as Record<string, string>) ?? {},
      discounts: [],
      items: [],
    };
    s.items = changedItems(
      s,
      (body.items as ItemChange[]) ?? [],
      (p) => this.price(p),
      () => this.id('si'),
    );
    for (const i of s.items) Object.assign(i, { current_period_start: start, current_period_end: end });
    this.subscriptions.set(s.id, s);
    return s;
  }

  private changes(s: Subscription, body: Record<string, unknown>, items: ItemChange[], dateField: unknown) {
    const after = changedItems(
      s,
      items,
      (p) => this.price(p),
      () => this.id('si'),
    );
    const date = dateField === undefined ? Math.floor(Date.now() / 1000) : Number(dateField);
    const coupons = ((body.discounts as { coupon?: string }[]) ?? []).map((d) => d.coupon);
    for (const c of coupons)
      if (c !== FIRST_MONTH_FREE_COUPON) throw new StripeError(400, `No such coupon: '${c}'`);
    const coupon = coupons[0] ?? null;
    const lines = prorationLines(s, s.items, after, date, coupon ? 100 : 0, coupon);
    return { after, lines, coupon };
  }

  private preview(body: Record<string, unknown>) {
    const s = this.subscription(body.subscription as string);
    const details = (body.subscription_details as Record<string, unknown>) ?? {};
    const { lines } = this.changes(s, body, (details.items as ItemChange[]) ?? [], details.proration_date);
    const total = linesTotal(lines);
    return {
      id: this.id('upcoming_in'),
      object: 'invoice',
      customer: s.customer,
      currency: 'usd',
      lines: { object: 'list', data: lines, has_more: false, url: '/v1/invoices/upcoming/lines' },
      subtotal: lines.reduce((n, l) => n + l.amount, 0),
      total,
      amount_due: Math.max(0, total + this.customer(s.customer).balance),
    };
  }

  private updateSubscription(id: string, body: Record<string, unknown>): Subscription {
    const s = this.subscription(id);
    if (s.status === 'canceled')
      throw new StripeError(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    if (body.cancel_at_period_end !== undefined) {
      s.cancel_at_period_end = body.cancel_at_period_end === 'true';
      s.cancel_at = s.cancel_at_period_end ? (s.items[0]?.current_period_end ?? null) : null;
    }
    const items = (body.items as ItemChange[]) ?? [];
    if (items.length === 0) return s;
    const { after, lines, coupon } = this.changes(s, body, items, body.proration_date);
    const customer = this.customer(s.customer);
    const due = Math.max(0, linesTotal(lines) + customer.balance);
    if (due > 0 && !customer.card && body.payment_behavior === 'error_if_incomplete')
      throw new StripeError(
        402,
        'This customer has no attached payment source or default payment method.',
        'card_error',
      );
    s.items = after;
    if (coupon) s.discounts = [`di_${coupon}`];
    this.invoices.push({ subscription: s.id, amount: due });
    return s;
  }

  /** Signs an event as Stripe does and posts it to the app's webhook. */
  async sendWebhook(appUrl: string, type: string, object: unknown, secret = STRIPE_WEBHOOK_SECRET) {
    const payload = JSON.stringify(
      {
        id: this.id('evt'),
        object: 'event',
        type,
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        data: { object },
      },
      null,
      2,
    );
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return fetch(`${appUrl}/api/v1/billing/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
      body: payload,
    });
  }

  subscriptionObject(id: string) {
    return subscriptionJson(this.subscription(id));
  }
}

export async function startStripeServer(): Promise<StripeServer> {
  return new StripeServer().start();
}
