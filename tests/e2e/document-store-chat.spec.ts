import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { screenshotBoth, screenshotTwin } from './screenshotBoth.ts';

/**
 * Chat with Documents: a store filled and upserted through the API (plain text, the test
 * embedding server), then picked on the page with a chat model; the ready-made flow retrieves the
 * passage and the test chat server answers from it.
 */
const shots = 'test-results/screenshots';
const storeName = `Chat handbook ${Date.now()}`;
let storeId = '';
let llm: OpenAITestServer;

const HANDBOOK = [
  'Holidays. 32 days of paid leave a year; ask your lead two weeks ahead.',
  'Expenses. Keep every receipt; claims are paid with the next salary when filed by the 20th.',
  'Security. Lock your screen when you leave your desk, and never share your password.',
].join('\n\n');

test.describe.configure({ mode: 'serial' });

/** Waits until a store job has ended and expects it to have succeeded. */
async function finished(request: APIRequestContext, job: { id: string }) {
  await expect
    .poll(async () => (await (await request.get(`/api/v1/document-store/jobs/${job.id}`)).json()).status, {
      timeout: 60_000,
    })
    .toBe('succeeded');
}

test.beforeAll(async ({ request }) => {
  llm = await startOpenAITestServer({ chunkDelayMs: 0 });
  const store = await request.post('/api/v1/document-store/store', { data: { name: storeName } });
  expect(store.status()).toBe(201);
  storeId = (await store.json()).id as string;
  const draft = {
    storeId,
    loaderId: 'plainText',
    loaderName: 'Plain Text',
    loaderConfig: { text: HANDBOOK },
    splitterId: 'recursiveCharacterTextSplitter',
    splitterName: 'Recursive Character Text Splitter',
    splitterConfig: { chunkSize: 100, chunkOverlap: 0 },
  };
  const loader = await (await request.post('/api/v1/document-store/loader/save', { data: draft })).json();
  const processed = await request.post(`/api/v1/document-store/loader/process/${loader.id}`, {
    data: { ...draft, id: loader.id },
  });
  expect(processed.status()).toBe(202);
  await finished(request, (await processed.json()).job);
  const upsert = await request.post('/api/v1/document-store/vectorstore/insert', {
    data: {
      storeId,
      embeddingName: 'openAICompatibleEmbeddings',
      embeddingConfig: { basepath: llm.baseURL, modelName: 'words-64' },
      vectorStoreName: 'pgvector',
    },
  });
  expect(upsert.status()).toBe(202);
  await finished(request, await upsert.json());
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

test('chat with documents: pick the store and a model, chat through a ready-made flow', async ({
  page,
  request,
}) => {
  await page.goto('/chat-with-documents');
  await expect(heading(page, 'Chat with Documents')).toBeVisible();
  await page.getByRole('combobox', { name: 'Document store' }).click();
  await page.getByRole('option', { name: new RegExp(storeName) }).click();
  await page.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: 'ChatOpenAI Compatible' }).click();
  await page.getByRole('combobox', { name: 'Model Name' }).fill('test-model');
  await page.getByLabel('Base Path').fill(llm.baseURL);
  await screenshotTwin(page, 'document-stores-chat-setup');
  await page.getByRole('button', { name: 'Start chatting' }).click();

  await expect(page.getByRole('button', { name: 'Open in canvas' })).toBeVisible();
  llm.enqueue({ text: 'You get **32 days** of paid leave a year.' });
  await page.getByRole('textbox', { name: 'Message' }).fill('How many days of paid leave do I get?');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByTestId('chat-api-message').last()).toContainText('32 days of paid leave');
  // The passages the flow retrieved come with the answer as source documents.
  const source = page.getByTestId('chat-tool-chip').first();
  await source.click();
  await expect(page.getByText(/"pageContent": "Holidays\. 32 days/)).toBeVisible();
  // The model was given the passage the store returned for the question.
  const asked = llm.requests
    .filter((r) => r.path.endsWith('/chat/completions'))
    .map((r) => JSON.stringify(r.body));
  expect(asked.some((b) => b.includes('32 days of paid leave a year;') && b.includes('Passages:'))).toBe(
    true,
  );
  await page.screenshot({ path: `${shots}/document-stores-chat-answer-light.png`, fullPage: true });
  // After a reload the store (kept in the address) and its flow, found again by name, are there:
  // no model to pick, the chat is ready.
  await screenshotBoth(page, 'document-stores-chat', async () => {
    await expect(page.getByRole('combobox', { name: 'Document store' })).toHaveText(storeName);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start chatting' })).toHaveCount(0);
  });

  // The flow is a normal agent flow, found again by its name and opened on the canvas.
  const flows = await (await request.get('/api/v1/chatflows?type=AGENTFLOW')).json();
  const flow = flows.find((f: { name: string }) => f.name === `Chat with ${storeName}`);
  expect(flow).toBeTruthy();
  await page.getByRole('button', { name: 'Open in canvas' }).click();
  await expect(page).toHaveURL(new RegExp(`/v2/agentcanvas/${flow.id}`));
  for (const id of ['startAgentflow_0', 'retrieverAgentflow_0', 'llmAgentflow_0'])
    await expect(page.getByTestId(`node-${id}`)).toBeVisible();
  await page.screenshot({ path: `${shots}/document-stores-chat-flow-light.png` });
});
