import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';

const fixture = resolve(
  import.meta.dirname,
  '../../../shared/fixtures/flowise-templates/agentflowsv2/Translator.json',
);
const shots = 'test-results/screenshots';

/** Reloads and waits for the list page (boot can be slow on a busy machine). */
async function reload(page: Page) {
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Agentflows', level: 1 })).toBeVisible({ timeout: 30_000 });
}

async function setDark(page: Page, dark: boolean) {
  await page.evaluate((d) => localStorage.setItem('isDarkMode', String(d)), dark);
  await reload(page);
}

async function screenshotBoth(page: Page, what: string, ready: () => Promise<void>) {
  for (const dark of [false, true]) {
    await setDark(page, dark);
    await ready();
    await page.screenshot({
      path: `${shots}/agentflows-${what}-${dark ? 'dark' : 'light'}.png`,
      fullPage: true,
    });
  }
  await setDark(page, false);
}

async function flowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // The e2e server is shared by every spec: start this list from empty.
  const flows = await (await request.get('/api/v1/chatflows?type=AGENTFLOW')).json();
  for (const f of flows) await request.delete(`/api/v1/chatflows/${f.id}`);
});

test('agentflows list: empty, import, cards, table kept, rename, duplicate, export, delete', async ({
  page,
}) => {
  await page.goto('/agentflows');
  await page.evaluate(() => localStorage.removeItem('flowDisplayStyle'));
  await reload(page);

  // Empty state with its call to action, and the menu item.
  await expect(page.getByRole('heading', { name: 'Agentflows', level: 1 })).toBeVisible();
  await expect(page.getByTestId('flows-empty')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create your first' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agentflow', exact: true }).first()).toBeVisible();
  await screenshotBoth(page, 'empty', () => expect(page.getByTestId('flows-empty')).toBeVisible());

  // Import refuses what is not a .json flow with the spec's messages.
  const input = page.getByTestId('flows-import-input');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('{}') });
  await expect(
    page.getByText("Failed to import: only .json files can be imported ('notes.txt')"),
  ).toBeVisible();
  await input.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{oops'),
  });
  await expect(page.getByText('Failed to import: Invalid Imported File')).toBeVisible();

  // Import a template of the peer product: it shows as a card.
  await input.setInputFiles(fixture);
  const card = page.getByTestId('flow-card').filter({ hasText: 'Translator' });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('flows-empty')).toHaveCount(0);
  await screenshotBoth(page, 'cards', () => expect(card).toBeVisible());

  // Table view, kept across a reload.
  await page.getByRole('radio', { name: 'Table view' }).click();
  await expect(page.getByTestId('flows-table')).toBeVisible();
  await reload(page);
  await expect(page.getByTestId('flows-table')).toBeVisible();
  await expect(page.getByTestId('flow-row').filter({ hasText: 'Translator' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('flowDisplayStyle'))).toBe('list');

  // Rename through the dialog, with inline validation.
  await flowAction(page, 'Translator', 'Rename');
  const dialog = page.getByRole('dialog', { name: 'Rename' });
  const nameBox = dialog.getByRole('textbox', { name: 'Name' });
  await nameBox.fill('');
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await nameBox.fill('Translator EN-FR');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Translator EN-FR', exact: true })).toBeVisible();

  // Duplicate.
  await flowAction(page, 'Translator EN-FR', 'Duplicate');
  await expect(page.getByRole('link', { name: 'Translator EN-FR (Copy)', exact: true })).toBeVisible();
  await expect(page.getByTestId('flow-row')).toHaveCount(2);

  // Export downloads '<name> Agents.json' with exactly the spec's fields.
  const downloading = page.waitForEvent('download');
  await flowAction(page, 'Translator EN-FR', 'Export');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Translator EN-FR Agents.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(Object.keys(exported)).toEqual(['id', 'name', 'flowData', 'type']);
  expect(exported).toMatchObject({ name: 'Translator EN-FR', type: 'AGENTFLOW' });
  const source = JSON.parse(await readFile(fixture, 'utf8'));
  expect(JSON.parse(exported.flowData).nodes).toHaveLength(source.nodes.length);

  // Search and sort.
  await page.getByRole('searchbox', { name: 'Search Agentflows' }).fill('copy');
  await expect(page.getByTestId('flow-row')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search Agentflows' }).fill('zzz');
  await expect(page.getByText('No agentflows match “zzz”.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search Agentflows' }).fill('');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name A–Z' });
  await expect(page.getByTestId('flow-row').first()).toContainText('Translator EN-FR');
  await expect(page.getByTestId('flow-row').nth(1)).toContainText('(Copy)');
  await screenshotBoth(page, 'table', () => expect(page.getByTestId('flows-table')).toBeVisible());

  // Delete asks first; cancel keeps it, confirm removes it for good.
  await flowAction(page, 'Translator EN-FR (Copy)', 'Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete Agentflow "Translator EN-FR (Copy)"?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('flow-row')).toHaveCount(2);
  await flowAction(page, 'Translator EN-FR (Copy)', 'Delete');
  await page.locator('#btn_confirmDeleteFlow').click();
  await expect(page.getByTestId('flow-row')).toHaveCount(1);
  await reload(page);
  await expect(page.getByTestId('flow-row')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Translator EN-FR', exact: true })).toBeVisible();

  // Opening a flow goes to its canvas route.
  await page.getByRole('link', { name: 'Translator EN-FR', exact: true }).click();
  await expect(page).toHaveURL(/\/v2\/agentcanvas\/[0-9a-f-]{36}$/);
});
