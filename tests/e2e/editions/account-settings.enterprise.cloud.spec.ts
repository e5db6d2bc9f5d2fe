import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../global-setup.ts';
import { screenshotBoth } from '../screenshotBoth.ts';
import { type E2EEdition, editionURL } from './editionServers.ts';
import { createMember } from './members.ts';

const shot = (edition: string, what: string) => `test-results/screenshots/editions-${edition}-${what}.png`;

/** The shared light-and-dark screenshots, named for the edition, once `ready` shows again. */
const lightAndDark = (page: Page, edition: string, what: string, ready: Locator) =>
  screenshotBoth(page, `editions-${edition}-${what}`, () => expect(ready).toBeVisible(), false);

test('a member edits their profile, changes their password and deletes their account', async ({
  browser,
}, info) => {
  const edition = info.project.metadata.edition as E2EEdition;
  const member = await createMember(edition, { roleId: 'member', name: 'Mia Member' });
  const context = await browser.newContext({ baseURL: editionURL(edition), storageState: member.state });
  const page = await context.newPage();

  // Manage > Settings opens the profile tab.
  await page.goto('/agentflows');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue('Mia Member');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(member.email);
  await name.fill('Mia Renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Mia Renamed');
  await lightAndDark(page, edition, 'account-profile', page.getByLabel('Account details'));

  // /user-profile: its own page in enterprise; the cloud keeps the profile in the account settings.
  await page.goto('/user-profile');
  if (edition === 'cloud') {
    await expect(page).toHaveURL(/\/account$/);
  } else {
    await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Mia Renamed');
    await lightAndDark(page, edition, 'user-profile', page.getByLabel('Account details'));
  }

  // Change password: checks in the page, the server's verdict under its field, then success.
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Enter your current password')).toBeVisible();
  await form.getByLabel('Current password').fill('Not-The-Passw0rd');
  await form.getByLabel(/^New password/).fill('Fresh-Passw0rd');
  await form.getByLabel('Confirm new password').fill('Fresh-Passw0rd');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is wrong')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Change password' })).toBeEnabled();
  await page.screenshot({ path: shot(edition, 'change-password-wrong') });
  await form.getByLabel('Current password').fill(member.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await lightAndDark(page, edition, 'change-password', form);

  // Delete account: the password and the confirmation, then signed out.
  await page.getByRole('tab', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/delete-account$/);
  const del = page.getByRole('form', { name: 'Delete account' });
  await lightAndDark(page, edition, 'delete-account', del);
  await del.getByRole('button', { name: 'Delete account' }).click();
  await expect(del.getByText('Enter your password')).toBeVisible();
  await expect(del.getByText('Confirm that you understand')).toBeVisible();
  await del.getByLabel('Password').fill(member.password);
  await del.getByRole('checkbox').check();
  await del.getByRole('button', { name: 'Delete account' }).click();
  await expect(del.getByText('The password is wrong')).toBeVisible();
  await del.getByLabel('Password').fill('Fresh-Passw0rd');
  await del.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your account was deleted')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: member.email, password: 'Fresh-Passw0rd' },
  });
  expect(login.status()).toBe(401);
  await context.close();
});

test('the organisation’s only admin cannot delete their account', async ({ page }, info) => {
  const edition = info.project.metadata.edition as E2EEdition;
  await page.goto('/delete-account');
  const del = page.getByRole('form', { name: 'Delete account' });
  await del.getByLabel('Password').fill(E2E_ADMIN.password);
  await del.getByRole('checkbox').check();
  await del.getByRole('button', { name: 'Delete account' }).click();
  await expect(del.getByRole('alert')).toContainText("You are the organization's last administrator");
  await expect(page).toHaveURL(/\/delete-account$/);
  await page.screenshot({ path: shot(edition, 'delete-account-last-admin') });
  expect((await page.request.get('/api/v1/auth/me')).ok()).toBe(true);
});
