import { expect, type Locator, type Page, test } from '@playwright/test';
import { REMOVE_SEATS_AND_USERS } from '../../../plugins/billing/common/planChange.ts';
import { STRIPE_SECRET_KEY } from '../../stripe/stripeEnv.ts';
import { screenshotBoth, screenshotTwin } from '../screenshotBoth.ts';
import { StripeServer } from '../../stripe/stripeServer.ts';
import { editionURL, STRIPE_PORT } from './editionServers.ts';

/**
 * Cloud billing in the browser against the Stripe protocol server: the Upgrade button and pricing
 * dialog, Free to Starter (first month free, refused without a card), Starter to Pro with proration,
 * an additional seat, the disabled plan change with its message, and the billing portal link.
 */
test.describe.configure({ mode: 'serial' });

async function me(page: Page) {
  return (await (await page.request.get('/api/v1/auth/me')).json()) as Record<string, string>;
}

/**
 * Specs before this one (access restriction, account settings) leave members in the shared cloud
 * organisation; a plan change needs its admin alone (spec section 5), so they leave first, as an
 * admin would remove them.
 */
test.beforeAll(async ({ request }) => {
  const self = (await (await request.get('/api/v1/auth/me')).json()) as {
    id: string;
    activeOrganizationId: string;
  };
  const org = self.activeOrganizationId;
  const links = (await (await request.get(`/api/v1/organizationuser?organizationId=${org}`)).json()) as {
    userId: string;
  }[];
  for (const l of links)
    if (l.userId !== self.id) {
      const res = await request.delete(`/api/v1/organizationuser?organizationId=${org}&userId=${l.userId}`);
      expect(res.ok(), await res.text()).toBe(true);
    }
});

async function setCard(page: Page, customerId: string) {
  const res = await page.request.post(`http://127.0.0.1:${STRIPE_PORT}/_test/customers/${customerId}/card`, {
    headers: {
      authorization: `Bearer ${STRIPE_SECRET_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    data: 'last4=4242',
  });
  expect(res.ok()).toBe(true);
}

/**
 * Confirms a plan change and waits for what the app does on success: a reload to / (spec
 * section 4) that lands on the flows. A navigation of the test's own before it ends is aborted by it.
 */
async function confirmPlanChange(page: Page, confirm: Locator) {
  const reload = page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
  await confirm.locator('button', { hasText: 'Confirm Change' }).click();
  await reload;
  await expect(page).toHaveURL(/\/agentflows$/);
}

async function openPlan(page: Page, plan: string) {
  await page.goto('/agentflows');
  await page.getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByTestId('pricing-dialog');
  await expect(dialog.getByTestId(`plan-${plan}`)).toBeVisible();
  return dialog;
}

test('the pricing dialog: four plans, the current one, First Month Free, Enterprise by mail', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const dialog = await openPlan(page, 'starter');
  for (const id of ['free', 'starter', 'pro', 'enterprise'])
    await expect(dialog.getByTestId(`plan-${id}`)).toBeVisible();
  await expect(dialog.getByTestId('plan-free').locator('button', { hasText: 'Current Plan' })).toBeDisabled();
  await expect(dialog.getByTestId('plan-starter').getByText('First Month Free')).toBeVisible();
  await expect(
    dialog.getByTestId('plan-enterprise').locator('button', { hasText: 'Contact Us' }),
  ).toBeEnabled();
  // 4 columns: the four cards share one row.
  const tops = await Promise.all(
    ['free', 'starter', 'pro', 'enterprise'].map(
      async (id) => (await dialog.getByTestId(`plan-${id}`).boundingBox())?.y,
    ),
  );
  expect(new Set(tops).size).toBe(1);
  await screenshotTwin(page, 'billing-pricing-dialog', false);
});

// One page throughout: a plan change replaces the auth state the browser keeps (section 4),
// which a new test's saved session would not have.
test('Free to Starter (first month free), Starter to Pro with proration, a seat, then the block', async ({
  page,
}) => {
  // Free to Starter: no payment method blocks Confirm Change; with a card, the first month is free.
  let pricing = await openPlan(page, 'starter');
  await pricing.getByTestId('plan-starter').locator('button', { hasText: 'Get Started' }).click();
  const confirm = page.getByTestId('confirm-plan-dialog');
  await expect(confirm.getByText('No payment method found')).toBeVisible();
  await expect(confirm.getByTestId('due-today')).toHaveText('$0.00');
  await expect(confirm.locator('button', { hasText: 'Confirm Change' })).toBeDisabled();
  await screenshotTwin(page, 'billing-confirm-no-card', false);

  await setCard(page, (await me(page)).activeOrganizationCustomerId as string);
  pricing = await openPlan(page, 'starter');
  await pricing.getByTestId('plan-starter').locator('button', { hasText: 'Get Started' }).click();
  await expect(confirm.getByTestId('payment-method')).toContainText('4242');
  await expect(confirm.getByText('First Month Free')).toBeVisible();
  await confirmPlanChange(page, confirm);
  await expect.poll(async () => (await me(page)).activeOrganizationProductId).toBe('prod_starter');
  await expect(confirm).toHaveCount(0);

  // Starter to Pro: the proration shown, due today above zero, confirmed.
  pricing = await openPlan(page, 'pro');
  await expect(
    pricing.getByTestId('plan-starter').locator('button', { hasText: 'Current Plan' }),
  ).toBeDisabled();
  await pricing.getByTestId('plan-pro').locator('button', { hasText: 'Get Started' }).click();
  await expect(confirm.getByTestId('proration-amount')).toHaveText(/^\$\d+\.\d{2}$/);
  await expect(confirm.getByTestId('due-today')).toHaveText(/^\$[1-9]\d*\.\d{2}$/);
  await screenshotTwin(page, 'billing-confirm-proration', false);
  await confirmPlanChange(page, confirm);
  await expect.poll(async () => (await me(page)).activeOrganizationProductId).toBe('prod_pro');
  await expect(confirm).toHaveCount(0);

  // /account-type: plan, usage, one additional seat with its proration.
  await page.goto('/account-type');
  await expect(page.getByTestId('current-plan')).toHaveText('Pro plan');
  await expect(page.getByTestId('usage')).toContainText('Predictions this month');
  await expect(page.getByTestId('seat-count')).toContainText('0 additional seats');
  await screenshotBoth(page, 'billing-account-type', () =>
    expect(page.getByTestId('seat-count')).toBeVisible(),
  );
  await page.getByRole('button', { name: 'Add seat' }).click();
  await page.getByRole('button', { name: 'Update seats' }).click();
  const seats = page.getByTestId('seats-dialog');
  await expect(seats.getByTestId('due-today')).toHaveText(/^\$\d+\.\d{2}$/);
  await seats.locator('button', { hasText: 'Confirm' }).click();
  await expect(page.getByTestId('seat-count')).toContainText('1 additional seats');

  // With a seat bought, a plan change waits: Confirm Change disabled with section 5's message.
  await page.getByRole('button', { name: 'Upgrade' }).first().click();
  await page
    .getByTestId('pricing-dialog')
    .getByTestId('plan-starter')
    .locator('button', { hasText: 'Get Started' })
    .click();
  await expect(confirm.getByText(REMOVE_SEATS_AND_USERS)).toBeVisible();
  await expect(confirm.locator('button', { hasText: 'Confirm Change' })).toBeDisabled();
  await screenshotTwin(page, 'billing-confirm-seats-block', false);
});

test('Manage billing opens the provider’s portal in a new tab', async ({ page, context }) => {
  await page.goto('/account-type');
  const customer = (await me(page)).activeOrganizationCustomerId as string;
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Manage billing' }).click(),
  ]);
  await expect.poll(() => tab.url()).toContain(`/portal/${customer}`);
  await tab.close();
});

/**
 * Section 8's subscription_canceled: once the provider reports the subscription deleted, any page
 * leads to /account-type?error=subscription_canceled; subscribing again there opens the product.
 */
test('a cancelled subscription redirects to Account type, where subscribing again opens everything', async ({
  page,
}) => {
  const sub = (await me(page)).activeOrganizationSubscriptionId as string;
  const object = await (
    await page.request.get(`http://127.0.0.1:${STRIPE_PORT}/v1/subscriptions/${sub}`, {
      headers: { authorization: `Bearer ${STRIPE_SECRET_KEY}` },
    })
  ).json();
  const sent = await new StripeServer().sendWebhook(editionURL('cloud'), 'customer.subscription.deleted', {
    ...object,
    status: 'canceled',
  });
  expect(await sent.json()).toEqual({ received: true, applied: true });

  await page.goto('/agentflows');
  await expect(page).toHaveURL(/\/account-type\?error=subscription_canceled$/);
  const banner = page.getByTestId('subscription-canceled');
  await expect(banner).toContainText('Your subscription is cancelled');
  await screenshotBoth(page, 'billing-subscription-canceled', () => expect(banner).toBeVisible());

  await page.getByRole('button', { name: 'Subscribe again' }).click();
  await page
    .getByTestId('pricing-dialog')
    .getByTestId('plan-pro')
    .locator('button', { hasText: 'Get Started' })
    .click();
  const confirm = page.getByTestId('confirm-plan-dialog');
  await expect(confirm.getByTestId('due-today')).toHaveText('$65.00');
  await confirmPlanChange(page, confirm);
  await expect.poll(async () => (await me(page)).activeOrganizationSubscriptionId).not.toBe(sub);
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Agentflows');
});
