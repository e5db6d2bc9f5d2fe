import { expect, type Page, test } from '@playwright/test';
import { flowNode } from '../../host/server/engine/testFlow.ts';
import { screenshotBoth } from './screenshotBoth.ts';

const shots = 'test-results/screenshots';
let flowId: string;
const flowName = `Configuration e2e ${Date.now()}`;

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/v1/chatflows', {
    data: {
      name: flowName,
      type: 'AGENTFLOW',
      flowData: JSON.stringify({
        nodes: [flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' })],
        edges: [],
      }),
      // Keys the dialog does not edit: they must survive its save.
      chatbotConfig: JSON.stringify({ allowedOrigins: ['https://kept.example'], renderHTML: true }),
    },
  });
  expect(res.status()).toBe(201);
  flowId = (await res.json()).id as string;
});

async function openDialog(page: Page) {
  await page.goto(`/v2/agentcanvas/${flowId}`);
  await page.getByRole('button', { name: 'Flow settings' }).click();
  await page.getByRole('menuitem', { name: 'Configuration' }).click();
  const dialog = page.getByRole('dialog', { name: `Configuration: ${flowName}` });
  await expect(dialog.getByRole('tab', { name: 'Chatbot' })).toBeVisible();
  return dialog;
}

test('configuration dialog: edits title, welcome, starter prompts and leads; the chatbot page shows them', async ({
  page,
  request,
  browser,
}) => {
  const dialog = await openDialog(page);
  await dialog.getByLabel('Title', { exact: true }).fill('Configured bot');
  await dialog.getByLabel('Welcome message').fill('Welcome to **the configured bot**.');
  await dialog.getByRole('button', { name: 'Add prompt' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Starter prompt 1', exact: true })).toBeFocused();
  await page.keyboard.type('What are your hours?');
  await dialog.getByRole('button', { name: 'Add prompt' }).click();
  await dialog.getByRole('textbox', { name: 'Starter prompt 2', exact: true }).fill('Where are you?');
  // An empty prompt is refused, and Save brings its tab back from another one.
  await dialog.getByRole('button', { name: 'Add prompt' }).click();

  await dialog.getByRole('tab', { name: 'Leads' }).click();
  await dialog.getByRole('switch', { name: 'Ask visitors for their details before chatting' }).check();
  await dialog.getByLabel('Form title').fill('Tell us who you are');
  await dialog.getByRole('checkbox', { name: 'Name' }).check();
  await dialog.getByRole('checkbox', { name: 'Email' }).check();

  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('tab', { name: 'Chatbot' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Enter a prompt or remove it')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove starter prompt 3' }).click();

  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The canvas adopted its own save: saving the graph now is no conflict.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Saved "${flowName}"`).first()).toBeVisible();

  // Someone else saves the flow meanwhile: the save answers 409, the edits stay, Save again applies them.
  const again = await openDialog(page);
  await expect(again.getByLabel('Title', { exact: true })).toHaveValue('Configured bot');
  const bump = await request.put(`/api/v1/chatflows/${flowId}`, { data: { name: flowName } });
  expect(bump.status()).toBe(200);
  await again.getByRole('tab', { name: 'Leads' }).click();
  await again.getByRole('checkbox', { name: 'Phone' }).check();
  await again.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(again.getByText(/changed elsewhere since it was opened/)).toBeVisible();
  await expect(again.getByRole('checkbox', { name: 'Phone' })).toBeChecked();
  await page.screenshot({ path: `${shots}/flow-configuration-conflict.png` });
  await again.getByRole('tab', { name: 'File uploads' }).click();
  await expect(again.getByRole('checkbox', { name: 'text/csv' })).toBeVisible();
  await page.screenshot({ path: `${shots}/flow-configuration-uploads.png` });
  await again.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(again).toBeHidden();

  const stored = JSON.parse((await (await request.get(`/api/v1/chatflows/${flowId}`)).json()).chatbotConfig);
  expect(stored).toMatchObject({
    allowedOrigins: ['https://kept.example'],
    renderHTML: true,
    title: 'Configured bot',
    welcomeMessage: 'Welcome to **the configured bot**.',
    starterPrompts: { 0: { prompt: 'What are your hours?' }, 1: { prompt: 'Where are you?' } },
    leads: { status: true, title: 'Tell us who you are', name: true, email: true, phone: true },
  });

  await screenshotBoth(
    page,
    'flow-configuration-dialog',
    async () => {
      const dialog = await openDialog(page);
      // Past the opening motion, so the picture shows the dialog as it stays.
      await expect(dialog).toHaveCSS('opacity', '1');
    },
    false,
  );

  // A visitor without a session.
  const ctx = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitor = await ctx.newPage();
  await visitor.goto(`/chatbot/${flowId}`);
  await expect(visitor.getByRole('heading', { name: 'Configured bot' })).toBeVisible();
  await expect(visitor).toHaveTitle('Configured bot');
  await expect(visitor.getByText('the configured bot')).toBeVisible();
  await expect(visitor.getByText('Tell us who you are')).toBeVisible();
  await visitor.getByLabel('Name').fill('Ada Lovelace');
  await visitor.getByLabel('Email').fill('ada@example.com');
  await visitor.getByLabel('Phone').fill('+44 20 7946 0000');
  await visitor.getByRole('button', { name: 'Start chatting' }).click();
  await expect(visitor.getByRole('button', { name: 'What are your hours?' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Where are you?' })).toBeVisible();
  await visitor.screenshot({ path: `${shots}/flow-configuration-chatbot.png` });
  await ctx.close();
});

test('configuration dialog: the MCP server tab sets the tool name and description, checked before saving', async ({
  page,
  request,
}) => {
  const dialog = await openDialog(page);
  await dialog.getByRole('tab', { name: 'MCP server' }).click();
  await expect(dialog.getByLabel('Endpoint')).toHaveValue(new RegExp(`/api/v1/mcp/${flowId}$`));
  const name = dialog.getByLabel('Tool name');
  await expect(name).toHaveAttribute('placeholder', /^configuration_e2e_\d+$/);
  await name.fill('faq bot');
  await dialog.getByLabel('Tool description').fill('Answers questions about opening hours.');
  await dialog.getByRole('tab', { name: 'Chatbot' }).click();
  // Save brings the MCP tab back with its problem; nothing is stored.
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('tab', { name: 'MCP server' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    dialog.getByText('Use only letters, digits, underscores and hyphens, at most 64 characters'),
  ).toBeVisible();
  await page.screenshot({ path: `${shots}/flow-configuration-mcp-refused.png` });
  await name.fill('faq_bot');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();

  const stored = (await (await request.get(`/api/v1/chatflows/${flowId}`)).json()).apiConfig;
  expect(JSON.parse(stored)).toEqual({
    mcpServer: { toolName: 'faq_bot', description: 'Answers questions about opening hours.' },
  });
  await screenshotBoth(
    page,
    'flow-configuration-mcp',
    async () => {
      const again = await openDialog(page);
      await again.getByRole('tab', { name: 'MCP server' }).click();
      await expect(again.getByLabel('Tool name')).toHaveValue('faq_bot');
      await expect(again).toHaveCSS('opacity', '1');
    },
    false,
  );
});
