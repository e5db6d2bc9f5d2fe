import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { type E2EEdition, editionURL } from './editions/editionServers.ts';
import { createMember } from './editions/members.ts';

const shots = 'test-results/screenshots';
const HELD = ['apikeys:create', 'apikeys:view', 'tools:view', 'variables:view'];

test("api keys: a member's picker offers only the member's own permissions, and the key gets what was ticked", async ({
  browser,
}, info) => {
  const edition = info.project.metadata.edition as E2EEdition;
  const member = await createMember(edition, { permissions: HELD });
  const context = await browser.newContext({ baseURL: editionURL(edition), storageState: member.state });
  const page = await context.newPage();
  await page.goto('/apikey');
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog');
  const picker = dialog.getByRole('group', { name: 'Permissions' });
  await expect(dialog.getByText('4 of 4 selected')).toBeVisible();
  for (const p of HELD) await expect(picker.getByRole('checkbox', { name: p, exact: true })).toBeChecked();
  await expect(picker.getByRole('checkbox', { name: 'tools:create' })).toHaveCount(0);
  await expect(picker.getByRole('checkbox', { name: 'All Credentials permissions' })).toHaveCount(0);

  const name = `Member key ${randomUUID().slice(0, 6)}`;
  await dialog.getByLabel('Key name').fill(name);
  await picker.getByRole('checkbox', { name: 'All API Keys permissions' }).click();
  await expect(dialog.getByText('2 of 4 selected')).toBeVisible();
  for (const dark of [false, true]) {
    await page.evaluate((d) => localStorage.setItem('isDarkMode', String(d)), dark);
    // The theme follows the stored flag on the next load; the dialog state is local, so shoot now
    // in light and reopen for dark.
    if (dark) {
      await page.reload();
      await page.getByRole('button', { name: 'Create key' }).click();
      await dialog.getByLabel('Key name').fill(name);
      await picker.getByRole('checkbox', { name: 'All API Keys permissions' }).click();
    }
    await page.screenshot({
      path: `${shots}/editions-enterprise-apikeys-member-picker-${dark ? 'dark' : 'light'}.png`,
    });
  }
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('2 permissions: Tools, Variables');
  const keys = await (await page.request.get('/api/v1/apikey')).json();
  expect(keys.find((k: { keyName: string }) => k.keyName === name).permissions).toEqual([
    'tools:view',
    'variables:view',
  ]);
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'false'));
  await context.close();
});
