import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { flowEdge, flowNode } from '../../host/server/engine/testFlow.ts';
import {
  lastUserImages,
  lastUserText,
  type OpenAITestServer,
  startOpenAITestServer,
} from '../llm/openaiTestServer.ts';

const shots = 'test-results/screenshots';
let llm: OpenAITestServer;
let formFlow: string;
let visionFlow: string;
// A 2x2 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function modelConfig(request: APIRequestContext, prefix: string, extra: Record<string, unknown> = {}) {
  const cred = await request.post('/api/v1/credentials', {
    data: {
      name: `inputs e2e ${Date.now()}`,
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-e2e' },
    },
  });
  expect(cred.status()).toBe(201);
  const config = {
    modelName: 'gpt-4o-mini',
    basepath: llm.baseURL,
    FLOWISE_CREDENTIAL_ID: (await cred.json()).id,
    [`${prefix}Model`]: 'chatOpenAI',
    ...extra,
  };
  return { [`${prefix}Model`]: 'chatOpenAI', [`${prefix}ModelConfig`]: config };
}

async function saveFlow(request: APIRequestContext, name: string, nodes: unknown[], edges: unknown[]) {
  const res = await request.post('/api/v1/chatflows', {
    data: {
      name: `${name} ${Date.now()}`,
      type: 'AGENTFLOW',
      flowData: JSON.stringify({ nodes, edges }),
      chatbotConfig: JSON.stringify({ title: name }),
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

async function openCanvasChat(page: Page, id: string) {
  await page.goto(`/v2/agentcanvas/${id}`);
  await page.getByTestId('canvas-chat').click();
  const panel = page.getByRole('complementary', { name: 'Chat with this flow' });
  await expect(panel).toBeVisible();
  return panel;
}

async function visitor(browser: Browser, dark: boolean) {
  const ctx = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await ctx.newPage();
  await page.addInitScript((d) => localStorage.setItem('isDarkMode', String(d)), dark);
  return page;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  llm = await startOpenAITestServer();
  const llmModel = await modelConfig(request, 'llm');
  formFlow = await saveFlow(
    request,
    'Trip planner',
    [
      flowNode('startAgentflow_0', 'startAgentflow', {
        startInputType: 'formInput',
        formTitle: 'Plan a trip',
        formDescription: 'Tell us where and for how long.',
        formInputTypes: [
          { type: 'string', label: 'City', name: 'city' },
          { type: 'number', label: 'Days', name: 'days' },
          {
            type: 'options',
            label: 'Class',
            name: 'cls',
            addOptions: [{ option: 'economy' }, { option: 'business' }],
          },
        ],
      }),
      flowNode('llmAgentflow_0', 'llmAgentflow', {
        ...llmModel,
        llmUserMessage: 'Plan {{$form.days}} days in {{$form.city}} ({{$form.cls}})',
      }),
    ],
    [flowEdge('startAgentflow_0', 'llmAgentflow_0')],
  );
  const tool = await request.post('/api/v1/tools', {
    data: {
      name: `describe_colour_${Date.now()}`,
      description: 'Names a colour',
      schema: JSON.stringify({ type: 'object', properties: { hex: { type: 'string' } }, required: ['hex'] }),
      func: 'return "red";',
    },
  });
  expect(tool.status()).toBe(201);
  const toolName = (await tool.json()).name as string;
  visionFlow = await saveFlow(
    request,
    'Picture helper',
    [
      flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' }),
      flowNode('agentAgentflow_0', 'agentAgentflow', {
        ...(await modelConfig(request, 'agent', { allowImageUploads: true })),
        agentTools: [{ agentSelectedTool: toolName }],
      }),
    ],
    [flowEdge('startAgentflow_0', 'agentAgentflow_0')],
  );
  process.env.VISION_TOOL = toolName;
});
test.afterAll(async () => {
  await llm?.close();
});

test('canvas chat: a form flow shows its form, runs with the values (light and dark)', async ({ page }) => {
  for (const dark of [false, true]) {
    await page.addInitScript((d) => localStorage.setItem('isDarkMode', String(d)), dark);
    const panel = await openCanvasChat(page, formFlow);
    const form = panel.getByRole('form', { name: 'Plan a trip' });
    await expect(form.getByText('Tell us where and for how long.')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    await page.screenshot({ path: `${shots}/chat-form-${dark ? 'dark' : 'light'}.png` });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Required')).toHaveCount(3);
    await form.getByLabel('City').fill(dark ? 'Bergen' : 'Oslo');
    await form.getByLabel('Days').fill('3');
    await form.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('option', { name: 'business' }).click();
    llm.reset();
    await form.getByRole('button', { name: 'Submit' }).click();
    const city = dark ? 'Bergen' : 'Oslo';
    await expect(panel.getByTestId('chat-user-message').last()).toContainText(`City: ${city}`);
    await expect(panel.getByTestId('chat-api-message').last()).toContainText(
      `echo: Plan 3 days in ${city} (business)`,
      { timeout: 30_000 },
    );
    expect(lastUserText(llm.requests[0]?.body ?? {})).toBe(`Plan 3 days in ${city} (business)`);
    // The next run starts from the form again.
    await expect(panel.getByRole('form', { name: 'Plan a trip' })).toBeVisible();
    await page.screenshot({ path: `${shots}/chat-form-answered-${dark ? 'dark' : 'light'}.png` });
    await panel.getByRole('button', { name: 'Clear chat' }).click();
  }
});

test('image upload: chatbot page (light) and canvas (dark); the model gets the image, a tool chip shows', async ({
  browser,
  page,
}) => {
  const tool = process.env.VISION_TOOL as string;
  for (const dark of [false, true]) {
    const view = dark ? page : await visitor(browser, false);
    if (dark) await view.addInitScript(() => localStorage.setItem('isDarkMode', 'true'));
    let scope: ReturnType<Page['locator']>;
    if (dark) scope = await openCanvasChat(view, visionFlow);
    else {
      await view.goto(`/chatbot/${visionFlow}`);
      scope = view.locator('body');
    }
    llm.reset();
    llm.enqueue(
      { toolCalls: [{ name: tool, arguments: { hex: '#ff0000' } }] },
      { text: 'A small **red** square.' },
    );
    await scope.getByTestId('chat-file-input').setInputFiles([
      { name: 'square.png', mimeType: 'image/png', buffer: PNG },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') },
    ]);
    await expect(scope.getByRole('img', { name: 'square.png' })).toBeVisible();
    await expect(scope.getByRole('alert')).toContainText('notes.txt');
    await scope.getByRole('textbox', { name: 'Message' }).fill('What is in this picture?');
    await view.screenshot({ path: `${shots}/chat-upload-${dark ? 'dark' : 'light'}.png` });
    await scope.getByRole('button', { name: 'Send' }).click();
    const answer = scope.getByTestId('chat-api-message').last();
    await expect(answer).toContainText('A small red square.', { timeout: 30_000 });
    await expect(answer.getByTestId('chat-tool-chip')).toContainText(tool);
    await expect(
      scope.getByTestId('chat-user-message').last().getByRole('img', { name: 'square.png' }),
    ).toBeVisible();
    const images = lastUserImages(llm.requests[0]?.body ?? {});
    expect(images).toEqual([`data:image/png;base64,${PNG.toString('base64')}`]);
    await answer.getByTestId('chat-tool-chip').click();
    await expect(answer).toContainText('#ff0000');
    await view.screenshot({ path: `${shots}/chat-upload-answered-${dark ? 'dark' : 'light'}.png` });
    if (!dark) await view.context().close();
  }
});

test('file upload: a .txt reaches the prompt, its chip shows, and a reload shows the attachment (light and dark)', async ({
  page,
  request,
}) => {
  const filesFlow = await saveFlow(
    request,
    'Document helper',
    [
      flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' }),
      flowNode('llmAgentflow_0', 'llmAgentflow', await modelConfig(request, 'llm')),
    ],
    [flowEdge('startAgentflow_0', 'llmAgentflow_0')],
  );
  const saved = await request.put(`/api/v1/chatflows/${filesFlow}`, {
    data: { chatbotConfig: JSON.stringify({ fullFileUpload: { status: true } }) },
  });
  expect(saved.status()).toBe(200);
  for (const dark of [false, true]) {
    const mode = dark ? 'dark' : 'light';
    await page.addInitScript((d) => localStorage.setItem('isDarkMode', String(d)), dark);
    let panel = await openCanvasChat(page, filesFlow);
    // The host draws the header: no second, empty bar; clear sits in the input bar.
    await expect(panel.getByRole('heading', { name: 'Chat' })).toHaveCount(0);
    await panel.getByTestId('chat-file-input').setInputFiles([
      {
        name: `notes-${mode}.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from(`The ${mode} plan: ship on Friday.`),
      },
      { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    const composing = panel.getByRole('list', { name: 'Attachments' });
    await expect(composing.getByText(`notes-${mode}.txt`)).toBeVisible();
    await expect(panel.getByRole('alert')).toContainText('tool.exe');
    await panel.getByRole('textbox', { name: 'Message' }).fill('When do we ship?');
    await page.screenshot({ path: `${shots}/chat-file-upload-${mode}.png` });
    llm.reset();
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByTestId('chat-api-message').last()).toContainText('echo:', { timeout: 30_000 });
    expect(lastUserText(llm.requests[0]?.body ?? {})).toBe(
      `<file name="notes-${mode}.txt" type="text/plain">\nThe ${mode} plan: ship on Friday.\n</file>\n\nWhen do we ship?`,
    );
    await expect(panel.getByTestId('chat-user-message').last()).toContainText(`notes-${mode}.txt`);
    // A reload reads the chat back from the server: the question keeps its attachment.
    await page.reload();
    panel = await openCanvasChat(page, filesFlow);
    const asked = panel.getByTestId('chat-user-message').last();
    await expect(asked).toContainText('When do we ship?');
    await expect(asked.getByText(`notes-${mode}.txt`)).toBeVisible();
    await page.screenshot({ path: `${shots}/chat-file-history-${mode}.png` });
    // The flow's "View messages" dialog shows the attachment with the question too.
    const flowName = (await (await request.get(`/api/v1/chatflows/${filesFlow}`)).json()).name as string;
    await page.goto('/agentflows');
    await page.getByRole('searchbox', { name: 'Search Agentflows' }).fill(flowName);
    await page.getByRole('button', { name: `Actions for ${flowName}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'View messages' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('chat-session').first().click();
    await expect(
      dialog.getByRole('list', { name: 'Attachments' }).getByText(`notes-${mode}.txt`),
    ).toBeVisible();
    await page.screenshot({ path: `${shots}/chat-file-messages-${mode}.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
    panel = await openCanvasChat(page, filesFlow);
    await expect(panel.getByTestId('chat-user-message')).toHaveCount(1);
    await panel.getByRole('button', { name: 'Clear chat' }).click();
    await expect(panel.getByTestId('chat-user-message')).toHaveCount(0);
  }
});
