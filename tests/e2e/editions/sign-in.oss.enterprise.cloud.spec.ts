import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../global-setup.ts';
import type { E2EEdition } from './editionServers.ts';

const shot = (edition: string, what: string) => `test-results/screenshots/editions-${edition}-${what}.png`;

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('login, then logout clears the session', async ({ page }, info) => {
    const edition = info.project.metadata.edition as E2EEdition;
    // The set-up ran once: the page now refuses, and a protected page asks for a sign-in.
    await page.goto('/tools');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Ftools$/);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.screenshot({ path: shot(edition, 'login') });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(user).toMatchObject({ email: E2E_ADMIN.email, isOrganizationAdmin: true });
    await page.screenshot({ path: shot(edition, 'signed-in') });

    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).not.toBe('true');
    expect(await page.context().cookies()).toEqual([]);
    // The session is gone on the server too: a protected page asks for a sign-in again.
    await page.goto('/variables');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fvariables$/);
    await page.screenshot({ path: shot(edition, 'logged-out') });
  });

  test('organisation set-up refuses a second run', async ({ page }, info) => {
    const edition = info.project.metadata.edition as E2EEdition;
    const res = await page.request.post('/api/v1/organization-setup', {
      data: { name: 'Second', email: 'second@e2e.test', password: 'Passw0rd-second' },
    });
    expect(res.status()).toBe(409);
    await page.goto('/organization-setup');
    await expect(page.getByRole('heading', { name: 'Already set up' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create organization' })).toHaveCount(0);
    await page.screenshot({ path: shot(edition, 'organization-setup-refused') });
  });
});
