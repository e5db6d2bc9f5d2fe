import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { flowEdge, flowNode } from '../../host/server/engine/testFlow.ts';
import { type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { screenshotBoth } from './screenshotBoth.ts';

const shots = 'test-results/screenshots';

/** Start -> Custom Function -> Iteration (a Custom Function per item) -> Direct Reply: no model needed. */
function flowData() {
  const node = (
    id: string,
    name: string,
    label: string,
    x: number,
    inputs: Record<string, unknown>,
    extra = {},
  ) => ({
    id,
    type: 'agentFlow',
    position: { x, y: 0 },
    data: { id, name, label, inputs },
    ...extra,
  });
  const edge = (source: string, target: string) => ({
    id: `${source}->${target}`,
    source,
    target,
    sourceHandle: `${source}-output-${source.split('_')[0]}`,
    targetHandle: target,
  });
  return JSON.stringify({
    nodes: [
      node('startAgentflow_0', 'startAgentflow', 'Start', 0, { startInputType: 'chatInput' }),
      node('customFunctionAgentflow_0', 'customFunctionAgentflow', 'Shout', 260, {
        customFunctionJavascriptFunction: 'return String($flow.input).toUpperCase();',
      }),
      node(
        'iterationAgentflow_0',
        'iterationAgentflow',
        'Each colour',
        520,
        { iterationInput: '["red","green"]' },
        { type: 'iteration' },
      ),
      node(
        'customFunctionAgentflow_1',
        'customFunctionAgentflow',
        'Paint',
        40,
        { customFunctionJavascriptFunction: 'return "painted";' },
        { parentNode: 'iterationAgentflow_0', position: { x: 40, y: 70 } },
      ),
      node('directReplyAgentflow_0', 'directReplyAgentflow', 'Answer', 900, {
        directReplyMessage: 'Said {{customFunctionAgentflow_0}}',
      }),
    ],
    edges: [
      edge('startAgentflow_0', 'customFunctionAgentflow_0'),
      edge('customFunctionAgentflow_0', 'iterationAgentflow_0'),
      edge('iterationAgentflow_0', 'directReplyAgentflow_0'),
    ],
  });
}

/** Start -> a Custom Function that throws: an ERROR execution. */
const brokenFlowData = () =>
  JSON.stringify({
    nodes: [
      {
        id: 'startAgentflow_0',
        type: 'agentFlow',
        position: { x: 0, y: 0 },
        data: {
          id: 'startAgentflow_0',
          name: 'startAgentflow',
          label: 'Start',
          inputs: { startInputType: 'chatInput' },
        },
      },
      {
        id: 'customFunctionAgentflow_0',
        type: 'agentFlow',
        position: { x: 260, y: 0 },
        data: {
          id: 'customFunctionAgentflow_0',
          name: 'customFunctionAgentflow',
          label: 'Fail',
          inputs: { customFunctionJavascriptFunction: 'throw new Error("no paint left");' },
        },
      },
    ],
    edges: [
      {
        id: 'e',
        source: 'startAgentflow_0',
        target: 'customFunctionAgentflow_0',
        sourceHandle: 'startAgentflow_0-output-startAgentflow',
        targetHandle: 'customFunctionAgentflow_0',
      },
    ],
  });

async function clearExecutions(request: APIRequestContext) {
  const list = await (await request.get('/api/v1/executions?limit=100')).json();
  if (list.data.length)
    await request.delete('/api/v1/executions', { data: { ids: list.data.map((e: { id: string }) => e.id) } });
}

async function shootBoth(page: Page, what: string, ready: () => Promise<void>, tall = false) {
  // The shell scrolls an inner element, so a full-page shot is only as tall as the window.
  if (tall) await page.setViewportSize({ width: 1280, height: 1700 });
  for (const dark of [false, true]) {
    await page.evaluate((d) => localStorage.setItem('isDarkMode', String(d)), dark);
    await page.reload();
    await ready();
    await page.screenshot({
      path: `${shots}/executions-${what}-${dark ? 'dark' : 'light'}.png`,
      fullPage: true,
    });
  }
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'false'));
  if (tall) await page.setViewportSize({ width: 1280, height: 720 });
  await page.reload();
  await ready();
}

test.describe.configure({ mode: 'serial' });

test('executions: a run is listed with every node, inspected, shared and opened signed out', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Eight screenshots with reloads on a shared 2-core machine: more than the default minute.
  test.setTimeout(180_000);
  await clearExecutions(request);
  await page.goto('/executions');
  await expect(page.getByRole('heading', { name: 'Executions', level: 1 })).toBeVisible();
  await expect(page.getByText('No executions yet.')).toBeVisible();
  await shootBoth(page, 'empty', () => expect(page.getByText('No executions yet.')).toBeVisible());

  const created = await request.post('/api/v1/chatflows', {
    data: { name: 'Colour run', type: 'AGENTFLOW', flowData: flowData() },
  });
  expect(created.ok()).toBe(true);
  const flowId = (await created.json()).id;
  const ran = await request.post(`/api/v1/internal-prediction/${flowId}`, { data: { question: 'hello' } });
  expect(ran.ok(), await ran.text()).toBe(true);
  const answer = await ran.json();
  expect(answer.text).toBe('Said HELLO');
  const executionId: string = answer.executionId;
  expect(executionId).toBeTruthy();

  // Twelve failing runs after it: two pages, the successful run alone on the second.
  const broken = await request.post('/api/v1/chatflows', {
    data: { name: 'Broken run', type: 'AGENTFLOW', flowData: brokenFlowData() },
  });
  const brokenId = (await broken.json()).id;
  for (let i = 0; i < 12; i += 1) {
    await request.post(`/api/v1/internal-prediction/${brokenId}`, { data: { question: `try ${i}` } });
  }

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'Colour run' });
  const brokenRows = page.getByRole('row').filter({ hasText: 'Broken run' });
  await expect(page.getByText('1–12 of 13')).toBeVisible();
  await expect(brokenRows).toHaveCount(12);
  await expect(brokenRows.first()).toContainText('Error');
  await expect(brokenRows.first().locator('[data-status="ERROR"]')).toBeVisible();
  await shootBoth(page, 'list', () => expect(page.getByText('1–12 of 13')).toBeVisible());
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('13–13 of 13')).toBeVisible();
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Finished');
  // Filters: state, then flow; clearing brings everything back.
  await page.getByLabel('State').selectOption('ERROR');
  await expect(page.getByText('1–12 of 12')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel('Session id').fill('no-such-session');
  await expect(page.getByText('No execution matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('1–12 of 13')).toBeVisible();
  await page.getByLabel('Agentflow').selectOption({ label: 'Colour run' });
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await expect(row).toHaveCount(1);

  await row.getByRole('link', { name: 'Colour run' }).click();
  await expect(page).toHaveURL(new RegExp(`/executions/${executionId}$`));
  const tree = page.getByRole('tree', { name: 'Executed nodes' });
  for (const label of ['Start', 'Shout', 'Each colour', 'Iteration 1', 'Iteration 2', 'Answer']) {
    await expect(tree.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(tree.getByText('Paint', { exact: true })).toHaveCount(2);
  await tree.getByText('Shout', { exact: true }).click();
  const panel = page.getByRole('region', { name: 'Node Shout' });
  await expect(panel.getByRole('list', { name: 'Output of Shout' })).toContainText('"HELLO"');
  // The graph: executed nodes carry their status, the edges the run took are emphasised.
  const graph = page.getByTestId('execution-graph');
  await expect(graph.locator('[data-status="FINISHED"]')).toHaveCount(5);
  await expect(graph.locator('.react-flow__edge.executed')).toHaveCount(3);
  await shootBoth(
    page,
    'detail',
    () => expect(page.getByRole('tree', { name: 'Executed nodes' })).toBeVisible(),
    true,
  );

  // Not public yet: the public page says so.
  const outsider = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const anon = await outsider.newPage();
  await anon.goto(`/execution/${executionId}`);
  await expect(anon.getByText('This execution does not exist or is not public.')).toBeVisible();

  await page.getByRole('switch', { name: 'Public' }).click();
  const link = page.getByRole('textbox', { name: 'Public link' });
  await expect(link).toHaveValue(`${baseURL}/execution/${executionId}`);
  expect((await (await request.get(`/api/v1/executions/${executionId}`)).json()).isPublic).toBe(true);

  // Signed out: the shared run renders without a login, with no workspace id in what it got.
  const publicJson = await (await outsider.request.get(`/api/v1/public-executions/${executionId}`)).json();
  expect(publicJson.workspaceId).toBeUndefined();
  expect((await outsider.request.get('/api/v1/executions')).status()).toBe(401);
  await anon.goto(`/execution/${executionId}`);
  await expect(anon.getByRole('heading', { name: 'Colour run', level: 1 })).toBeVisible();
  const anonTree = anon.getByRole('tree', { name: 'Executed nodes' });
  await expect(anonTree.getByText('Answer', { exact: true })).toBeVisible();
  await expect(anon.getByRole('switch', { name: 'Public' })).toHaveCount(0);
  // Without the private flow the graph is rebuilt from the run: Start, Shout, Each colour, Paint, Answer.
  const anonGraph = anon.getByTestId('execution-graph');
  await expect(anonGraph.locator('[data-status="FINISHED"]')).toHaveCount(5);
  await expect(anonGraph.locator('.react-flow__edge.executed')).toHaveCount(4);
  await expect(anon).toHaveURL(new RegExp(`/execution/${executionId}$`));
  await shootBoth(
    anon,
    'public',
    () => expect(anon.getByRole('tree', { name: 'Executed nodes' })).toBeVisible(),
    true,
  );
  await outsider.close();

  // Delete from the list with the confirm dialog: a whole page, then the last one.
  await page.goto('/executions');
  await expect(page.getByText('1–12 of 13')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.getByRole('button', { name: 'Delete selected (12)' }).click();
  await page.locator('#confirm-delete-executions').click();
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await expect(row).toHaveCount(1);
  await page.getByRole('checkbox', { name: `Select execution ${executionId}` }).check();
  await page.getByRole('button', { name: /Delete selected/ }).click();
  await page.locator('#confirm-delete-executions').click();
  await expect(page.getByText('No executions yet.')).toBeVisible();
});

/** Start -> Ask (gpt-4o snapshot, priced) -> Check (a house model without a price), at the test server. */
async function pricedFlow(request: APIRequestContext, llm: OpenAITestServer): Promise<string> {
  const cred = await request.post('/api/v1/credentials', {
    data: {
      name: `cost e2e ${Date.now()}`,
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-e2e' },
    },
  });
  expect(cred.status()).toBe(201);
  const credentialId = (await cred.json()).id as string;
  const llmNode = (id: string, label: string, x: number, modelName: string) => {
    const inputs = {
      llmModel: 'chatOpenAI',
      llmModelConfig: {
        modelName,
        basepath: llm.baseURL,
        FLOWISE_CREDENTIAL_ID: credentialId,
        llmModel: 'chatOpenAI',
      },
    };
    return flowNode(id, 'llmAgentflow', inputs, {
      position: { x, y: 0 },
      data: { id, name: 'llmAgentflow', label, inputs },
    });
  };
  const flowData = JSON.stringify({
    nodes: [
      flowNode(
        'startAgentflow_0',
        'startAgentflow',
        { startInputType: 'chatInput' },
        {
          data: {
            id: 'startAgentflow_0',
            name: 'startAgentflow',
            label: 'Start',
            inputs: { startInputType: 'chatInput' },
          },
        },
      ),
      llmNode('llmAgentflow_0', 'Ask', 260, 'gpt-4o-2024-08-06'),
      llmNode('llmAgentflow_1', 'Check', 520, 'house-model-7b'),
    ],
    edges: [flowEdge('startAgentflow_0', 'llmAgentflow_0'), flowEdge('llmAgentflow_0', 'llmAgentflow_1')],
  });
  const created = await request.post('/api/v1/chatflows', {
    data: { name: 'Priced run', type: 'AGENTFLOW', flowData },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id as string;
}

test('executions: the detail and public pages show cost per node and in total', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const llm = await startOpenAITestServer({ chunkDelayMs: 0 });
  try {
    const flowId = await pricedFlow(request, llm);
    // gpt-4o ($2.50 in, $10 out per 1M): 1000 in + 200 out = $0.0025 + $0.002 = $0.0045.
    llm.enqueue(
      { text: 'Forty-two', usage: { prompt_tokens: 1000, completion_tokens: 200 } },
      { text: 'Checked', usage: { prompt_tokens: 30, completion_tokens: 5 } },
    );
    const ran = await request.post(`/api/v1/internal-prediction/${flowId}`, {
      data: { question: 'answer?' },
    });
    expect(ran.ok(), await ran.text()).toBe(true);
    const executionId: string = (await ran.json()).executionId;

    await page.goto(`/executions/${executionId}`);
    const tree = page.getByRole('tree', { name: 'Executed nodes' });
    const ask = tree.getByRole('treeitem').filter({ hasText: 'Ask' });
    const check = tree.getByRole('treeitem').filter({ hasText: 'Check' });
    await expect(ask.locator('[data-cost]')).toHaveText('$0.0045');
    await expect(check.locator('[data-cost]')).toHaveText('–');
    await expect(check.locator('[data-cost]')).toHaveAttribute('title', 'No price known for house-model-7b');
    await expect(tree.getByRole('treeitem').filter({ hasText: 'Start' }).locator('[data-cost]')).toHaveCount(
      0,
    );
    // The total is a lower bound, and the page says why.
    const total = page.locator('[data-cost]').first();
    await expect(total).toHaveText('≥ $0.0045');
    await expect(page.getByText('Partial cost: No price known for house-model-7b.')).toBeVisible();

    await ask.click();
    const panel = page.getByRole('region', { name: 'Node Ask' });
    await expect(panel.getByText('Model: gpt-4o-2024-08-06')).toBeVisible();
    await expect(panel.getByText('Tokens: 1000 in / 200 out / 1200 total')).toBeVisible();
    await expect(panel.locator('[data-cost]')).toHaveText('$0.0045');
    // After each reload: the priced node chosen, so the shot shows its model and cost.
    const ready = async () => {
      await expect(page.locator('[data-cost]').first()).toHaveText('≥ $0.0045');
      await ask.click();
      await expect(panel.getByText('Model: gpt-4o-2024-08-06')).toBeVisible();
    };
    // The shell scrolls an inner element: a tall window shows the whole page.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await screenshotBoth(page, 'executions-cost-detail', ready);
    await ready();

    // Shared and opened signed out: the same figures without a login.
    await page.getByRole('switch', { name: 'Public' }).click();
    await expect(page.getByRole('textbox', { name: 'Public link' })).toHaveValue(
      `${baseURL}/execution/${executionId}`,
    );
    const outsider = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
      viewport: { width: 1280, height: 1400 },
    });
    const anon = await outsider.newPage();
    await anon.goto(`/execution/${executionId}`);
    await expect(anon.getByRole('heading', { name: 'Priced run', level: 1 })).toBeVisible();
    await expect(anon.locator('[data-cost]').first()).toHaveText('≥ $0.0045');
    const anonTree = anon.getByRole('tree', { name: 'Executed nodes' });
    await expect(anonTree.getByRole('treeitem').filter({ hasText: 'Ask' }).locator('[data-cost]')).toHaveText(
      '$0.0045',
    );
    // The unpriced node says so in its panel too.
    const anonReady = async () => {
      await expect(anon.locator('[data-cost]').first()).toHaveText('≥ $0.0045');
      await anonTree.getByRole('treeitem').filter({ hasText: 'Check' }).click();
      await expect(
        anon
          .getByRole('list', { name: 'Cost of Check by model' })
          .getByText('house-model-7b: 30 in / 5 out, no price known'),
      ).toBeVisible();
    };
    await anonReady();
    await screenshotBoth(anon, 'executions-cost-public', anonReady);
    await outsider.close();
    await clearExecutions(request);
  } finally {
    await llm.close();
  }
});
