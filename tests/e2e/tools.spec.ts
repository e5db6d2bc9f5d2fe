import { expect, test } from '@playwright/test';
import { screenshotBoth, screenshotTwin } from './screenshotBoth.ts';

const shots = 'test-results/screenshots';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // The e2e server is shared by every spec: start this page from empty.
  const tools = await (await request.get('/api/v1/tools')).json();
  for (const t of tools) await request.delete(`/api/v1/tools/${t.id}`);
});

test('tools: create with the schema table, test-run, edit, delete', async ({ page }) => {
  await page.goto('/tools');
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  await expect(page.getByText('No tools yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tools', exact: true }).first()).toBeVisible();
  await screenshotBoth(page, 'tools-empty', () => expect(page.getByText('No tools yet.')).toBeVisible());

  // Create: inline validation first.
  await page.getByRole('button', { name: 'Add tool' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Tool name').fill('2bad');
  await expect(dialog.getByText('Name must start with a letter')).toBeVisible();
  await dialog.getByLabel('Tool name').fill('add_numbers');
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Adds two numbers');

  // The schema table: two number properties, the first required.
  await dialog.getByRole('button', { name: 'Add property' }).click();
  await dialog.getByLabel('Property 1 name').fill('a');
  await dialog.getByLabel('Property 1 type').selectOption('number');
  await dialog.getByLabel('Property 1 required').check();
  await dialog.getByRole('button', { name: 'Add property' }).click();
  await dialog.getByLabel('Property 2 name').fill('b');
  await dialog.getByLabel('Property 2 type').selectOption('number');
  await dialog.getByLabel('Property 2 description').fill('second number');
  await expect(dialog.getByTestId('generated-schema')).toContainText('"required": [');
  await expect(dialog.getByTestId('generated-schema')).toContainText('"description": "second number"');

  await dialog
    .getByLabel('JavaScript function')
    .fill('console.log("sum of", $a, $b);\nreturn { sum: $a + $b };');

  // Test panel: arguments generated from the schema, output and logs.
  await dialog.getByRole('textbox', { name: 'a * (number)' }).fill('2');
  await dialog.getByRole('textbox', { name: 'b (number)' }).fill('40');
  await dialog.getByRole('button', { name: 'Run' }).click();
  await expect(dialog.getByTestId('tool-output')).toContainText('"sum": 42');
  await expect(dialog.getByTestId('tool-logs')).toContainText('[log] sum of 2 40');
  await page.screenshot({ path: `${shots}/tools-dialog-light.png`, fullPage: true });

  // A failing run shows its error.
  await dialog.getByRole('textbox', { name: 'a * (number)' }).fill('');
  await dialog.getByRole('button', { name: 'Run' }).click();
  await expect(dialog.getByText(/must have required property 'a'/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'add_numbers' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Adds two numbers');

  // Edit: the table shows the saved schema; add a property and change the description.
  await page.getByRole('button', { name: 'Edit add_numbers' }).click();
  await expect(dialog.getByLabel('Property 2 name')).toHaveValue('b');
  await expect(dialog.getByLabel('Property 1 required')).toBeChecked();
  await dialog.getByRole('button', { name: 'Add property' }).click();
  await dialog.getByLabel('Property 3 name').fill('label');
  await dialog
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Adds two numbers with a label');
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'true'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Adds two numbers with a label');

  await page.getByRole('button', { name: 'Edit add_numbers' }).click();
  await expect(dialog.getByLabel('Property 3 name')).toHaveValue('label');
  await dialog.getByRole('button', { name: 'Remove property 3' }).click();
  await expect(dialog.getByLabel('Property 3 name')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Duplicate names are refused inline.
  await page.getByRole('button', { name: 'Add tool' }).click();
  await dialog.getByLabel('Tool name').fill('add_numbers');
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('again');
  await dialog.getByLabel('JavaScript function').fill('return 1');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText("A tool named 'add_numbers' already exists")).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Search.
  await page.getByRole('searchbox', { name: 'Search tools' }).fill('zzz');
  await expect(page.getByText("No tool matches 'zzz'.")).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search tools' }).fill('label');
  await expect(row).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search tools' }).fill('');

  await screenshotBoth(page, 'tools-list', () => expect(row).toBeVisible());

  // Dark dialog screenshot.
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'true'));
  await page.reload();
  await page.getByRole('button', { name: 'Edit add_numbers' }).click();
  await expect(dialog.getByLabel('Property 2 name')).toHaveValue('b');
  await page.screenshot({ path: `${shots}/tools-dialog-dark.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'false'));
  await page.reload();

  // Delete with confirm: cancel keeps it, confirm removes it.
  await page.getByRole('button', { name: 'Delete add_numbers' }).click();
  await expect(page.getByText("Delete the tool 'add_numbers'?")).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Delete add_numbers' }).click();
  await page.locator('#confirm-delete-tool').click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No tools yet.')).toBeVisible();
});

test('tools: more than a page is paged and searched on the server', async ({ page, request }) => {
  // 30 tools (a page holds 25), made through the API.
  for (let i = 1; i <= 30; i++) {
    const name = `paged_${String(i).padStart(2, '0')}`;
    const res = await request.post('/api/v1/tools', {
      data: { name, description: `Paged tool ${i}`, color: '#4caf50', schema: '[]', func: 'return 1' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/tools') asked.push(new URL(r.url()).search);
  });
  await page.goto('/tools');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByText('1–25 of 30')).toBeVisible();
  await expect(pager.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(26); // the header and 25 rows
  // Only a page was asked for, never the whole list.
  expect(asked.every((q) => q.includes('page=') && q.includes('limit=25'))).toBe(true);

  // The next page with the keyboard.
  await pager.getByRole('button', { name: 'Next page' }).focus();
  await page.keyboard.press('Enter');
  await expect(pager.getByText('26–30 of 30')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(6);
  await expect(page.getByRole('row').filter({ hasText: 'paged_01' })).toBeVisible();
  await screenshotTwin(page, 'tools-paged');
  // The last page's Next keeps the focus; Shift+Tab reaches Previous.
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeFocused();
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.keyboard.press('Shift+Tab');
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pager.getByText('1–25 of 30')).toBeVisible();
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager.getByText('26–30 of 30')).toBeVisible();

  // Search goes to the server and starts again at page 1.
  await page.getByRole('searchbox', { name: 'Search tools' }).fill('PAGED TOOL 2');
  await expect(pager.getByText('1–11 of 11')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(12);
  expect(asked.some((q) => q.includes('search=PAGED+TOOL+2') || q.includes('search=PAGED%20TOOL%202'))).toBe(
    true,
  );
  await page.getByRole('searchbox', { name: 'Search tools' }).fill('no such tool');
  await expect(page.getByText("No tool matches 'no such tool'.")).toBeVisible();
  await expect(page.getByText('No tools yet.')).toHaveCount(0);
});
