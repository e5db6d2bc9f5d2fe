import { expect, type Locator, type Page, test } from '@playwright/test';
import { type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { screenshotBoth } from './screenshotBoth.ts';

let llm: OpenAITestServer;
let credentialName: string;

const node = (page: Page, id: string) => page.getByTestId(`node-${id}`);
const canvas = (page: Page) => page.getByTestId('flow-canvas');
const handle = (page: Page, id: string) => page.locator(`.react-flow__handle[data-handleid="${id}"]`);

async function dropFromPalette(page: Page, name: string, search: string, x: number, y: number) {
  await page.getByRole('searchbox', { name: 'Search nodes' }).fill(search);
  await page.getByTestId(`palette-${name}`).dragTo(canvas(page), { targetPosition: { x, y } });
  await page.getByRole('searchbox', { name: 'Search nodes' }).fill('');
}

async function connect(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
}

const messagesOf = (i: number) =>
  (llm.requests[i]?.body.messages ?? []).map((m) => `${m.role}: ${String(m.content)}`);

test.use({ viewport: { width: 1600, height: 900 } });

test.beforeAll(async ({ request }) => {
  llm = await startOpenAITestServer({ chunkDelayMs: 0 });
  credentialName = `chatflow e2e ${Date.now()}`;
  const cred = await request.post('/api/v1/credentials', {
    data: { name: credentialName, credentialName: 'openAIApi', plainDataObj: { openAIApiKey: 'sk-e2e' } },
  });
  expect(cred.status()).toBe(201);
});

test.afterAll(async () => {
  await llm?.close();
});

test('a conversation chain with memory, built on /canvas by drag and drop, remembers across two chats', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/canvas');
  await expect(page.getByTestId('flow-name')).toHaveText('Untitled Chatflow', { timeout: 30_000 });
  await dropFromPalette(page, 'chatOpenAI', 'ChatOpenAI', 120, 60);
  await dropFromPalette(page, 'bufferMemory', 'Buffer Memory', 120, 470);
  await dropFromPalette(page, 'conversationChain', 'Conversation Chain', 620, 200);
  await connect(
    page,
    node(page, 'chatOpenAI_0').locator('.react-flow__handle.source'),
    handle(page, 'conversationChain_0-input-model-BaseChatModel'),
  );
  await connect(
    page,
    node(page, 'bufferMemory_0').locator('.react-flow__handle.source'),
    handle(page, 'conversationChain_0-input-memory-BaseMemory'),
  );
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);

  // The model's credential and the model server's address, in the node's form.
  await node(page, 'chatOpenAI_0').getByRole('button', { name: /Edit/ }).click();
  const panel = page.getByTestId('node-panel');
  await panel.getByRole('combobox', { name: 'Connect Credential' }).click();
  await page.getByRole('option', { name: new RegExp(credentialName) }).click();
  await panel.getByRole('button', { name: 'Additional parameters' }).click();
  await panel.getByLabel('BasePath').fill(llm.baseURL);
  await panel.getByRole('button', { name: 'Close node settings' }).click();

  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/canvas\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // Two messages in the canvas chat: the second model call sees the first exchange.
  await page.getByTestId('canvas-chat').click();
  const chat = page.getByRole('complementary', { name: 'Chat with this flow' });
  llm.enqueue({ text: 'Nice to meet you, Ada.' });
  await chat.getByRole('textbox', { name: 'Message', exact: true }).fill('My name is Ada.');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Nice to meet you, Ada.')).toBeVisible({ timeout: 30_000 });
  llm.enqueue({ text: 'Your name is Ada.' });
  await chat.getByRole('textbox', { name: 'Message', exact: true }).fill('What is my name?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Your name is Ada.')).toBeVisible({ timeout: 30_000 });
  const seen = messagesOf(1);
  expect(seen.some((m) => m.includes('My name is Ada.'))).toBe(true);
  expect(seen.some((m) => m.includes('Nice to meet you, Ada.'))).toBe(true);
  expect(seen.at(-1)).toContain('What is my name?');

  await screenshotBoth(
    page,
    'chatflow-chat',
    async () => {
      await expect(node(page, 'conversationChain_0')).toBeVisible();
      await page.getByTestId('canvas-chat').click();
      await expect(chat.getByText('Your name is Ada.')).toBeVisible();
    },
    false,
  );
});
