import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { flowEdge, flowNode } from '../../host/server/engine/testFlow.ts';
import { type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';

const shots = 'test-results/screenshots';
let llm: OpenAITestServer;
let flowId: string;

const ANSWER = 'Here is **a tip**:\n\n- keep it short\n- test it\n\n```js\nconsole.log("hi");\n```\nDone.';

async function createFlow(request: APIRequestContext): Promise<string> {
  const cred = await request.post('/api/v1/credentials', {
    data: { name: `chat e2e ${Date.now()}`, credentialName: 'openAIApi', plainDataObj: { openAIApiKey: 'sk-e2e' } },
  });
  expect(cred.status()).toBe(201);
  const credentialId = (await cred.json()).id as string;
  const model = {
    llmModel: 'chatOpenAI',
    llmModelConfig: {
      modelName: 'gpt-4o-mini',
      basepath: llm.baseURL,
      FLOWISE_CREDENTIAL_ID: credentialId,
      llmModel: 'chatOpenAI',
    },
  };
  const flowData = JSON.stringify({
    nodes: [
      flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' }),
      flowNode('llmAgentflow_0', 'llmAgentflow', model, {
        data: { id: 'llmAgentflow_0', name: 'llmAgentflow', label: 'Answer', inputs: model },
      }),
    ],
    edges: [flowEdge('startAgentflow_0', 'llmAgentflow_0')],
  });
  const res = await request.post('/api/v1/chatflows', {
    data: {
      name: `Chat e2e ${Date.now()}`,
      type: 'AGENTFLOW',
      flowData,
      chatbotConfig: JSON.stringify({
        title: 'Support bot',
        welcomeMessage: 'Hi! Ask me **anything**.',
        starterPrompts: { 0: { prompt: 'Give me a tip' }, 1: { prompt: 'What can you do?' } },
        chatFeedback: { status: true },
        leads: { status: true, title: 'Who are we talking to?', name: true, email: true },
        allowedOrigins: ['https://never-shown.example'],
      }),
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

/** A visitor: no session at all. */
async function visitor(browser: Browser, dark: boolean, viewport?: { width: number; height: number }) {
  const ctx = await browser.newContext({ storageState: { cookies: [], origins: [] }, ...(viewport ? { viewport } : {}) });
  const page = await ctx.newPage();
  await page.addInitScript((d) => localStorage.setItem('isDarkMode', String(d)), dark);
  return page;
}

async function passLeadForm(page: Page) {
  await expect(page.getByText('Who are we talking to?')).toBeVisible();
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Start chatting' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Start chatting' }).click();
  await expect(page.getByRole('button', { name: 'Give me a tip' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  llm = await startOpenAITestServer({ chunkDelayMs: 0 });
  flowId = await createFlow(request);
});
test.afterAll(async () => {
  await llm?.close();
});

test('chatbot page: lead, streaming markdown answer, feedback recorded (light)', async ({ browser, request }) => {
  const page = await visitor(browser, false);
  await page.goto(`/chatbot/${flowId}`);
  await expect(page.getByRole('heading', { name: 'Support bot' })).toBeVisible();
  await expect(page.getByText('Ask me')).toBeVisible();
  await passLeadForm(page);
  const leads = await (await request.get(`/api/v1/leads/${flowId}`)).json();
  expect(leads).toEqual([expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.com' })]);

  // Slow chunks: the answer is visible while it still streams, with the Stop button.
  llm.setChunkDelay(120);
  llm.enqueue({ text: ANSWER });
  await page.getByRole('button', { name: 'Give me a tip' }).click();
  await expect(page.getByTestId('chat-user-message')).toHaveText('Give me a tip');
  const answer = page.getByTestId('chat-api-message').last();
  await expect(page.getByRole('button', { name: 'Stop generating' })).toBeVisible();
  await expect(answer).toContainText('Here is');
  await expect(answer).not.toContainText('Done.');
  await expect(answer).toContainText('Done.', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(answer.getByTestId('chat-code-block')).toContainText('console.log("hi");');
  await expect(answer.locator('strong', { hasText: 'a tip' })).toBeVisible();
  await expect(answer.getByTestId('chat-node-progress')).toContainText('Answer');

  // Thumbs down with a comment, checked through the API.
  await answer.getByRole('button', { name: 'Thumbs down' }).click();
  await answer.getByLabel('Feedback comment').fill('Needs more detail');
  await answer.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(answer.getByRole('button', { name: 'Thumbs down' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await (await request.get(`/api/v1/feedback/${flowId}`)).json()) as unknown[])
    .toEqual([expect.objectContaining({ rating: 'THUMBS_DOWN', content: 'Needs more detail' })]);
  const messages = await (await request.get(`/api/v1/chatmessage/${flowId}?feedbackType=THUMBS_DOWN`)).json();
  expect(messages).toHaveLength(1);
  expect(messages[0].content).toBe(ANSWER);
  await page.screenshot({ path: `${shots}/chat-chatbot-light.png`, fullPage: true });
  await page.context().close();
});

test('chatbot page: dark mode, typed question, stop generation, clear chat', async ({ browser }) => {
  const page = await visitor(browser, true);
  await page.goto(`/chatbot/${flowId}`);
  await passLeadForm(page);
  llm.setChunkDelay(0);
  llm.enqueue({ text: 'Dark mode answer with `inline code`.' });
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello in the dark');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByTestId('chat-api-message').last()).toContainText('Dark mode answer with inline code.');
  await page.screenshot({ path: `${shots}/chat-chatbot-dark.png`, fullPage: true });

  // Stop: a long slow answer stops where it is.
  llm.setChunkDelay(300);
  llm.enqueue({ text: 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen' });
  await page.getByRole('textbox', { name: 'Message' }).fill('Count slowly');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByTestId('chat-api-message').last()).toContainText('one');
  await page.getByRole('button', { name: 'Stop generating' }).click();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(page.getByTestId('chat-api-message').last()).not.toContainText('fourteen');

  // Clear: messages go, a new chatId is stored, the lead stays.
  const before = await page.evaluate((id) => localStorage.getItem(`${id}_EXTERNAL`), flowId);
  await page.getByRole('button', { name: 'Clear chat' }).click();
  await expect(page.getByTestId('chat-api-message')).toHaveCount(0);
  const after = await page.evaluate((id) => localStorage.getItem(`${id}_EXTERNAL`), flowId);
  expect(JSON.parse(after ?? '{}').chatId).not.toBe(JSON.parse(before ?? '{}').chatId);
  expect(JSON.parse(after ?? '{}').lead).toMatchObject({ email: 'ada@example.com' });
  await page.context().close();
});

test('chatbot page: mobile width, unknown flow shows an error', async ({ browser }) => {
  const page = await visitor(browser, false, { width: 390, height: 760 });
  await page.goto(`/chatbot/${flowId}`);
  await passLeadForm(page);
  await page.screenshot({ path: `${shots}/chat-chatbot-mobile-light.png` });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.goto('/chatbot/00000000-0000-0000-0000-000000000000');
  await expect(page.getByText('This chatbot does not exist.')).toBeVisible();
  await page.context().close();
});
