import { expect, test } from '@playwright/test';
import { screenshotBoth } from './screenshotBoth.ts';

const shots = 'test-results/screenshots';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const list = await (await request.get('/api/v1/variables')).json();
  for (const v of list) await request.delete(`/api/v1/variables/${v.id}`);
});

test('variables: create with validation, edit, search, delete', async ({ page }) => {
  await page.goto('/variables');
  await expect(page.getByRole('heading', { name: 'Variables', level: 1 })).toBeVisible();
  const empty = () => expect(page.getByText('No variables yet.')).toBeVisible();
  await empty();
  await screenshotBoth(page, 'variables-empty', empty);

  const openCreate = async () => {
    await page.getByRole('button', { name: 'Add variable' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  };
  await openCreate();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('9lives');
  await expect(dialog.getByText('Name must not start with a digit')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('api-url');
  await expect(dialog.getByText('Name may hold only letters, digits and underscores')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('api_url');
  await dialog.getByLabel('Value').fill('https://api.example.com');
  await expect(dialog.getByText('{{$vars.api_url}}')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Runtime' }).check();
  await expect(dialog.getByText(/Runtime: the value saved here is a default/)).toBeVisible();
  await page.screenshot({ path: `${shots}/variables-dialog-light.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'api_url' });
  await expect(row).toContainText('https://api.example.com');
  await expect(row).toContainText('runtime');
  await expect(row).toContainText('{{$vars.api_url}}');

  // A duplicate name is refused by the server and shown at the field.
  await openCreate();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('api_url');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText("A variable named 'api_url' already exists")).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('team');
  await dialog.getByLabel('Value').fill('platform');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'team' })).toContainText('static');
  await screenshotBoth(page, 'variables-list', () =>
    expect(page.getByRole('row').filter({ hasText: 'api_url' })).toBeVisible(),
  );

  // Edit.
  const openEdit = async () => {
    await page.getByRole('button', { name: 'Edit api_url' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Name' })).toHaveValue('api_url');
  };
  await screenshotBoth(page, 'variables-edit', openEdit);
  await openEdit();
  await expect(dialog.getByRole('radio', { name: 'Runtime' })).toBeChecked();
  await dialog.getByLabel('Value').fill('https://api2.example.com');
  await dialog.getByRole('radio', { name: 'Static' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('https://api2.example.com');
  await expect(row).toContainText('static');

  // Search.
  await page.getByRole('searchbox', { name: 'Search variables' }).fill('platform');
  await expect(page.getByRole('row').filter({ hasText: 'api_url' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'team' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search variables' }).fill('');

  // Delete with confirm: cancel keeps it, confirm removes it.
  await page.getByRole('button', { name: 'Delete api_url' }).click();
  await expect(page.getByText("Delete the variable 'api_url'?")).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Delete api_url' }).click();
  await page.locator('#confirm-delete-variable').click();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete team' }).click();
  await page.locator('#confirm-delete-variable').click();
  await empty();
});
