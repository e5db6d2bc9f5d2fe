import { expect, test } from '@playwright/test';
import { type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { llmFlowData } from './llmFlowData.ts';
import { screenshotBoth } from './screenshotBoth.ts';

/** The dashboard after a few answers of an agent flow: figures, charts and the recent runs. */
let llm: OpenAITestServer;
let flowId = '';

test.beforeAll(async ({ request }) => {
  llm = await startOpenAITestServer({
    chunkDelayMs: 0,
    responder: () => ({ text: 'Hello from the dashboard flow.' }),
  });
  const flow = await request.post('/api/v1/chatflows', {
    data: {
      name: 'Dashboard flow',
      type: 'AGENTFLOW',
      flowData: llmFlowData(llm.baseURL),
    },
  });
  expect(flow.status(), await flow.text()).toBe(201);
  flowId = (await flow.json()).id;
  for (const question of ['one', 'two', 'three']) {
    const run = await request.post(`/api/v1/prediction/${flowId}`, { data: { question } });
    expect(run.status(), await run.text()).toBe(200);
  }
});
test.afterAll(async ({ request }) => {
  await llm?.close();
  await request.delete(`/api/v1/chatflows/${flowId}`);
});

test('the dashboard shows the workspace at a glance', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // at least this spec's three runs (other specs may have run flows in this workspace)
  await expect(page.getByRole('group', { name: 'Executions' })).toContainText(/\d/);
  const executions = Number(
    (await page.getByRole('group', { name: 'Executions' }).locator('p').textContent())?.replace(/\D/g, ''),
  );
  expect(executions).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('heading', { name: 'Activity per day' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent executions' })).toContainText('Dashboard flow');
  await page.getByRole('tab', { name: 'Last 30 days' }).click();
  await expect(page.getByRole('heading', { name: 'Busiest flows' })).toBeVisible();
  await screenshotBoth(page, 'dashboard', () =>
    expect(page.getByRole('heading', { name: 'Activity per day' })).toBeVisible(),
  );
});
