import { expect, test } from '@playwright/test';
import { editionURL, type E2EEdition } from './editionServers.ts';
import { createMember } from './members.ts';

test('a member without a permission: the menu item is hidden, its URL shows Access Restricted', async ({
  browser,
}, info) => {
  const edition = info.project.metadata.edition as E2EEdition;
  // Allowed to see variables, not tools.
  const member = await createMember(edition, { permissions: ['variables:view'] });
  const context = await browser.newContext({ baseURL: editionURL(edition), storageState: member.state });
  const page = await context.newPage();

  await page.goto('/variables');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Variables' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Variables' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Tools' })).toHaveCount(0);
  // Nor the admin pages: those are for organisation admins and users:manage holders.
  await expect(menu.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);

  await page.goto('/tools');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this feature.")).toBeVisible();
  await expect(page.getByText('Required permission: tools:view')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Administrator' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await page.screenshot({ path: `test-results/screenshots/editions-${edition}-access-restricted.png` });
  // The server agrees: the tools list answers 403 for this member.
  expect((await page.request.get('/api/v1/tools')).status()).toBe(403);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/variables$/);
  await context.close();
});
