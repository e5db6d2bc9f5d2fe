import { expect, type Page, test } from '@playwright/test';
import { type E2EEdition, editionURL } from './editions/editionServers.ts';
import { waitForMail } from './editions/mailCatcher.ts';
import { createMember } from './editions/members.ts';

// The enterprise admin pages, as the organisation admin: roles, users, workspaces and their
// users, login activity. One run builds on the previous steps (serial).
const shots = 'test-results/screenshots';
const suffix = Date.now().toString(36);
const roleName = `Auditor ${suffix}`;
const wsName = `Research ${suffix}`;
const invitee = `invitee-${suffix}@e2e.test`;

async function screenshotBoth(page: Page, what: string) {
  for (const dark of [false, true]) {
    await page.evaluate((d) => localStorage.setItem('isDarkMode', String(d)), dark);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    const edition = test.info().project.metadata.edition as string;
    await page.screenshot({
      path: `${shots}/admin-${edition}-${what}-${dark ? 'dark' : 'light'}.png`,
      fullPage: true,
    });
  }
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'false'));
  await page.reload();
}

test.describe.configure({ mode: 'serial' });

test('admin menu: the Admin group lists Roles, Users, Workspaces, Login Activity', async ({ page }) => {
  await page.goto('/agentflows');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  for (const label of ['Roles', 'Users', 'Workspaces', 'Login Activity'])
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Roles', exact: true }).click();
  await expect(page).toHaveURL(/\/roles$/);
});

test('roles: create with grouped permission checkboxes, edit, view a built-in role', async ({ page }) => {
  await page.goto('/roles');
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /owner/ })).toBeVisible();
  await screenshotBoth(page, 'roles');

  await page.getByRole('button', { name: 'Add role' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(roleName);
  await dialog.getByLabel('Description').fill('Reads logs and executions');
  // A verb turns on its area's view; the whole area is one checkbox.
  await dialog.getByRole('checkbox', { name: 'Executions: Delete (executions:delete)' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Executions: View (executions:view)' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'All Executions permissions' })).toBeChecked({
    indeterminate: true,
  });
  await dialog.getByRole('checkbox', { name: 'All Logs permissions' }).check();
  await expect(dialog.getByText('Permissions (3 selected)')).toBeVisible();
  await page.screenshot({ path: `${shots}/admin-role-dialog-light.png` });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Role '${roleName}' created`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(roleName) });
  await expect(row).toContainText('3 of');

  await row.getByRole('button', { name: `Edit ${roleName}` }).click();
  await dialog.getByRole('checkbox', { name: 'Executions: View (executions:view)' }).uncheck();
  await expect(dialog.getByText('Permissions (1 selected)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('1 of');

  // Built-in roles are shown read-only and cannot be deleted.
  const owner = page.getByRole('row', { name: /^owner/ });
  await expect(owner.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await owner.getByRole('button', { name: 'View owner' }).click();
  await expect(dialog.getByText('Built-in roles cannot be changed')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('workspaces: create, rename; the page lists users and counts', async ({ page }) => {
  await page.goto('/workspaces');
  await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add workspace' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(`${wsName} draft`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Workspace '${wsName} draft' created`)).toBeVisible();
  await page.getByRole('button', { name: `Rename ${wsName} draft` }).click();
  await dialog.getByLabel('Name').fill(wsName);
  await dialog.getByLabel('Description').fill('Team for experiments');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row', { name: new RegExp(wsName) });
  await expect(row).toContainText('Team for experiments');
  // The creator is linked as its owner.
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  // The default workspace cannot be deleted: no button for it.
  await expect(
    page.getByRole('row', { name: /Default/ }).getByRole('button', { name: /^Delete/ }),
  ).toHaveCount(0);
  await screenshotBoth(page, 'workspaces');
});

test('users: invite into two workspaces with a role, edit, the last admin is kept, remove', async ({
  page,
}) => {
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  const me = page.getByRole('row', { name: /admin@e2e\.test/ });
  await expect(me).toContainText('Admin');
  await expect(me).toContainText('Active');

  // Keyboard: the invite button opens the dialog with Enter, focus lands in the email field.
  await page.getByRole('button', { name: 'Invite user' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('not-an-email');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText(/email/i).last()).toBeVisible();
  await dialog.getByLabel('Email').fill(invitee);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Default' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: wsName }).check();
  await page.screenshot({ path: `${shots}/admin-invite-dialog-light.png` });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee}`)).toBeVisible();
  // The invitation reached the SMTP server with its registration link.
  await waitForMail(invitee, /\/register\?token=/);
  const row = page.getByRole('row', { name: new RegExp(invitee) });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText(roleName);
  await expect(row).toContainText(wsName);
  await expect(row).toContainText('Never');
  await screenshotBoth(page, 'users');

  // The role is now assigned: the roles page cannot delete it and says why.
  await page.goto('/roles');
  await page.getByRole('button', { name: `Delete ${roleName}` }).click();
  await page.locator('#confirm-delete-role').click();
  await expect(page.getByText('The role is assigned to users: assign them another role first')).toBeVisible();
  await page.goto('/users');

  // Change role and drop one workspace.
  await row.getByRole('button', { name: `Edit ${invitee}` }).click();
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'member' }).click();
  await dialog.getByRole('checkbox', { name: 'Default' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${invitee} updated`)).toBeVisible();
  await expect(row).toContainText('member');
  await expect(row).not.toContainText('Default');

  // The only admin cannot remove themselves: the server's reason is shown.
  await me.getByRole('button', { name: 'Remove admin@e2e.test' }).click();
  await page.locator('#confirm-remove-user').click();
  await expect(page.getByText('The organization needs at least one administrator')).toBeVisible();
  await expect(me).toBeVisible();
});

test('workspace users: add, change role, remove', async ({ page }) => {
  await page.goto('/workspaces');
  await page.getByRole('link', { name: wsName }).click();
  await expect(page).toHaveURL(/\/workspace-users\/[^/]+$/);
  await expect(page.getByRole('heading', { name: `Workspace users: ${wsName}` })).toBeVisible();
  // The invitee is there from the users page; the creator (the admin) as owner.
  const invited = page.getByRole('row', { name: new RegExp(invitee) });
  await expect(invited).toBeVisible();
  await screenshotBoth(page, 'workspace-users');

  await invited.getByRole('button', { name: /^Remove/ }).click();
  await page.locator('#confirm-unlink-user').click();
  await expect(invited).toBeHidden();

  await page.getByRole('button', { name: 'Add users' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: new RegExp(invitee) }).check();
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'viewer' }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`1 user(s) added to '${wsName}'`)).toBeVisible();
  await expect(invited.getByRole('combobox')).toHaveText('viewer');

  await invited.getByRole('combobox').click();
  await page.getByRole('option', { name: 'member' }).click();
  await expect(page.getByText(/is now member in/)).toBeVisible();
  await page.reload();
  await expect(invited.getByRole('combobox')).toHaveText('member');
});

test('login activity: filter by type, email and dates; pages', async ({ page }) => {
  // A failed sign-in for an unknown address is recorded too.
  const nobody = `nobody-${suffix}@e2e.test`;
  const failed = await page.request.post('/api/v1/auth/login', {
    data: { email: nobody, password: 'wrong-pass' },
  });
  expect(failed.status()).toBe(401);

  await page.goto('/login-activity');
  await expect(page.getByRole('heading', { name: 'Login Activity', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /admin@e2e\.test/ }).first()).toBeVisible();
  await screenshotBoth(page, 'login-activity');

  await page.getByRole('combobox', { name: 'Activity type' }).click();
  await page.getByRole('option', { name: 'Failed login' }).click();
  await page.getByLabel('User or email').fill(`nobody-${suffix}`);
  await page.getByLabel('User or email').press('Enter');
  const table = page.getByRole('table', { name: 'Login activity' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(nobody);
  await expect(page.getByText('1 record · page 1 of 1')).toBeVisible();

  // A range in the past: nothing, shown as the filtered empty state.
  await page.getByLabel('From').fill('2020-01-01');
  await page.getByLabel('To').fill('2020-01-31');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No login activity matches these filters.')).toBeVisible();
  // A reversed range is refused before asking the server.
  await page.getByLabel('From').fill('2020-02-01');
  await expect(page.getByText('From must not be after To')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByLabel('User or email')).toHaveValue('');
  // Paging: one row per page walks through the records.
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '10 per page' }).click();
  await expect(page.getByText(/page 1 of \d+/)).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  if (await next.isEnabled()) {
    await next.click();
    await expect(page.getByText(/page 2 of/)).toBeVisible();
  }
});

test('clean-up: delete the role (refused while assigned), the user and the workspace', async ({ page }) => {
  await page.goto('/users');
  const row = page.getByRole('row', { name: new RegExp(invitee) });
  // While the invitee held it, the role could not go; now they are member everywhere.
  await page.goto('/roles');
  await page.getByRole('button', { name: `Delete ${roleName}` }).click();
  await page.locator('#confirm-delete-role').click();
  await expect(page.getByText(`Role '${roleName}' deleted`)).toBeVisible();

  await page.goto('/users');
  await row.getByRole('button', { name: `Remove ${invitee}` }).click();
  await page.locator('#confirm-remove-user').click();
  await expect(page.getByText(`${invitee} removed from the organization`)).toBeVisible();
  await expect(row).toBeHidden();

  await page.goto('/workspaces');
  await page.getByRole('button', { name: `Delete ${wsName}` }).click();
  await page.locator('#confirm-delete-workspace').click();
  await expect(page.getByText(`Workspace '${wsName}' deleted`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(wsName) })).toBeHidden();
});

test('a member with only workspace:view: Workspaces read-only, the other admin pages restricted', async ({
  browser,
}, info) => {
  const edition = info.project.metadata.edition as E2EEdition;
  const member = await createMember(edition, { permissions: ['workspace:view'] });
  const context = await browser.newContext({ baseURL: editionURL(edition), storageState: member.state });
  const page = await context.newPage();
  await page.goto('/workspaces');
  await expect(page.getByRole('heading', { name: 'Workspaces', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Workspaces', exact: true })).toBeVisible();
  for (const label of ['Users', 'Roles', 'Login Activity'])
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  // Seeing is not changing: no add, rename or delete.
  await expect(page.getByRole('row', { name: /Default/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add workspace' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Rename|Delete) / })).toHaveCount(0);

  for (const [path, permission] of [
    ['/users', 'users:manage'],
    ['/roles', 'roles:manage'],
    ['/login-activity', 'loginActivity:view'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await expect(page.getByText(`Required permission: ${permission}`)).toBeVisible();
  }
  await context.close();
});
