import { describe, expect, it } from 'vitest';
import { VISA } from '../../stripe/stripeServer.ts';
import { billingHarness } from './billingHarness.ts';

/**
 * Section 8's subscription_canceled: once the provider reports the subscription deleted, the
 * organisation's calls (session and API key) answer 401 with that error and redirectTo
 * /account-type, while sign-in and billing's own calls keep working; subscribing again there
 * starts a new subscription and opens everything again.
 */
const h = billingHarness();

describe('a cancelled organisation (cloud)', () => {
  it('is redirected until it subscribes again', async () => {
    let me = await h.me();
    const oldSub = me.activeOrganizationSubscriptionId as string;
    h.stripe.setCard(me.activeOrganizationCustomerId as string, VISA);
    const key = (await h.call('POST', '/apikey', { keyName: 'Reader' })).body.apiKey as string;
    const byKey = () =>
      h.server.anonymousFetch('/api/v1/chatflows', { headers: { authorization: `Bearer ${key}` } });
    expect((await h.call('GET', '/chatflows')).status).toBe(200);
    expect((await byKey()).status).toBe(200);

    const deleted = await h.stripe.sendWebhook(h.server.url, 'customer.subscription.deleted', {
      ...h.stripe.subscriptionObject(oldSub),
      status: 'canceled',
    });
    expect(await deleted.json()).toEqual({ received: true, applied: true });

    const refused = await h.call('GET', '/chatflows');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: 'subscription_canceled', redirectTo: '/account-type' });
    expect(refused.body.message).toContain('cancelled');
    expect((await h.call('POST', '/chatflows', { name: 'x', flowData: '{}', type: 'CHATFLOW' })).status).toBe(
      401,
    );
    const keyRefused = await byKey();
    expect(keyRefused.status).toBe(401);
    expect((await keyRefused.json()).error).toBe('subscription_canceled');

    // What the person needs to subscribe again still answers.
    expect((await h.call('GET', '/auth/me')).status).toBe(200);
    expect((await h.call('GET', '/pricing')).status).toBe(200);
    const usage = await h.call('GET', '/organization/get-current-usage');
    expect(usage.body).toMatchObject({ status: 'canceled' });
    expect(
      (await h.call('GET', `/organization/additional-seats-quantity?subscriptionId=${oldSub}`)).body,
    ).toEqual({ quantity: 0, totalOrgUsers: 1 });
    const seats = await h.call(
      'GET',
      `/organization/additional-seats-proration?subscriptionId=${oldSub}&quantity=1`,
    );
    expect(seats.status).toBe(400);
    expect(seats.body.message).toContain('cancelled');

    // The plan it had (Free) may be taken again; a paid one is due in full today.
    const same = await h.call(
      'GET',
      `/organization/plan-proration?subscriptionId=${oldSub}&newPlanId=prod_free`,
    );
    expect(same.status, same.text).toBe(200);
    expect(same.body.prorationAmount).toBe(0);
    const preview = await h.call(
      'GET',
      `/organization/plan-proration?subscriptionId=${oldSub}&newPlanId=prod_pro`,
    );
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({
      newPlanAmount: 65,
      prorationAmount: 65,
      eligibleForFirstMonthFree: false,
    });
    expect(preview.body.currentPeriodEnd).toBeGreaterThan(preview.body.currentPeriodStart);

    h.stripe.setCard(me.activeOrganizationCustomerId as string, null);
    const noCard = await h.call('POST', '/organization/update-subscription-plan', {
      subscriptionId: oldSub,
      newPlanId: 'prod_pro',
      prorationDate: preview.body.prorationDate,
    });
    expect(noCard.status).toBe(402);
    expect((await h.call('GET', '/chatflows')).status).toBe(401);

    h.stripe.setCard(me.activeOrganizationCustomerId as string, VISA);
    const again = await h.call('POST', '/organization/update-subscription-plan', {
      subscriptionId: oldSub,
      newPlanId: 'prod_pro',
      prorationDate: preview.body.prorationDate,
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body.status).toBe('success');
    const newSub = again.body.user.activeOrganizationSubscriptionId as string;
    expect(newSub).not.toBe(oldSub);
    expect(again.body.user.activeOrganizationProductId).toBe('prod_pro');
    expect(h.stripe.subscriptions.get(newSub)?.items[0]?.price.id).toBe('price_pro');

    expect((await h.call('GET', '/chatflows')).status).toBe(200);
    expect((await byKey()).status).toBe(200);
    me = await h.me();
    expect(me.activeOrganizationSubscriptionId).toBe(newSub);
    expect((await h.call('GET', '/organization/get-current-usage')).body).toMatchObject({
      plan: 'pro',
      status: 'active',
    });
    // The old subscription is no longer the organisation's.
    const old = await h.call(
      'GET',
      `/organization/plan-proration?subscriptionId=${oldSub}&newPlanId=prod_starter`,
    );
    expect(old.status).toBe(404);
  });
});
