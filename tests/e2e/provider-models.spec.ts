import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { flowEdge, flowNode } from '../../host/server/engine/testFlow.ts';
import { type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';

/**
 * The LLM node's Model Name lists what the provider offers: a real server, the canvas, and an
 * OpenAI-protocol test server whose /v1/models the server asks with the node's credential.
 */
const shots = 'test-results/screenshots';
let llm: OpenAITestServer;

test.use({ viewport: { width: 1600, height: 900 } });

test.beforeAll(async () => {
  llm = await startOpenAITestServer({
    models: ['gpt-4o', 'ft:gpt-4o:acme-support', 'text-embedding-3-small'],
  });
});
test.afterAll(async () => {
  await llm?.close();
});

async function createFlow(request: APIRequestContext, basepath: string): Promise<string> {
  const cred = await request.post('/api/v1/credentials', {
    data: {
      name: `models e2e ${Date.now()}`,
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-e2e' },
    },
  });
  expect(cred.status()).toBe(201);
  const credentialId = (await cred.json()).id as string;
  const inputs = {
    llmModel: 'chatOpenAI',
    llmModelConfig: {
      credential: credentialId,
      FLOWISE_CREDENTIAL_ID: credentialId,
      modelName: 'gpt-4o',
      basepath,
      llmModel: 'chatOpenAI',
    },
  };
  const flowData = JSON.stringify({
    nodes: [
      flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' }),
      flowNode('llmAgentflow_0', 'llmAgentflow', inputs, {
        data: { id: 'llmAgentflow_0', name: 'llmAgentflow', label: 'Answer', inputs },
      }),
    ],
    edges: [flowEdge('startAgentflow_0', 'llmAgentflow_0')],
  });
  const res = await request.post('/api/v1/chatflows', {
    data: { name: `Provider models e2e ${Date.now()}`, type: 'AGENTFLOW', flowData },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

async function openModelName(page: Page, flowId: string, dark: boolean) {
  await page.addInitScript((d) => localStorage.setItem('isDarkMode', String(d)), dark);
  await page.goto(`/v2/agentcanvas/${flowId}`);
  await page.getByTestId('node-llmAgentflow_0').dblclick();
  const panel = page.getByTestId('node-panel');
  await panel.getByRole('combobox', { name: 'Model Name' }).click();
  return panel;
}

test("the LLM node's Model Name offers the provider's models; a provider that cannot list says why", async ({
  page,
  request,
}) => {
  const flowId = await createFlow(request, llm.baseURL);
  const panel = await openModelName(page, flowId, false);
  await expect(page.getByRole('option', { name: 'ft:gpt-4o:acme-support' })).toBeVisible({ timeout: 30_000 });
  // embedding models are not chat models
  await expect(page.getByRole('option', { name: 'text-embedding-3-small' })).toHaveCount(0);
  await page.screenshot({ path: `${shots}/provider-models-list-light.png` });
  await page.getByRole('option', { name: 'ft:gpt-4o:acme-support' }).click();
  await expect(panel.getByRole('combobox', { name: 'Model Name' })).toHaveValue('ft:gpt-4o:acme-support');

  // A base path nobody answers: the reason shows under the field, typing still works.
  const closed = await startOpenAITestServer();
  await closed.close();
  const down = await createFlow(request, closed.baseURL);
  const darkPage = await page.context().newPage();
  const darkPanel = await openModelName(darkPage, down, true);
  await expect(
    darkPanel.getByText(/Could not load options: Could not list ChatOpenAI models: .* is unreachable/),
  ).toBeVisible({
    timeout: 30_000,
  });
  await darkPage.keyboard.press('Escape');
  await darkPage.screenshot({ path: `${shots}/provider-models-error-dark.png` });
  await darkPanel.getByRole('combobox', { name: 'Model Name' }).fill('gpt-4.1');
  await expect(darkPanel.getByRole('combobox', { name: 'Model Name' })).toHaveValue('gpt-4.1');
});
