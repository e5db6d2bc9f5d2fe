import { expect, type Page, test } from '@playwright/test';
import { makePdfPages } from '../api/documentStores/testFiles.ts';
import { type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { screenshotBoth, screenshotTwin } from './screenshotBoth.ts';

/**
 * A store's content through the pages: a file loader split and processed, its chunks edited, an
 * upsert into the built-in vector store with the test embedding server, and a retrieval query.
 */
const shots = 'test-results/screenshots';
const storeName = `Staff handbook ${Date.now()}`;
let storeId = '';
let llm: OpenAITestServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  llm = await startOpenAITestServer({ chunkDelayMs: 0 });
  const res = await request.post('/api/v1/document-store/store', {
    data: { name: storeName, description: 'Company handbook and policies' },
  });
  expect(res.status()).toBe(201);
  storeId = (await res.json()).id as string;
});
test.afterAll(async ({ request }) => {
  await llm?.close();
  // The chat flow uses the store: it goes first, or the store may not be deleted.
  const flows = await (await request.get('/api/v1/chatflows?type=AGENTFLOW')).json();
  for (const f of flows)
    if (f.name === `Chat with ${storeName}`) await request.delete(`/api/v1/chatflows/${f.id}`);
  await request.delete(`/api/v1/document-store/store/${storeId}`);
});

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

const HANDBOOK = [
  'Holidays. Every employee has 30 days of paid leave a year; ask your lead two weeks ahead.',
  'Expenses. Keep every receipt; claims are paid with the next salary when filed by the 20th.',
  'Security. Lock your screen when you leave your desk, and never share your password.',
  'Travel. Book trains for trips under 600 km; flights need the approval of a director.',
].join('\n\n');

test('loader: pick a file loader, upload, split, preview, process, see and edit chunks', async ({ page }) => {
  await page.goto(`/document-stores/${storeId}`);
  await page.getByRole('button', { name: 'Add Document Loader' }).click();
  const picker = page.getByRole('dialog');
  await expect(picker.getByTestId('loader-plainText')).toBeVisible();
  await screenshotBoth(page, 'document-stores-add-loader', async () => {
    await page.getByRole('button', { name: 'Add Document Loader' }).click();
    await expect(page.getByRole('dialog').getByTestId('loader-fileLoader')).toBeVisible();
  });
  await page.getByRole('button', { name: 'Add Document Loader' }).click();
  await picker.getByRole('searchbox', { name: 'Search loaders' }).fill('upload');
  await picker.getByTestId('loader-fileLoader').click();

  await expect(heading(page, 'Add File Loader')).toBeVisible();
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'handbook.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(HANDBOOK),
    });
  await expect(page.getByText('handbook.txt')).toBeVisible();
  await page.getByRole('combobox', { name: 'Text splitter' }).click();
  await page.getByRole('option', { name: 'Recursive Character Text Splitter' }).click();
  await page.getByLabel('Chunk Size').fill('120');
  await page.getByLabel('Chunk Overlap').fill('0');
  await page.getByRole('button', { name: 'Preview chunks' }).click();
  await expect(page.getByTestId('preview-summary')).toContainText('chunk size 120 · overlap 0');
  await expect(page.getByTestId('preview-summary')).toContainText(/Showing 4 of 4 chunks/);
  await expect(page.getByTestId('chunk-card').first()).toContainText('Holidays.');
  await expect(page.getByTestId('chunk-card').first().getByTestId('chunk-metadata')).toContainText(
    'handbook.txt',
  );
  await page.screenshot({ path: `${shots}/document-stores-loader-preview-light.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'true'));
  await page.reload();
  // A reload starts the form again: the dark picture shows the empty form.
  await expect(heading(page, 'Add File Loader')).toBeVisible();
  await page.screenshot({ path: `${shots}/document-stores-loader-preview-dark.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'false'));
  await page.reload();

  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'handbook.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(HANDBOOK),
    });
  await page.getByRole('combobox', { name: 'Text splitter' }).click();
  await page.getByRole('option', { name: 'Recursive Character Text Splitter' }).click();
  await page.getByLabel('Chunk Size').fill('120');
  await page.getByLabel('Chunk Overlap').fill('0');
  await page.getByRole('button', { name: 'Process' }).click();

  // Processing ends on the store page with the loader's chunks counted.
  await expect(heading(page, storeName)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'File Loader' });
  await expect(row.getByTestId('store-status')).toHaveText('Processed');
  await expect(row).toContainText('handbook.txt');
  await expect(row).toContainText('Recursive Character Text Splitter');
  await expect(row.getByRole('cell').nth(2)).toHaveText('4');
  await screenshotBoth(page, 'document-stores-store', () =>
    expect(row.getByTestId('store-status')).toHaveText('Processed'),
  );

  await row.getByRole('button', { name: 'View chunks File Loader' }).click();
  await expect(page.getByText('4 chunks')).toBeVisible();
  const first = page.getByTestId('chunk-card').first();
  await expect(first).toContainText('Holidays.');
  await screenshotBoth(page, 'document-stores-chunks', () =>
    expect(page.getByTestId('chunk-card').first()).toBeVisible(),
  );

  await first.getByRole('button', { name: /^Edit chunk/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Content').fill('Holidays. 32 days of paid leave a year.');
  await dialog.getByLabel('Metadata (JSON)').fill('{"source": "handbook.txt", "team": "people"');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/Metadata is not valid JSON/)).toBeVisible();
  await dialog.getByLabel('Metadata (JSON)').fill('{"source": "handbook.txt", "team": "people"}');
  await screenshotTwin(page, 'document-stores-chunk-edit', false);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(first).toContainText('32 days of paid leave');
  await expect(first.getByTestId('chunk-metadata')).toContainText('team: people');

  const last = page.getByTestId('chunk-card').last();
  await expect(last).toContainText('Travel.');
  await last.getByRole('button', { name: /^Delete chunk/ }).click();
  await page.locator('#confirm-delete-chunk').click();
  await expect(page.getByText('3 chunks')).toBeVisible();
  await expect(page.getByTestId('chunk-card').filter({ hasText: 'Travel.' })).toHaveCount(0);
});

test('upsert with progress and the last result, then a retrieval query with scores', async ({ page }) => {
  await page.goto(`/document-stores/${storeId}`);
  await page.getByRole('button', { name: 'Upsert' }).click();
  await expect(heading(page, `Upsert ${storeName}`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Embedding model' }).click();
  await page.getByRole('option', { name: 'OpenAI-compatible Embeddings' }).click();
  await page.getByLabel('Model Name').fill('words-64');
  await page.getByLabel('Base URL').fill(llm.baseURL);
  // The one built-in vector store is chosen already; the record manager is described.
  await expect(page.getByRole('combobox', { name: 'Vector store' })).toHaveText(/Built-in \(pgvector\)/);
  await expect(page.getByText('Content Hash Record Manager')).toBeVisible();
  await page.screenshot({ path: `${shots}/document-stores-vector-light.png`, fullPage: true });

  await page.getByRole('button', { name: 'Upsert', exact: true }).click();
  const last = page.getByTestId('last-upsert');
  await expect(last).toContainText('Upserted');
  // Three chunks are left after the edit and the delete above.
  await expect(last).toContainText(/3\s*Added/);
  await screenshotBoth(page, 'document-stores-vector', () =>
    expect(page.getByTestId('last-upsert')).toContainText('Upserted'),
  );

  await page.getByRole('button', { name: 'Test retrieval' }).click();
  await expect(heading(page, `Retrieval query: ${storeName}`)).toBeVisible();
  await page.getByLabel('Query').fill('How many days of paid leave do I get?');
  await page.getByLabel('Top K').fill('2');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('query-summary')).toContainText(/^2 chunks in \d+ ms/);
  const best = page.getByTestId('chunk-card').first();
  await expect(best).toContainText('32 days of paid leave');
  await expect(best).toContainText(/score \d\.\d{3}/);
  await expect(best.getByTestId('chunk-metadata')).toContainText('source: handbook.txt');
  // MMR re-ranks for diversity: the answer is still there.
  await page.getByRole('switch', { name: 'MMR' }).check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('query-summary')).toContainText(/^2 chunks in \d+ ms/);
  await expect(page.getByTestId('chunk-card').filter({ hasText: '32 days of paid leave' })).toHaveCount(1);
  await page.screenshot({ path: `${shots}/document-stores-query-light.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'true'));
  await page.reload();
  await page.getByLabel('Query').fill('How many days of paid leave do I get?');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('chunk-card').first()).toContainText('32 days of paid leave');
  await page.screenshot({ path: `${shots}/document-stores-query-dark.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'false'));
});

test('a PDF: one document per page with its page number; a saved loader shows its stored file', async ({
  page,
}) => {
  await page.goto(`/document-stores/${storeId}`);
  await page.getByRole('button', { name: 'Add Document Loader' }).click();
  await page.getByRole('dialog').getByTestId('loader-fileLoader').click();
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'policies.pdf',
      mimeType: 'application/pdf',
      buffer: makePdfPages(['Remote work is allowed three days a week.', 'The office closes at 8 pm.']),
    });
  await page.getByRole('button', { name: 'Preview chunks' }).click();
  await expect(page.getByTestId('preview-summary')).toHaveText('Showing 2 of 2 chunks');
  const second = page.getByTestId('chunk-card').nth(1);
  await expect(second).toContainText('The office closes at 8 pm.');
  await expect(second.getByTestId('chunk-metadata')).toContainText('source: policies.pdf');
  await expect(second.getByTestId('chunk-metadata')).toContainText('page: 2');
  await page.getByRole('button', { name: 'Process' }).click();

  await expect(heading(page, storeName)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'policies.pdf' });
  await expect(row.getByTestId('store-status')).toHaveText('Processed');
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  // Configure again: the stored file is named, and processing again keeps it.
  await row.getByRole('button', { name: 'Configure File Loader' }).click();
  await expect(heading(page, 'Configure File Loader')).toBeVisible();
  await expect(page.getByText('policies.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Process' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: 'policies.pdf' }).getByTestId('store-status'),
  ).toHaveText('Processed');
  await expect(page.getByRole('row').filter({ hasText: 'policies.pdf' }).getByRole('cell').nth(2)).toHaveText(
    '2',
  );
});
