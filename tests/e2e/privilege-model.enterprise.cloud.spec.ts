import { expect, test } from '@playwright/test';
import { type E2EEdition, editionURL } from './editions/editionServers.ts';
import { adminApi, createMember } from './editions/members.ts';

// README, "Security / Privilege model": the owner of a workspace is not an organisation admin.
test('a workspace owner: no organisation pages, and changes only its own workspace', async ({
  browser,
}, info) => {
  const edition = info.project.metadata.edition as E2EEdition;
  const admin = await adminApi(edition);
  const otherName = `Elsewhere ${Date.now().toString(36)}`;
  const made = await admin.post('/api/v1/workspace', { data: { name: otherName } });
  expect(made.status()).toBe(201);
  await admin.dispose();
  const owner = await createMember(edition, { roleId: 'owner' });
  const context = await browser.newContext({ baseURL: editionURL(edition), storageState: owner.state });
  const page = await context.newPage();

  await page.goto('/workspaces');
  await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Workspaces', exact: true })).toBeVisible();
  for (const label of ['Users', 'Roles', 'Login Activity', 'SSO Config'])
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  // Its own workspace can be renamed; the one it has no place in cannot.
  await expect(
    page.getByRole('row', { name: /Default/ }).getByRole('button', { name: /^Rename/ }),
  ).toBeVisible();
  const other = page.getByRole('row', { name: new RegExp(otherName) });
  await expect(other).toBeVisible();
  await expect(other.getByRole('button', { name: /^(Rename|Delete)/ })).toHaveCount(0);

  // It adds people to its own workspace, offered only the roles it may give.
  await page.goto('/workspace-users/default');
  await page.getByRole('button', { name: 'Add users' }).click();
  const dialog = page.getByRole('dialog');
  // The organisation's people load (it may list them to pick whom to add).
  await expect(dialog.getByText('Loading users…')).toBeHidden();
  await expect(dialog.getByText(/Forbidden/)).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option', { name: 'owner' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `test-results/screenshots/privilege-owner-add-users-${edition}.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText('Required permission: users:manage')).toBeVisible();
  await context.close();
});
