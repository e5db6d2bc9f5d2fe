import { expect, type Page, test } from '@playwright/test';
import type { NodeDefinition } from '../../node-registry/types.ts';
import { sampleFlows } from '../../plugins/multiagent/common/sampleFlows.ts';
import { startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { peerTemplates } from '../peer/peerMarketplace.ts';
import { screenshotBoth } from './screenshotBoth.ts';

const node = (page: Page, id: string) => page.getByTestId(`node-${id}`);
const handle = (page: Page, id: string) => page.locator(`.react-flow__handle[data-handleid="${id}"]`);

test.use({ viewport: { width: 1600, height: 900 } });

test('multi-agent flow: listed with a v1 badge beside v2 flows, opens on /agentcanvas with every node and edge', async ({
  page,
  request,
}) => {
  // Definitions from the server's registry (the spec cannot import the plugins' JSON node files).
  const defs = new Map(
    ((await (await request.get('/api/v1/nodes')).json()) as NodeDefinition[]).map((d) => [d.name, d]),
  );
  const flow = sampleFlows((n) => defs.get(n)).essayLoop!;
  const stamp = Date.now();
  const v1 = await request.post('/api/v1/chatflows', {
    data: { name: `Essay team ${stamp}`, type: 'MULTIAGENT', flowData: JSON.stringify(flow) },
  });
  expect(v1.status()).toBe(201);
  const v1Id = (await v1.json()).id as string;
  const v2 = await request.post('/api/v1/chatflows', {
    data: {
      name: `Essay v2 ${stamp}`,
      type: 'AGENTFLOW',
      flowData: JSON.stringify({ nodes: [], edges: [] }),
    },
  });
  expect(v2.status()).toBe(201);

  await page.goto('/agentflows');
  await expect(page.getByRole('heading', { name: 'Agentflows', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search Agentflows' }).fill(String(stamp));
  const v1Card = page.getByTestId('flow-card').filter({ hasText: `Essay team ${stamp}` });
  const v2Card = page.getByTestId('flow-card').filter({ hasText: `Essay v2 ${stamp}` });
  await expect(v1Card.getByTestId('flow-kind-badge')).toHaveText('v1');
  await expect(v2Card.getByTestId('flow-kind-badge')).toHaveText('v2');
  await expect(page.getByRole('button', { name: 'Add New v1' })).toBeVisible();
  await screenshotBoth(page, 'agentflows-v1-v2', async () => {
    await page.getByRole('searchbox', { name: 'Search Agentflows' }).fill(String(stamp));
    await expect(v1Card.getByTestId('flow-kind-badge')).toHaveText('v1');
  });

  await page.getByRole('searchbox', { name: 'Search Agentflows' }).fill(String(stamp));
  await v1Card.getByRole('link', { name: `Essay team ${stamp}` }).click();
  await expect(page).toHaveURL(new RegExp(`/agentcanvas/${v1Id}$`));
  await expect(page.getByTestId('flow-name')).toHaveText(`Essay team ${stamp}`, { timeout: 30_000 });
  for (const n of flow.nodes) await expect(node(page, n.id)).toBeVisible();
  await expect(page.locator('.react-flow__edge')).toHaveCount(flow.edges.length);
  // the condition draws each of its routes as its own output, each with its edge
  await expect(handle(page, 'seqCondition_0-output-revise-Condition')).toBeVisible();
  await expect(handle(page, 'seqCondition_0-output-end-Condition')).toBeVisible();
  // the palette offers the multi-agent nodes and the chatflow components
  await expect(page.getByRole('region', { name: 'Sequential Agents' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Multi Agents' })).toBeVisible();
  await screenshotBoth(page, 'multiagent-canvas', async () => {
    await expect(node(page, 'seqCondition_0')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.react-flow__edge')).toHaveCount(flow.edges.length);
  });

  // Convert to Agentflow v2: a new v2 flow with every node of this one, opened from the dialog
  await page.getByRole('button', { name: 'Flow settings' }).click();
  await page.getByRole('menuitem', { name: 'Convert to Agentflow v2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to Agentflow v2' });
  await expect(dialog.getByText('Every node was converted.')).toBeVisible();
  await expect(dialog.getByText(`Essay team ${stamp} (v2)`)).toBeVisible();
  // the canvas layout has no dark-mode switch to flip under an open dialog: light only
  await page.screenshot({ path: 'test-results/screenshots/multiagent-convert-dialog-light.png' });
  await dialog.getByRole('button', { name: 'Open the v2 flow' }).click();
  await expect(page).toHaveURL(/\/v2\/agentcanvas\/[\w-]+$/);
  await expect(page.getByTestId('flow-name')).toHaveText(`Essay team ${stamp} (v2)`, { timeout: 30_000 });
  await expect(page.locator('.react-flow__node')).toHaveCount(5);
  await expect(page.locator('.react-flow__edge')).toHaveCount(4);
});

test("a supervisor team's run is an execution: each agent's turn in the tree, the agents marked on the graph", async ({
  page,
  request,
}) => {
  const llm = await startOpenAITestServer({ chunkDelayMs: 0 });
  try {
    const cred = await request.post('/api/v1/credentials', {
      data: {
        name: `team e2e ${Date.now()}`,
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: 'sk-e2e' },
      },
    });
    expect(cred.status()).toBe(201);
    const defs = new Map(
      ((await (await request.get('/api/v1/nodes')).json()) as NodeDefinition[]).map((d) => [d.name, d]),
    );
    const flow = sampleFlows((n) => defs.get(n), { basepath: llm.baseURL }, (await cred.json()).id)
      .supervisorTeam!;
    const name = `Recorded team ${Date.now()}`;
    const created = await request.post('/api/v1/chatflows', {
      data: { name, type: 'MULTIAGENT', flowData: JSON.stringify(flow) },
    });
    const flowId = (await created.json()).id as string;
    const route = (next: string, instructions = '') => ({
      toolCalls: [{ name: 'route', arguments: { reasoning: `pick ${next}`, next, instructions } }],
    });
    llm.enqueue(
      route('Mathematician', 'Compute 6 * 7'),
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      { text: 'It is 42.' },
      route('FINISH'),
    );
    const ran = await request.post(`/api/v1/internal-prediction/${flowId}`, {
      data: { question: 'What is 6 times 7?' },
    });
    expect(ran.ok(), await ran.text()).toBe(true);
    const { executionId } = await ran.json();

    await page.goto('/executions');
    await page.getByLabel('Agentflow').selectOption({ label: name });
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await expect(row).toContainText('Finished');
    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/executions/${executionId}$`));
    const tree = page.getByRole('tree', { name: 'Executed nodes' });
    await expect(tree.getByText('Lead', { exact: true })).toHaveCount(2);
    await tree.getByText('Mathematician', { exact: true }).click();
    const panel = page.getByRole('region', { name: 'Node Mathematician' });
    await expect(panel).toContainText('It is 42.');
    await expect(page.getByTestId('execution-graph').locator('[data-status="FINISHED"]')).toHaveCount(2);
    await screenshotBoth(page, 'multiagent-execution', () => expect(tree).toBeVisible());
  } finally {
    await llm.close();
  }
});

test('a sequential flow asks for approval in the canvas chat; Yes runs the tool and the team answers', async ({
  page,
  request,
}) => {
  const llm = await startOpenAITestServer({ chunkDelayMs: 0 });
  try {
    const cred = await request.post('/api/v1/credentials', {
      data: {
        name: `approval e2e ${Date.now()}`,
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: 'sk-e2e' },
      },
    });
    const defs = new Map(
      ((await (await request.get('/api/v1/nodes')).json()) as NodeDefinition[]).map((d) => [d.name, d]),
    );
    const flow = sampleFlows((n) => defs.get(n), { basepath: llm.baseURL }, (await cred.json()).id).toolNode!;
    const tool = flow.nodes.find((n) => n.id === 'seqToolNode_0')!;
    tool.data.inputs = { ...tool.data.inputs, interrupt: true, approvalPrompt: 'May I run {tools}?' };
    const created = await request.post('/api/v1/chatflows', {
      data: { name: `Approval team ${Date.now()}`, type: 'MULTIAGENT', flowData: JSON.stringify(flow) },
    });
    const flowId = (await created.json()).id as string;

    await page.goto(`/agentcanvas/${flowId}`);
    await expect(node(page, 'seqToolNode_0')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('canvas-chat').click();
    const chat = page.getByRole('complementary', { name: 'Chat with this flow' });
    llm.enqueue({ toolCalls: [{ name: 'calculator', arguments: { input: '2 + 3' } }] });
    await chat.getByRole('textbox', { name: 'Message', exact: true }).fill('Add 2 and 3');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByText('May I run calculator({"input":"2 + 3"})?')).toBeVisible({ timeout: 30_000 });
    await expect(chat.getByTestId('chat-approve')).toHaveText('Yes');
    await page.screenshot({ path: 'test-results/screenshots/multiagent-approval-light.png' });

    llm.enqueue({ text: 'The sum is 5.' });
    await chat.getByTestId('chat-approve').click();
    await expect(chat.getByText('The sum is 5.')).toBeVisible({ timeout: 30_000 });
    await expect(chat.getByTestId('chat-approve')).toHaveCount(0);
    // the model saw the tool's result after the approval
    expect(JSON.stringify(llm.requests.at(-1)?.body.messages)).toContain('"5"');
  } finally {
    await llm.close();
  }
});

test("every multi-agent and sequential template of the peer's marketplace opens with all its nodes and edges drawn", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const templates = await peerTemplates('agentflows');
  expect(templates).toHaveLength(14);
  for (const t of templates) {
    const created = await request.post('/api/v1/chatflows', {
      data: { name: `${t.name} ${Date.now()}`, type: 'MULTIAGENT', flowData: JSON.stringify(t.template) },
    });
    expect(created.status(), t.name).toBe(201);
    await page.goto(`/agentcanvas/${(await created.json()).id}`);
    const nodes = t.template.nodes as { id: string }[];
    await expect(page.locator('.react-flow__node'), t.name).toHaveCount(nodes.length, { timeout: 30_000 });
    await expect(page.locator('.react-flow__edge'), t.name).toHaveCount(t.template.edges.length);
    for (const n of nodes) await expect(node(page, n.id), `${t.name}: ${n.id}`).toHaveCount(1);
    if (t.name === 'Agentic RAG')
      await page.screenshot({ path: 'test-results/screenshots/multiagent-peer-agentic-rag-light.png' });
  }
});
