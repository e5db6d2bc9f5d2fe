import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { screenshotTwin } from './screenshotBoth.ts';

const shots = 'test-results/screenshots';
const stamp = Date.now().toString(36);
const toolName = `export_tool_${stamp}`;
const variableName = `export_var_${stamp}`;

async function setDark(page: Page, dark: boolean) {
  await page.evaluate((d) => localStorage.setItem('isDarkMode', String(d)), dark);
  await page.reload();
}

async function openEntry(page: Page, label: 'Export' | 'Import') {
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: label }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const tool = await request.post('/api/v1/tools', {
    data: { name: toolName, description: 'e2e', func: 'return 1;' },
  });
  expect(tool.status()).toBe(201);
  const variable = await request.post('/api/v1/variables', {
    data: { name: variableName, value: 'secret', type: 'static' },
  });
  expect(variable.status()).toBe(201);
});

let exportedPath = '';

test('export: profile menu order, all types selected, none disables Export, download holds the chosen sets', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('profile-menu').click();
  const items = await page.getByRole('menuitem').allTextContents();
  expect(items.slice(0, 3)).toEqual(['Export', 'Import', 'Version']);
  await page.keyboard.press('Escape');

  for (const dark of [false, true]) {
    await setDark(page, dark);
    await openEntry(page, 'Export');
    await expect(page.getByRole('heading', { name: 'Select Data to Export' })).toBeVisible();
    await page.screenshot({ path: `${shots}/export-import-export-${dark ? 'dark' : 'light'}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await setDark(page, false);

  await openEntry(page, 'Export');
  const dialog = page.getByRole('dialog');
  const boxes = dialog.getByRole('checkbox');
  const count = await boxes.count();
  expect(count).toBe(9);
  for (let i = 0; i < count; i++) await expect(boxes.nth(i)).toBeChecked();
  for (let i = 0; i < count; i++) await boxes.nth(i).uncheck();
  await expect(dialog.getByRole('button', { name: 'Export' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Tools' }).check();
  await dialog.getByRole('checkbox', { name: 'Variables' }).check();
  await dialog.getByRole('checkbox', { name: 'Chatflows' }).check();

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ExportData.json');
  exportedPath = test.info().outputPath('ExportData.json');
  await download.saveAs(exportedPath);
  const text = await readFile(exportedPath, 'utf8');
  expect(text).toContain('\n  "Tool": [\n    {');
  const data = JSON.parse(text);
  expect(data.Tool.map((t: { name: string }) => t.name)).toContain(toolName);
  expect(data.Variable).toContainEqual(expect.objectContaining({ name: variableName, value: '' }));
  expect(data.Execution).toEqual([]);
  expect(data.ChatMessage).toEqual([]);
  expect(text).not.toContain('secret');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('import: refuses a non-export file, imports the exported file, shows the report and reloads', async ({
  page,
}) => {
  expect(exportedPath).not.toBe('');
  await page.goto('/');
  for (const dark of [false, true]) {
    await setDark(page, dark);
    await openEntry(page, 'Import');
    await page.screenshot({ path: `${shots}/export-import-import-${dark ? 'dark' : 'light'}.png` });
    await page.keyboard.press('Escape');
  }
  await setDark(page, false);

  await openEntry(page, 'Import');
  await page.getByTestId('import-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"not":"an export"}'),
  });
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Invalid Imported File');

  // The same workspace: with 'skip' (the default) everything in the file exists already.
  await page.getByTestId('import-file').setInputFiles(exportedPath);
  await expect(page.getByText('Import All successful')).toBeVisible();
  const report = page.getByRole('table', { name: 'Import report' });
  await expect(report.getByRole('row', { name: /^Tools 0 \d+/ })).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Done' }).click();
  await reloaded;
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("import: the peer's 3.1 export file, copies with new ids, report per set", async ({ page }) => {
  await page.goto('/');
  await openEntry(page, 'Import');
  await page.getByRole('radio', { name: /copies with new ids/ }).check();
  await page.getByTestId('import-file').setInputFiles('tests/api/fixtures/peer/export-3.1.json');
  const report = page.getByRole('table', { name: 'Import report' });
  await expect(report.getByRole('row', { name: /^Agentflows V2 1 0/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /^Document chunks 3 1/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /^Custom templates 1 0/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /^Custom assistants 1 0/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /^OpenAI assistants 1 0/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /^Azure assistants 1 0/ })).toBeVisible();
  await screenshotTwin(page, 'export-import-peer-report');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Done' }).click();
  await reloaded;
});
