import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { flowEdge, flowNode } from '../../host/server/engine/testFlow.ts';
import { lastUserText, type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';

/**
 * The published flowise-embed widget (node_modules/flowise-embed/dist/web.js), served by a tiny
 * static server on another port, pointed at our server with apiHost: it must chat unchanged.
 */
const shots = 'test-results/screenshots';
const webJs = readFileSync(createRequire(import.meta.url).resolve('flowise-embed/dist/web.js'));
let site: Server;
let siteURL: string;
let llm: OpenAITestServer;
let chatFlow: string;
let agentFlow: string;
let formFlow: string;
let closedFlow: string;
let leadFlow: string;
let filesFlow: string;
let toolName: string;

/**
 * index.html?flow=<id>&mode=full|bubble&dark=1 embeds the widget the documented way; &config=1
 * passes our public chatbot config as the theme's chatWindow (README, Languages: the widget in the
 * visitor's language).
 */
function page(url: URL, apiHost: string): string {
  const flow = url.searchParams.get('flow') ?? '';
  const full = url.searchParams.get('mode') !== 'bubble';
  const dark = url.searchParams.get('dark') === '1';
  const fromConfig = url.searchParams.get('config') === '1';
  const theme = dark
    ? {
        chatWindow: {
          backgroundColor: '#1f1f1f',
          botMessage: { backgroundColor: '#333', textColor: '#eee' },
          textInput: { backgroundColor: '#2a2a2a', textColor: '#eee' },
        },
      }
    : {};
  // With the config awaited first, initFull adds the element itself, its theme set before it renders.
  const init = fromConfig
    ? `const chatWindow = await (await fetch('${apiHost}/api/v1/public-chatbotConfig/${flow}')).json();
  Chatbot.initFull({ chatflowid: '${flow}', apiHost: '${apiHost}', theme: { chatWindow } });`
    : `Chatbot.${full ? 'initFull' : 'init'}(${JSON.stringify({ chatflowid: flow, apiHost, theme })});`;
  const element = fromConfig
    ? ''
    : full
      ? '<flowise-fullchatbot></flowise-fullchatbot>'
      : '<h1 style="font-family:sans-serif;color:#888">A shop page</h1>';
  return `<!doctype html><html><head><meta charset="utf-8"><title>Shop</title></head>
<body style="margin:0;background:${dark ? '#111' : '#fff'}">
${element}
<script type="module">
  import Chatbot from './web.js';
  ${init}
</script></body></html>`;
}

async function startSite(apiHost: string) {
  site = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/web.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(webJs);
    }
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(page(url, apiHost));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  // localhost, not 127.0.0.1: another origin than the API server's.
  siteURL = `http://localhost:${(site.address() as AddressInfo).port}`;
}

async function saveFlow(
  request: APIRequestContext,
  nodes: unknown[],
  edges: unknown[],
  chatbotConfig: object,
) {
  const res = await request.post('/api/v1/chatflows', {
    data: {
      name: `Embed ${Date.now()}`,
      type: 'AGENTFLOW',
      flowData: JSON.stringify({ nodes, edges }),
      chatbotConfig: JSON.stringify(chatbotConfig),
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

async function model(request: APIRequestContext, prefix: string) {
  const cred = await request.post('/api/v1/credentials', {
    data: {
      name: `embed ${Date.now()}`,
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-e2e' },
    },
  });
  const config = {
    modelName: 'gpt-4o-mini',
    basepath: llm.baseURL,
    FLOWISE_CREDENTIAL_ID: (await cred.json()).id,
    [`${prefix}Model`]: 'chatOpenAI',
  };
  return { [`${prefix}Model`]: 'chatOpenAI', [`${prefix}ModelConfig`]: config };
}

const start = (inputs: Record<string, unknown> = { startInputType: 'chatInput' }) =>
  flowNode('startAgentflow_0', 'startAgentflow', inputs);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request, baseURL }) => {
  llm = await startOpenAITestServer();
  await startSite(baseURL as string);
  const allowed = {
    allowedOrigins: [siteURL],
    chatFeedback: { status: true },
    welcomeMessage: 'Welcome to the shop!',
  };
  chatFlow = await saveFlow(
    request,
    [start(), flowNode('llmAgentflow_0', 'llmAgentflow', await model(request, 'llm'))],
    [flowEdge('startAgentflow_0', 'llmAgentflow_0')],
    { ...allowed, starterPrompts: { 0: { prompt: 'Opening hours?' } } },
  );
  const tool = await request.post('/api/v1/tools', {
    data: {
      name: `stock_${Date.now()}`,
      description: 'Items in stock',
      schema: JSON.stringify({
        type: 'object',
        properties: { item: { type: 'string' } },
        required: ['item'],
      }),
      func: 'return "12 " + $item;',
    },
  });
  toolName = (await tool.json()).name;
  agentFlow = await saveFlow(
    request,
    [
      start(),
      flowNode('agentAgentflow_0', 'agentAgentflow', {
        ...(await model(request, 'agent')),
        agentTools: [{ agentSelectedTool: toolName }],
      }),
    ],
    [flowEdge('startAgentflow_0', 'agentAgentflow_0')],
    allowed,
  );
  formFlow = await saveFlow(
    request,
    [
      start({
        startInputType: 'formInput',
        formTitle: 'Book a table',
        formDescription: 'We call you back',
        formInputTypes: [{ type: 'string', label: 'Name', name: 'who' }],
      }),
      flowNode('llmAgentflow_0', 'llmAgentflow', {
        ...(await model(request, 'llm')),
        llmUserMessage: 'Table for {{$form.who}}',
      }),
    ],
    [flowEdge('startAgentflow_0', 'llmAgentflow_0')],
    allowed,
  );
  filesFlow = await saveFlow(
    request,
    [start(), flowNode('llmAgentflow_0', 'llmAgentflow', await model(request, 'llm'))],
    [flowEdge('startAgentflow_0', 'llmAgentflow_0')],
    { ...allowed, fullFileUpload: { status: true } },
  );
  leadFlow = await saveFlow(
    request,
    [start(), flowNode('llmAgentflow_0', 'llmAgentflow', await model(request, 'llm'))],
    [flowEdge('startAgentflow_0', 'llmAgentflow_0')],
    { allowedOrigins: [siteURL], leads: { status: true, name: true, email: true } },
  );
  closedFlow = await saveFlow(
    request,
    [start(), flowNode('llmAgentflow_0', 'llmAgentflow', await model(request, 'llm'))],
    [flowEdge('startAgentflow_0', 'llmAgentflow_0')],
    { allowedOrigins: ['https://somewhere-else.example'] },
  );
});
test.afterAll(async () => {
  await llm?.close();
  await new Promise((r) => site?.close(r));
});

async function ask(page: Page, question: string) {
  const box = page.locator('textarea').first();
  await expect(box).toBeVisible();
  await box.fill(question);
  await box.press('Enter');
}

test('initFull: streams an answer from our server and records thumbs-up feedback (light and dark)', async ({
  page,
  request,
}) => {
  for (const dark of [false, true]) {
    llm.reset();
    llm.setChunkDelay(40);
    llm.enqueue({ text: `We open at ${dark ? 'ten' : 'nine'}, **every day**.` });
    await page.goto(`${siteURL}/?flow=${chatFlow}&mode=full${dark ? '&dark=1' : ''}`);
    // The starter prompt comes from our public chatbot config (the welcome text is the widget's
    // own prop); the second visit continues the chat the widget kept, so it has none.
    if (!dark) await expect(page.getByText('Opening hours?')).toBeVisible();
    await ask(page, 'When do you open?');
    await expect(page.getByText(`We open at ${dark ? 'ten' : 'nine'}`)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('strong', { hasText: 'every day' }).last()).toBeVisible();
    expect(lastUserText(llm.requests[0]?.body ?? {})).toBe('When do you open?');
    expect(llm.requests[0]?.body.stream).toBe(true);
    await page.screenshot({ path: `${shots}/embed-widget-${dark ? 'dark' : 'light'}.png` });
  }
  // Feedback goes to POST /feedback/:id from the widget's origin.
  await page.getByRole('button', { name: 'Thumbs Up' }).last().click();
  await expect
    .poll(async () => (await (await request.get(`/api/v1/feedback/${chatFlow}`)).json()) as unknown[])
    .toEqual([expect.objectContaining({ rating: 'THUMBS_UP' })]);
  const stored = await (await request.get(`/api/v1/chatmessage/${chatFlow}`)).json();
  expect(stored.map((m: { content: string }) => m.content)).toContain('When do you open?');
});

test('init (bubble): an agent with a tool answers; the widget stream carries usedTools', async ({ page }) => {
  llm.reset();
  llm.setChunkDelay(0);
  llm.enqueue(
    { toolCalls: [{ name: toolName, arguments: { item: 'apples' } }] },
    { text: 'We have 12 apples.' },
  );
  await page.goto(`${siteURL}/?flow=${agentFlow}&mode=bubble`);
  await page.locator('flowise-chatbot button').first().click();
  const stream = page.waitForResponse(
    (r) => r.url().includes(`/prediction/${agentFlow}`) && r.request().method() === 'POST',
  );
  await ask(page, 'Any apples?');
  await expect(page.getByText('We have 12 apples.')).toBeVisible({ timeout: 30_000 });
  // v3.1.6 shows tools only inside its agent-flow details; the event it reads is checked on the wire.
  const events = (await (await stream).text())
    .split('\n')
    .filter((l) => l.startsWith('data:'))
    .map((l) => JSON.parse(l.slice(5)) as { event: string; data: unknown });
  expect(events.find((x) => x.event === 'usedTools')?.data).toEqual([
    { tool: toolName, toolInput: { item: 'apples' }, toolOutput: '12 apples' },
  ]);
  await page.screenshot({ path: `${shots}/embed-widget-bubble-light.png` });
});

test('the widget stop button stops the run on our server', async ({ page }) => {
  llm.reset();
  // A second a word: the stop lands long before the last word, however slow the machine.
  llm.setChunkDelay(1000);
  llm.enqueue({ text: 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen' });
  await page.goto(`${siteURL}/?flow=${chatFlow}&mode=full`);
  await ask(page, 'Count slowly');
  await expect(page.getByText('one two')).toBeVisible({ timeout: 30_000 });
  const abort = page.waitForResponse(
    (r) => r.url().includes('/chatmessage/abort/') && r.request().method() === 'PUT',
  );
  await page.locator('button[title="Stop"]').click();
  expect((await abort).status()).toBe(200);
  await page.waitForTimeout(1500);
  await expect(page.getByText('fourteen')).toHaveCount(0);
  llm.setChunkDelay(0);
});

test('a form flow: the widget shows the Start node form from the public config and runs with it', async ({
  page,
}) => {
  llm.reset();
  await page.goto(`${siteURL}/?flow=${formFlow}&mode=full`);
  await expect(page.getByText('Book a table')).toBeVisible();
  await page.locator('input').first().fill('Ada');
  await page.getByRole('button', { name: /submit/i }).click();
  await expect(page.getByText('echo: Table for Ada')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${shots}/embed-widget-form-light.png` });
});

test('a flow that cannot run: the widget shows why (an error event, as the peer answers it)', async ({
  page,
  request,
}) => {
  llm.reset();
  const refused = await saveFlow(
    request,
    [
      start(),
      flowNode('toolAgentflow_0', 'toolAgentflow', {
        toolAgentflowSelectedTool: 'no_such_tool',
        toolInputArgs: [{ inputArgName: 'a', inputArgValue: '1' }],
      }),
    ],
    [flowEdge('startAgentflow_0', 'toolAgentflow_0')],
    { allowedOrigins: [siteURL] },
  );
  await page.goto(`${siteURL}/?flow=${refused}&mode=full`);
  await ask(page, 'Is it in stock?');
  await expect(page.getByText(/The flow cannot run:/)).toBeVisible();
  await expect(page.getByText(/Tool 'no_such_tool' does not exist/)).toBeVisible();
  expect(llm.requests).toHaveLength(0);
  await page.screenshot({ path: `${shots}/embed-widget-refused.png` });
  await request.delete(`/api/v1/chatflows/${refused}`);
});

test('a flow that lists other origins refuses this site before anything runs', async ({ page, baseURL }) => {
  llm.reset();
  await page.goto(`${siteURL}/?flow=${chatFlow}&mode=full`);
  const outcome = await page.evaluate(
    async ([api, id]) => {
      try {
        const res = await fetch(`${api}/api/v1/prediction/${id}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ question: 'hi' }),
        });
        return `status ${res.status}`;
      } catch (err) {
        return `blocked: ${(err as Error).name}`;
      }
    },
    [baseURL as string, closedFlow],
  );
  expect(outcome).toBe('blocked: TypeError');
  expect(llm.requests).toHaveLength(0);
});

test('full-file upload: the widget posts a .txt to /attachments and the model sees its text (light and dark)', async ({
  page,
}) => {
  // Each pass starts with an empty widget: it keeps its chat in the site's localStorage, and a
  // restored history made the second pass count answers of both (flaky on a fresh clone).
  await page.addInitScript(() => localStorage.clear());
  for (const dark of [false, true]) {
    llm.reset();
    await page.goto(`${siteURL}/?flow=${filesFlow}&mode=full${dark ? '&dark=1' : ''}`);
    const attached = page.waitForResponse(
      (r) => r.url().includes(`/api/v1/attachments/${filesFlow}/`) && r.request().method() === 'POST',
    );
    // The widget's document input (its accept comes from the public config's fullFileUpload).
    await page
      .locator('input[type="file"]:not([accept^="image"])')
      .first()
      .setInputFiles({
        name: 'returns.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Returns are free within 30 days.'),
      });
    await expect(page.getByText('returns.txt').first()).toBeVisible();
    await ask(page, 'How long do I have to return?');
    expect((await attached).status()).toBe(200);
    await expect(page.getByText('echo:')).toHaveCount(1, { timeout: 30_000 });
    expect(lastUserText(llm.requests[0]?.body ?? {})).toBe(
      '<file name="returns.txt" type="text/plain">\nReturns are free within 30 days.\n</file>\n\nHow long do I have to return?',
    );
    await page.screenshot({ path: `${shots}/embed-widget-file-${dark ? 'dark' : 'light'}.png` });
  }
});

test('a German visitor: the widget speaks German where the owner set no text (lead form, and the theme the page passes)', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${siteURL}/?flow=${leadFlow}&config=1`);
  // The lead form reads its texts from the config itself; the rest come from the page's theme.
  await expect(page.getByText('Sagen Sie uns, wie wir Sie erreichen können:')).toBeVisible();
  await expect(page.getByText('Hallo! Wie kann ich Ihnen helfen?')).toBeVisible();
  await expect(page.getByText('Bereitgestellt von')).toBeVisible();
  await expect(page.locator('textarea').first()).toHaveAttribute('placeholder', 'Ihre Frage');
  await page.screenshot({ path: `${shots}/embed-widget-de-light.png` });
  await context.close();
});
