import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../global-setup.ts';
import { adminStatePath, type E2EEdition } from './editionServers.ts';

// The first visitor of a fresh server: nobody is signed in yet.
test.use({ storageState: { cookies: [], origins: [] } });

/**
 * Each edition's first run in the browser: the organisation set-up page creates the organisation
 * and its admin and signs in. The session it leaves (httpOnly cookies and the auth keys in local
 * storage) is saved for that edition's specs, which start signed in as this admin.
 */
test('organisation set-up creates the organisation and its admin, signed in', async ({ page }, info) => {
  const edition = info.project.metadata.edition as E2EEdition;
  await page.goto('/');
  // A fresh server sends every page to the set-up.
  await page.goto('/organization-setup');
  await expect(page.getByRole('heading', { name: 'Set up your organization' })).toBeVisible();
  await page.getByLabel('Organization name').fill(`E2E ${edition} organisation`);
  await page.getByLabel(/^Name/).fill(E2E_ADMIN.name);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await page.getByLabel('Confirm password').fill(E2E_ADMIN.password);
  await page.screenshot({ path: `test-results/screenshots/editions-${edition}-organization-setup.png` });
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).not.toHaveURL(/organization-setup|login/);
  await expect(page.getByTestId('profile-menu')).toBeVisible();
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(user).toMatchObject({ email: E2E_ADMIN.email, isOrganizationAdmin: true });
  await page.screenshot({ path: `test-results/screenshots/editions-${edition}-after-setup.png` });
  await page.context().storageState({ path: adminStatePath(edition) });
});
