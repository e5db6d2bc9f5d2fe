import { describe, expect, it } from 'vitest';
import {
  NO_PAYMENT_METHOD,
  REMOVE_SEATS_AND_USERS,
  REMOVE_WORKSPACES,
} from '../../../plugins/billing/common/planChange.ts';
import { VISA } from '../../stripe/stripeServer.ts';
import { billingHarness, remaining } from './billingHarness.ts';

/**
 * Section 7's plan calls against the Stripe protocol server, and section 5's rules on the server:
 * sign-up on Free, the first Starter month free, Starter to Pro with proration, the refusals.
 */
const h = billingHarness();

describe('plans and plan change (cloud)', () => {
  it('GET /pricing lists Free, Starter, Pro and Enterprise from configuration, without signing in', async () => {
    const res = await h.call('GET', '/pricing', undefined, { fetch: h.server.anonymousFetch });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { title: string }) => p.title)).toEqual(['Free', 'Starter', 'Pro', 'Enterprise']);
    const [, starter, , enterprise] = res.body;
    expect(starter).toMatchObject({
      prodId: 'prod_starter',
      price: '$35',
      period: '/month',
      mostPopular: true,
    });
    expect(starter.features[0]).toHaveProperty('text');
    expect(enterprise).toMatchObject({
      prodId: 'prod_enterprise',
      price: 'Contact Us',
      contactEmail: expect.any(String),
    });
    expect(res.text).not.toContain('sk_test');
  });

  it('a new organisation is subscribed to Free; its ids are in the user record', async () => {
    const me = await h.me();
    expect(me.activeOrganizationSubscriptionId).toMatch(/^sub_/);
    expect(me.activeOrganizationCustomerId).toMatch(/^cus_/);
    expect(me.activeOrganizationProductId).toBe('prod_free');
    const customer = h.stripe.customers.get(me.activeOrganizationCustomerId as string);
    expect(customer?.email).toBe('admin@example.com');
  });

  it('Free to Starter: first month free, refused without a card, then success with the new user record', async () => {
    const me = await h.me();
    const sub = me.activeOrganizationSubscriptionId;
    const source = await h.call(
      'GET',
      `/organization/customer-default-source?customerId=${me.activeOrganizationCustomerId}`,
    );
    expect(source.body).toEqual({ invoice_settings: { default_payment_method: null } });

    const preview = await h.call(
      'GET',
      `/organization/plan-proration?subscriptionId=${sub}&newPlanId=prod_starter`,
    );
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({
      eligibleForFirstMonthFree: true,
      newPlanAmount: 35,
      currency: 'usd',
    });
    expect(preview.body.prorationAmount).toBe(0);

    const body = {
      subscriptionId: sub,
      newPlanId: 'prod_starter',
      prorationDate: preview.body.prorationDate,
    };
    const refused = await h.call('POST', '/organization/update-subscription-plan', body);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(NO_PAYMENT_METHOD);
    expect((await h.me()).activeOrganizationProductId).toBe('prod_free');

    h.stripe.setCard(me.activeOrganizationCustomerId as string, VISA);
    const card = await h.call(
      'GET',
      `/organization/customer-default-source?customerId=${me.activeOrganizationCustomerId}`,
    );
    expect(card.body).toEqual({ invoice_settings: { default_payment_method: { card: VISA } } });

    const done = await h.call('POST', '/organization/update-subscription-plan', body);
    expect(done.status, done.text).toBe(200);
    expect(done.body.status).toBe('success');
    expect(done.body.user).toMatchObject({
      activeOrganizationProductId: 'prod_starter',
      isOrganizationAdmin: true,
    });
    expect(h.stripe.subscriptions.get(sub as string)?.items[0]?.price.id).toBe('price_starter');
    expect(h.stripe.invoices.at(-1)?.amount).toBe(0);
  });

  it('Starter to Pro: the proration and the credit balance as the provider computes them', async () => {
    const me = await h.me();
    h.stripe.setBalance(me.activeOrganizationCustomerId as string, -500);
    const preview = await h.call(
      'GET',
      `/organization/plan-proration?subscriptionId=${me.activeOrganizationSubscriptionId}&newPlanId=prod_pro`,
    );
    expect(preview.status, preview.text).toBe(200);
    const p = preview.body;
    expect(p.eligibleForFirstMonthFree).toBe(false);
    expect(p.creditBalance).toBe(-5);
    expect(p.prorationAmount).toBeCloseTo((remaining(6500, p) - remaining(3500, p)) / 100, 2);
    expect(p.prorationAmount).toBeGreaterThan(15);
    expect(p.currentPeriodEnd).toBeGreaterThan(p.prorationDate);

    const done = await h.call('POST', '/organization/update-subscription-plan', {
      subscriptionId: me.activeOrganizationSubscriptionId,
      newPlanId: 'prod_pro',
      prorationDate: p.prorationDate,
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body.user.activeOrganizationProductId).toBe('prod_pro');
    h.stripe.setBalance(me.activeOrganizationCustomerId as string, 0);
  });

  it('refuses the current plan, Enterprise, unknown plans, other subscriptions and stale dates', async () => {
    const me = await h.me();
    const sub = me.activeOrganizationSubscriptionId;
    const ask = (plan: string) =>
      h.call('GET', `/organization/plan-proration?subscriptionId=${sub}&newPlanId=${plan}`);
    expect((await ask('prod_pro')).body.message).toContain('already your plan');
    const enterprise = await ask('prod_enterprise');
    expect(enterprise.status).toBe(400);
    expect(enterprise.body.message).toContain('sold by mail');
    const unknown = await ask('prod_nothing');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('querystring/newPlanId');
    const other = await h.call(
      'GET',
      `/organization/plan-proration?subscriptionId=sub_other&newPlanId=prod_starter`,
    );
    expect(other.status).toBe(404);
    const stale = await h.call('POST', '/organization/update-subscription-plan', {
      subscriptionId: sub,
      newPlanId: 'prod_starter',
      prorationDate: 1000,
    });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toContain('body/prorationDate');
    expect((await h.me()).activeOrganizationProductId).toBe('prod_pro');
  });

  it('section 5: other people, additional seats or other workspaces block the change', async () => {
    const me = await h.me();
    const sub = me.activeOrganizationSubscriptionId;
    const change = () =>
      h.call('POST', '/organization/update-subscription-plan', {
        subscriptionId: sub,
        newPlanId: 'prod_starter',
        prorationDate: Math.floor(Date.now() / 1000),
      });
    const workspace = await h.server.createWorkspace('Second');
    let res = await change();
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(REMOVE_WORKSPACES);
    await h.server.app.brains.db.deleteFrom('workspace').where('id', '=', workspace).execute();

    const member = await h.server.createUser();
    res = await change();
    expect(res.body.message).toBe(REMOVE_SEATS_AND_USERS);
    const preview = await h.call(
      'GET',
      `/organization/plan-proration?subscriptionId=${sub}&newPlanId=prod_starter`,
    );
    expect(preview.body.message).toBe(REMOVE_SEATS_AND_USERS);

    // a member is no organisation admin: every plan and seat call is refused, usage is readable
    for (const [method, path] of [
      ['GET', `/organization/plan-proration?subscriptionId=${sub}&newPlanId=prod_starter`],
      ['GET', `/organization/additional-seats-quantity?subscriptionId=${sub}`],
      ['GET', `/organization/customer-default-source?customerId=${me.activeOrganizationCustomerId}`],
      ['POST', '/account/billing'],
      ['POST', '/account/cancel-subscription'],
    ] as const) {
      const r = await h.call(method, path, method === 'POST' ? {} : undefined, member.session);
      expect(r.status, path).toBe(403);
    }
    expect((await h.call('GET', '/organization/get-current-usage', undefined, member.session)).status).toBe(
      200,
    );
    await h.server.app.brains.db.deleteFrom('workspace_user').where('user_id', '=', member.id).execute();
    await h.server.app.brains.db.deleteFrom('organization_user').where('user_id', '=', member.id).execute();
    expect((await change()).status).toBe(200);
    expect((await h.me()).activeOrganizationProductId).toBe('prod_starter');
  });
});
