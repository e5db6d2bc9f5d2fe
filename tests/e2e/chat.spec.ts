import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { flowEdge, flowNode } from '../../host/server/engine/testFlow.ts';
import { type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';

const shots = 'test-results/screenshots';
let llm: OpenAITestServer;
let flowId: string;
const flowName = `Chat e2e ${Date.now()}`;

const ANSWER = 'Here is **a tip**:\n\n- keep it short\n- test it\n\n```js\nconsole.log("hi");\n```\nDone.';

async function createFlow(request: APIRequestContext): Promise<string> {
  const cred = await request.post('/api/v1/credentials', {
    data: {
      name: `chat e2e ${Date.now()}`,
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-e2e' },
    },
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
      name: flowName,
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
  const ctx = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    ...(viewport ? { viewport } : {}),
  });
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

test('chatbot page: lead, streaming markdown answer, feedback recorded (light)', async ({
  browser,
  request,
}) => {
  const page = await visitor(browser, false);
  await page.goto(`/chatbot/${flowId}`);
  await expect(page.getByRole('heading', { name: 'Support bot' })).toBeVisible();
  await expect(page.getByText('Ask me')).toBeVisible();
  await passLeadForm(page);
  const leads = await (await request.get(`/api/v1/leads/${flowId}`)).json();
  expect(leads).toEqual([expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.com' })]);

  // Slow chunks: the answer is visible while it still streams, with the Stop button. The page
  // samples the answer's text as it grows, so a loaded machine cannot make this racy.
  llm.setChunkDelay(150);
  llm.enqueue({ text: ANSWER });
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    setInterval(() => {
      const all = document.querySelectorAll('[data-testid="chat-api-message"]');
      const text = all[all.length - 1]?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }, 30);
  });
  await page.getByRole('button', { name: 'Give me a tip' }).click();
  await expect(page.getByTestId('chat-user-message')).toHaveText('Give me a tip');
  const answer = page.getByTestId('chat-api-message').last();
  await expect(page.getByRole('button', { name: 'Stop generating' })).toBeVisible();
  await expect(answer).toContainText('Done.', { timeout: 30_000 });
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.some((t) => t.includes('Here is') && !t.includes('Done.'))).toBe(true);
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
  await expect(page.getByTestId('chat-api-message').last()).toContainText(
    'Dark mode answer with inline code.',
  );
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

test('chatbot page: human input approve with feedback resumes the run', async ({ browser, request }) => {
  const flowData = JSON.stringify({
    nodes: [
      flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' }),
      flowNode('humanInputAgentflow_0', 'humanInputAgentflow', {
        humanInputDescriptionType: 'fixed',
        humanInputDescription: 'Send the mail?',
      }),
      flowNode('directReplyAgentflow_ok', 'directReplyAgentflow', { directReplyMessage: 'Mail sent.' }),
      flowNode('directReplyAgentflow_no', 'directReplyAgentflow', { directReplyMessage: 'Mail not sent.' }),
    ],
    edges: [
      flowEdge('startAgentflow_0', 'humanInputAgentflow_0'),
      flowEdge('humanInputAgentflow_0', 'directReplyAgentflow_ok', 0),
      flowEdge('humanInputAgentflow_0', 'directReplyAgentflow_no', 1),
    ],
  });
  const res = await request.post('/api/v1/chatflows', {
    data: {
      name: `Approval ${Date.now()}`,
      type: 'AGENTFLOW',
      flowData,
      chatbotConfig: JSON.stringify({ title: 'Approvals' }),
    },
  });
  expect(res.status()).toBe(201);
  const approvalId = (await res.json()).id as string;
  const page = await visitor(browser, false);
  await page.goto(`/chatbot/${approvalId}`);
  await page.getByRole('textbox', { name: 'Message' }).fill('Mail the report');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByText('Send the mail?')).toBeVisible();
  await page.getByLabel('Feedback (optional)').fill('looks good');
  await page.screenshot({ path: `${shots}/chat-human-input-light.png` });
  await page.getByTestId('chat-approve').click();
  await expect(page.getByTestId('chat-api-message').last()).toContainText('Mail sent.');
  await expect(page.getByTestId('chat-approve')).toHaveCount(0);
  const stored = await (await request.get(`/api/v1/chatmessage/${approvalId}`)).json();
  expect(stored.map((m: { content: string }) => m.content)).toEqual([
    'Mail the report',
    'Send the mail?',
    'Mail sent.',
  ]);
  await page.context().close();
});

test('view messages dialog from the flow actions menu: filters, export, delete a chat (light and dark)', async ({
  page,
  request,
}) => {
  for (const dark of [false, true]) {
    await page.addInitScript((d) => localStorage.setItem('isDarkMode', String(d)), dark);
    await page.goto('/agentflows');
    await page.getByRole('searchbox', { name: 'Search Agentflows' }).fill(flowName);
    await page.getByRole('button', { name: `Actions for ${flowName}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'View messages' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Messages: ${flowName}`)).toBeVisible();
    // Two chats so far (the light one with feedback, the dark one); the feedback filter keeps one.
    await expect(dialog.getByTestId('chat-session')).toHaveCount(2);
    await dialog.getByLabel('Feedback').selectOption('THUMBS_DOWN');
    await expect(dialog.getByTestId('chat-session')).toHaveCount(1);
    await expect(dialog.getByText('Thumbs down: Needs more detail')).toBeVisible();
    await expect(dialog.getByTestId('chat-code-block')).toContainText('console.log');
    await page.screenshot({ path: `${shots}/chat-messages-${dark ? 'dark' : 'light'}.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/agentflows$/);
  }
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Actions for ${flowName}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'View messages' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Export JSON' }).click();
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(exported.length).toBeGreaterThanOrEqual(4);
  // Delete the newest chat.
  await dialog.getByTestId('chat-session').first().click();
  await dialog.getByRole('button', { name: 'Delete chat' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  // Not scoped to the dialog: after the confirm dialog the list is checked by its own marks.
  await expect(page.getByTestId('chat-session')).toHaveCount(1);
  const left = await (await request.get(`/api/v1/chatmessage/${flowId}`)).json();
  expect(new Set(left.map((m: { chatId: string }) => m.chatId)).size).toBe(1);
});

test('canvas: the header chat button opens a chat with the saved flow', async ({ page }) => {
  await page.goto(`/v2/agentcanvas/${flowId}`);
  await page.getByTestId('canvas-chat').click();
  const panel = page.getByRole('complementary', { name: 'Chat with this flow' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Message').fill('Echo from the canvas');
  await panel.getByRole('button', { name: 'Send' }).click();
  // The test model echoes the question: once as the question, once in the answer.
  await expect(panel.getByText('Echo from the canvas')).toHaveCount(2, { timeout: 30_000 });
  await page.screenshot({ path: `${shots}/chat-canvas-light.png` });
  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toBeHidden();
});
