import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from './global-setup.ts';

const shots = 'test-results/screenshots';

// Sign-in specs start signed out: a fresh context without the saved admin session.
test.use({ storageState: { cookies: [], origins: [] } });

async function both(page: Page, what: string) {
  for (const dark of [false, true]) {
    await page.evaluate((d) => localStorage.setItem('isDarkMode', String(d)), dark);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({
      path: `${shots}/identity-${what}-${dark ? 'dark' : 'light'}.png`,
      fullPage: true,
    });
  }
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'false'));
  await page.reload();
}

test('sign-in: a protected page sends to /login with returnTo, a wrong password is refused, then it returns', async ({
  page,
}) => {
  await page.goto('/tools');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Ftools$/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await both(page, 'login');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();

  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');

  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/tools$/);
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(user).toMatchObject({ email: E2E_ADMIN.email, isOrganizationAdmin: true });
  // The session lives in httpOnly cookies: no script sees it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=');
});

test('organisation set-up refuses a second run; forgot password answers without telling', async ({
  page,
}) => {
  // the server is set up: the page says so at once, with the way to sign in (no form to fill first)
  await page.goto('/organization-setup');
  await expect(page.getByRole('heading', { name: 'Already set up' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await both(page, 'organization-setup');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody@e2e.test');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText('If the email belongs to an account');
});

test('logout clears the auth keys and the session', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  const keys = await page.evaluate(() =>
    ['isAuthenticated', 'isGlobal', 'user', 'permissions', 'features', 'isSSO', 'token'].map((k) =>
      localStorage.getItem(k),
    ),
  );
  expect(keys).toEqual([null, null, null, null, null, null, null]);
  const res = await page.request.get('/api/v1/auth/me');
  expect(res.status()).toBe(401);
});
