import { expect, test } from '@playwright/test';
import { type OidcTestServer, startOidcTestServer } from '../../sso/oidcTestServer.ts';
import { editionURL } from './editionServers.ts';
import { createMember } from './members.ts';

const shot = (what: string) => `test-results/screenshots/editions-enterprise-sso-${what}.png`;

// The second test uses the provider the first one configures (pointing at this IdP's port).
test.describe.configure({ mode: 'serial' });

let idp: OidcTestServer;
test.beforeAll(async () => {
  // A real OpenID Connect provider on loopback; the enterprise server talks to it over HTTP.
  idp = await startOidcTestServer();
});
test.afterAll(async () => {
  await idp?.close();
});

test('the admin adds an OpenID Connect provider and a member signs in with it', async ({ page, browser }) => {
  await page.goto('/sso-config');
  await expect(page.getByRole('heading', { name: 'SSO Config' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Provider' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Label/).fill('Test IdP');
  await dialog.getByLabel(/^Issuer URL/).fill(idp.issuer);
  await dialog.getByLabel(/^Client ID/).fill(idp.clientId);
  await dialog.getByLabel(/^Client secret/).fill(idp.clientSecret);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Test IdP/ });
  await expect(row).toContainText('set');
  await expect(row).toContainText('Enabled');
  await expect(page.locator('body')).not.toContainText(idp.clientSecret);
  await row.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(page.getByText(/Found http:\/\/127\.0\.0\.1/)).toBeVisible();
  await page.screenshot({ path: shot('config') });
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  // Editing shows the stored secret only as set; an empty field keeps it.
  await row.getByRole('button', { name: 'Edit Test IdP' }).click();
  await expect(page.getByRole('dialog').getByText('Set: leave empty to keep it')).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel(/^Client secret/)).toHaveValue('');
  await page.screenshot({ path: shot('edit-dark') });
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(row).toContainText('set');

  const member = await createMember('enterprise', { roleId: 'member' });
  idp.user = { sub: 'e2e-sub', email: member.email, name: 'SSO Member' };
  // a guest: no stored session (the project's signed-in admin would be sent on from /login)
  const context = await browser.newContext({
    baseURL: editionURL('enterprise'),
    storageState: { cookies: [], origins: [] },
  });
  const guest = await context.newPage();
  await guest.goto('/login');
  const button = guest.getByRole('link', { name: 'Sign in with Test IdP' });
  await expect(button).toBeVisible();
  await guest.screenshot({ path: shot('login') });
  await button.click();
  // /sso-success sends the browser to /, which opens the home page.
  await expect(guest).toHaveURL(/\/agentflows$/);
  await expect(guest.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const user = await guest.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(user).toMatchObject({ email: member.email, isSSO: true });
  await guest.screenshot({ path: shot('signed-in') });
  await context.close();
});

test('an email the organisation does not know is sent back to the login page with the reason', async ({
  browser,
}) => {
  idp.user = { sub: 'stranger', email: 'stranger@e2e.test', name: 'Stranger' };
  // a guest: no stored session (the project's signed-in admin would be sent on from /login)
  const context = await browser.newContext({
    baseURL: editionURL('enterprise'),
    storageState: { cookies: [], origins: [] },
  });
  const guest = await context.newPage();
  await guest.goto('/login');
  await guest.getByRole('link', { name: 'Sign in with Test IdP' }).click();
  await expect(guest).toHaveURL(/\/login\?ssoError=/);
  await expect(guest.getByRole('alert')).toContainText('No account for stranger@e2e.test');
  await guest.screenshot({ path: shot('refused') });
  await context.close();
});

test('logging out of an SSO session ends it at the provider; the admin then deletes the provider', async ({
  page,
  browser,
}) => {
  const member = await createMember('enterprise', { roleId: 'member' });
  idp.user = { sub: 'e2e-logout', email: member.email, name: 'SSO Leaver' };
  // a guest: no stored session (the project's signed-in admin would be sent on from /login)
  const context = await browser.newContext({
    baseURL: editionURL('enterprise'),
    storageState: { cookies: [], origins: [] },
  });
  const guest = await context.newPage();
  await guest.goto('/login');
  await guest.getByRole('link', { name: 'Sign in with Test IdP' }).click();
  await expect(guest).toHaveURL(/\/agentflows$/);
  const ended = idp.endSessions.length;
  await guest.getByTestId('profile-menu').click();
  await guest.getByRole('menuitem', { name: 'Logout' }).click();
  // Our server, then the provider's end_session endpoint, then back to our login page.
  await expect(guest).toHaveURL(/\/login$/);
  expect(idp.endSessions).toHaveLength(ended + 1);
  expect(idp.endSessions.at(-1)?.get('id_token_hint')).toBe(idp.issued.at(-1));
  expect(await guest.evaluate(() => localStorage.getItem('isAuthenticated'))).not.toBe('true');
  await guest.goto('/variables');
  await expect(guest).toHaveURL(/\/login\?returnTo=%2Fvariables$/);
  await context.close();

  await page.goto('/sso-config');
  const row = page.getByRole('row', { name: /Test IdP/ });
  await row.getByRole('button', { name: 'Delete Test IdP' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('keep their accounts');
  await page.screenshot({ path: shot('delete') });
  await page.locator('#confirm-delete-sso-provider').click();
  await expect(page.getByText('Test IdP deleted')).toBeVisible();
  await expect(row).toBeHidden();
  await expect(page.getByText('No single sign-on provider yet')).toBeVisible();
});
