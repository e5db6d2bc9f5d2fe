import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { flowEdge, flowNode } from '../../host/server/engine/testFlow.ts';
import { type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { screenshotBoth } from './screenshotBoth.ts';

const shots = 'test-results/screenshots';
const storeName = `Handbook ${Date.now()}`;
let storeId = '';
let llm: OpenAITestServer;

test.describe.configure({ mode: 'serial' });

async function deleteStores(request: APIRequestContext) {
  const list = await (await request.get('/api/v1/document-store/store')).json();
  for (const s of Array.isArray(list) ? list : list.data)
    await request.delete(`/api/v1/document-store/store/${s.id}`);
}

test.beforeAll(async ({ request }) => {
  await deleteStores(request);
  llm = await startOpenAITestServer({ chunkDelayMs: 0 });
});
test.afterAll(async () => {
  await llm?.close();
});

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('document stores list: empty, create, cards and table, rename, search', async ({ page }) => {
  await page.goto('/document-stores');
  await expect(heading(page, 'Document Store')).toBeVisible();
  const empty = () => expect(page.getByText('No document stores yet.')).toBeVisible();
  await empty();
  await screenshotBoth(page, 'document-stores-empty', empty);

  // The drawer's Manage group leads here.
  await expect(page.getByRole('link', { name: 'Document Store' })).toBeVisible();

  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(storeName);
  await dialog.getByLabel('Description').fill('Company handbook and policies');
  await page.screenshot({ path: `${shots}/document-stores-create-light.png` });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();

  // Creating opens the new store.
  await expect(heading(page, storeName)).toBeVisible();
  storeId = page.url().split('/').pop() ?? '';
  expect(storeId).not.toBe('');
  await expect(page.getByText('No loaders yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Back to document stores' }).click();
  const card = page.getByTestId('store-card').filter({ hasText: storeName });
  await expect(card).toContainText('Company handbook and policies');
  await expect(card.getByTestId('store-status')).toHaveText('Empty');
  await screenshotBoth(page, 'document-stores-cards', () => expect(card).toBeVisible());

  // Rename from the card's menu.
  await card.getByRole('button', { name: `Actions for ${storeName}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`${storeName} v2`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('store-card').filter({ hasText: `${storeName} v2` })).toBeVisible();

  // Table view, kept across a reload.
  await page.getByRole('radio', { name: 'Table view' }).click();
  const row = page.getByRole('row').filter({ hasText: `${storeName} v2` });
  await expect(row).toContainText('Empty');
  await page.reload();
  await expect(row).toBeVisible();
  await screenshotBoth(page, 'document-stores-table', () => expect(row).toBeVisible());

  await page.getByRole('searchbox', { name: 'Search document stores' }).fill('no such store');
  await expect(page.getByText("No document store matches 'no such store'.")).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search document stores' }).fill('');
  await page.getByRole('radio', { name: 'Card view' }).click();
});

test('a store used by a flow cannot be deleted; the refusal names the flow', async ({ page, request }) => {
  const flowName = `Uses the handbook ${Date.now()}`;
  const inputs = { retrieverKnowledgeDocumentStores: [{ documentStore: `${storeId}:${storeName}` }] };
  const res = await request.post('/api/v1/chatflows', {
    data: {
      name: flowName,
      type: 'AGENTFLOW',
      flowData: JSON.stringify({
        nodes: [
          flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' }),
          flowNode('retrieverAgentflow_0', 'retrieverAgentflow', inputs),
        ],
        edges: [flowEdge('startAgentflow_0', 'retrieverAgentflow_0')],
      }),
    },
  });
  expect(res.status()).toBe(201);
  const flowId = (await res.json()).id as string;

  await page.goto('/document-stores');
  const card = page.getByTestId('store-card').filter({ hasText: storeName });
  await card.getByRole('button', { name: `Actions for ${storeName} v2` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.locator('#confirm-delete-store').click();
  const refused = page.getByTestId('store-delete-refused');
  await expect(refused).toContainText(flowName);
  await expect(card).toBeVisible();
  await page.screenshot({ path: `${shots}/document-stores-delete-refused-light.png`, fullPage: true });

  await request.delete(`/api/v1/chatflows/${flowId}`);
});

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
  await expect(heading(page, `${storeName} v2`)).toBeVisible();
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
  await page.screenshot({ path: `${shots}/document-stores-chunk-edit-light.png` });
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
  await expect(heading(page, `Upsert ${storeName} v2`)).toBeVisible();
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
  await expect(heading(page, `Retrieval query: ${storeName} v2`)).toBeVisible();
  await page.getByLabel('Query').fill('How many days of paid leave do I get?');
  await page.getByLabel('Top K').fill('2');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('query-summary')).toContainText(/^2 chunks in \d+ ms/);
  const best = page.getByTestId('chunk-card').first();
  await expect(best).toContainText('32 days of paid leave');
  await expect(best).toContainText(/score \d\.\d{3}/);
  await expect(best.getByTestId('chunk-metadata')).toContainText('source: handbook.txt');
  await page.screenshot({ path: `${shots}/document-stores-query-light.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'true'));
  await page.reload();
  await page.getByLabel('Query').fill('How many days of paid leave do I get?');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('chunk-card').first()).toContainText('32 days of paid leave');
  await page.screenshot({ path: `${shots}/document-stores-query-dark.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'false'));
});

test('chat with documents: pick the store and a model, chat through a ready-made flow', async ({
  page,
  request,
}) => {
  await page.goto('/chat-with-documents');
  await expect(heading(page, 'Chat with Documents')).toBeVisible();
  await page.getByRole('combobox', { name: 'Document store' }).click();
  await page.getByRole('option', { name: new RegExp(`${storeName} v2`) }).click();
  await page.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: 'ChatOpenAI Compatible' }).click();
  await page.getByLabel('Model Name').fill('test-model');
  await page.getByLabel('Base Path').fill(llm.baseURL);
  await page.screenshot({ path: `${shots}/document-stores-chat-setup-light.png`, fullPage: true });
  await page.getByRole('button', { name: 'Start chatting' }).click();

  await expect(page.getByRole('button', { name: 'Open in canvas' })).toBeVisible();
  llm.enqueue({ text: 'You get **32 days** of paid leave a year.' });
  await page.getByRole('textbox', { name: 'Message' }).fill('How many days of paid leave do I get?');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByTestId('chat-api-message').last()).toContainText('32 days of paid leave');
  // The model was given the passage the store returned for the question.
  const asked = llm.requests
    .filter((r) => r.path.endsWith('/chat/completions'))
    .map((r) => JSON.stringify(r.body));
  expect(asked.some((b) => b.includes('32 days of paid leave a year.') && b.includes('Passages:'))).toBe(
    true,
  );
  await page.screenshot({ path: `${shots}/document-stores-chat-answer-light.png`, fullPage: true });
  // After a reload the store's flow is found again by name: no model to pick, the chat is there.
  await screenshotBoth(page, 'document-stores-chat', async () => {
    await page.getByRole('combobox', { name: 'Document store' }).click();
    await page.getByRole('option', { name: new RegExp(`${storeName} v2`) }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start chatting' })).toHaveCount(0);
  });

  // The flow is a normal agent flow, found again by its name and opened on the canvas.
  const flows = await (await request.get('/api/v1/chatflows?type=AGENTFLOW')).json();
  const flow = flows.find((f: { name: string }) => f.name === `Chat with ${storeName} v2`);
  expect(flow).toBeTruthy();
  await page.getByRole('button', { name: 'Open in canvas' }).click();
  await expect(page).toHaveURL(new RegExp(`/v2/agentcanvas/${flow.id}`));
  await expect(page.getByText('Retriever')).toBeVisible();
  await request.delete(`/api/v1/chatflows/${flow.id}`);
});
