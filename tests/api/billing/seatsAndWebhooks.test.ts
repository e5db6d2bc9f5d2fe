import { describe, expect, it } from 'vitest';
import { REMOVE_SEATS_AND_USERS } from '../../../plugins/billing/common/planChange.ts';
import { STRIPE_WEBHOOK_SECRET, VISA } from '../../stripe/stripeServer.ts';
import { billingHarness, remaining } from './billingHarness.ts';

/**
 * Additional seats with proration, usage against the plan, the provider's portal, cancellation,
 * and the webhook that keeps the subscription state (signature refused when wrong).
 */
const h = billingHarness();

async function onStarter() {
  const me = await h.me();
  h.stripe.setCard(me.activeOrganizationCustomerId as string, VISA);
  const preview = await h.call(
    'GET',
    `/organization/plan-proration?subscriptionId=${me.activeOrganizationSubscriptionId}&newPlanId=prod_starter`,
  );
  const res = await h.call('POST', '/organization/update-subscription-plan', {
    subscriptionId: me.activeOrganizationSubscriptionId,
    newPlanId: 'prod_starter',
    prorationDate: preview.body.prorationDate,
  });
  expect(res.status, res.text).toBe(200);
  return h.me();
}

describe('seats, usage, portal and webhooks (cloud)', () => {
  it('additional seats: none on Free, then bought on Starter with proration, and they block a plan change', async () => {
    let me = await h.me();
    const free = await h.call(
      'GET',
      `/organization/additional-seats-proration?subscriptionId=${me.activeOrganizationSubscriptionId}&quantity=1`,
    );
    expect(free.status).toBe(400);
    expect(free.body.message).toContain('paid plan');

    me = await onStarter();
    const sub = me.activeOrganizationSubscriptionId;
    const quantity = await h.call('GET', `/organization/additional-seats-quantity?subscriptionId=${sub}`);
    expect(quantity.body).toEqual({ quantity: 0, totalOrgUsers: 1 });

    const preview = await h.call(
      'GET',
      `/organization/additional-seats-proration?subscriptionId=${sub}&quantity=2`,
    );
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.newPlanAmount).toBe(30);
    expect(preview.body.prorationAmount).toBeCloseTo(remaining(3000, preview.body) / 100, 2);

    const bad = await h.call('POST', '/organization/update-additional-seats', {
      subscriptionId: sub,
      quantity: -1,
      prorationDate: preview.body.prorationDate,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('quantity');

    const done = await h.call('POST', '/organization/update-additional-seats', {
      subscriptionId: sub,
      quantity: 2,
      prorationDate: preview.body.prorationDate,
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ status: 'success', quantity: 2 });
    expect(
      (await h.call('GET', `/organization/additional-seats-quantity?subscriptionId=${sub}`)).body.quantity,
    ).toBe(2);

    const change = await h.call(
      'GET',
      `/organization/plan-proration?subscriptionId=${sub}&newPlanId=prod_pro`,
    );
    expect(change.status).toBe(400);
    expect(change.body.message).toBe(REMOVE_SEATS_AND_USERS);
  });

  it('seats never go below what the organisation’s people need', async () => {
    const me = await h.me();
    const sub = me.activeOrganizationSubscriptionId;
    await h.server.createUser();
    await h.server.createUser();
    const tooFew = await h.call('POST', '/organization/update-additional-seats', {
      subscriptionId: sub,
      quantity: 1,
      prorationDate: Math.floor(Date.now() / 1000),
    });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.message).toContain('body/quantity');
    expect(
      (await h.call('GET', `/organization/additional-seats-quantity?subscriptionId=${sub}`)).body,
    ).toEqual({
      quantity: 2,
      totalOrgUsers: 3,
    });
  });

  it('current usage counts flows, people and workspaces against the plan', async () => {
    const flow = await h.call('POST', '/chatflows', {
      name: 'Counted',
      flowData: '{"nodes":[],"edges":[]}',
      type: 'CHATFLOW',
    });
    expect(flow.status, flow.text).toBe(201);
    const usage = await h.call('GET', '/organization/get-current-usage');
    expect(usage.status).toBe(200);
    expect(usage.body).toMatchObject({
      plan: 'starter',
      status: 'active',
      flows: { usage: 1, limit: null },
      users: { usage: 3, limit: 3 },
      workspaces: { usage: 1, limit: 1 },
      predictions: { usage: 0, limit: 10_000 },
      storage: { usage: 0 },
      additionalSeats: 2,
    });
  });

  it('the billing portal and cancellation at the end of the period', async () => {
    const me = await h.me();
    const portal = await h.call('POST', '/account/billing', {});
    expect(portal.status, portal.text).toBe(200);
    expect(portal.body.url).toBe(`${h.stripe.url}/portal/${me.activeOrganizationCustomerId}`);
    const cancel = await h.call('POST', '/account/cancel-subscription', {});
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.body.status).toBe('success');
    expect(
      h.stripe.subscriptions.get(me.activeOrganizationSubscriptionId as string)?.cancel_at_period_end,
    ).toBe(true);
  });

  it('webhooks: a wrong or missing signature is refused with 400 and changes nothing', async () => {
    const me = await h.me();
    const object = {
      ...h.stripe.subscriptionObject(me.activeOrganizationSubscriptionId as string),
      status: 'past_due',
    };
    const forged = await h.stripe.sendWebhook(
      h.server.url,
      'customer.subscription.updated',
      object,
      'whsec_wrong',
    );
    expect(forged.status).toBe(400);
    expect((await forged.json()).message).toBe('Invalid webhook signature');
    const unsigned = await h.server.anonymousFetch('/api/v1/billing/stripe-webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'customer.subscription.deleted', data: { object } }),
    });
    expect(unsigned.status).toBe(400);
    expect((await h.call('GET', '/organization/get-current-usage')).body.status).toBe('active');
    expect(STRIPE_WEBHOOK_SECRET).not.toBe('whsec_wrong');
  });

  it('webhooks keep the state: past due, paid again, plan and seats, cancelled', async () => {
    const me = await h.me();
    const id = me.activeOrganizationSubscriptionId as string;
    const status = async () => (await h.call('GET', '/organization/get-current-usage')).body;
    const invoice = {
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: id } },
    };

    expect((await h.stripe.sendWebhook(h.server.url, 'invoice.payment_failed', invoice)).status).toBe(200);
    expect((await status()).status).toBe('past_due');
    expect((await h.stripe.sendWebhook(h.server.url, 'invoice.paid', invoice)).status).toBe(200);
    expect((await status()).status).toBe('active');

    const object = h.stripe.subscriptionObject(id);
    object.items.data = object.items.data.map((i) =>
      i.price.id === 'price_starter'
        ? { ...i, price: { ...i.price, id: 'price_pro', product: 'prod_pro' } }
        : { ...i, quantity: 4 },
    );
    expect((await h.stripe.sendWebhook(h.server.url, 'customer.subscription.updated', object)).status).toBe(
      200,
    );
    expect(await status()).toMatchObject({ plan: 'pro', additionalSeats: 4 });
    expect((await h.me()).activeOrganizationProductId).toBe('prod_pro');

    const other = await h.stripe.sendWebhook(h.server.url, 'customer.created', {
      object: 'customer',
      id: 'cus_x',
    });
    expect(await other.json()).toEqual({ received: true, applied: false });

    await h.stripe.sendWebhook(h.server.url, 'customer.subscription.deleted', {
      ...object,
      status: 'canceled',
    });
    expect((await status()).status).toBe('canceled');
    // a paid invoice does not revive a cancelled subscription
    await h.stripe.sendWebhook(h.server.url, 'invoice.paid', invoice);
    expect((await status()).status).toBe('canceled');
  });

  it('a key the provider refuses answers 502 without quoting any of it', async () => {
    const saved = process.env.STRIPE_SECRET_KEY;
    process.env.STRIPE_SECRET_KEY = 'sk_test_wrong_key_1234';
    try {
      const res = await h.call('POST', '/account/billing', {});
      expect(res.status).toBe(502);
      expect(res.text).toContain('STRIPE_SECRET_KEY');
      expect(res.text).not.toContain('sk_test');
    } finally {
      process.env.STRIPE_SECRET_KEY = saved;
    }
  });
});
