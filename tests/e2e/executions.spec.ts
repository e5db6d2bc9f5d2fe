import { expect, type Page, test } from '@playwright/test';
import { brokenFlowData, clearExecutions, colourFlowData } from './executionSeeds.ts';
import { screenshotBoth } from './screenshotBoth.ts';

/** Light and dark shots named executions-<what>; `tall` widens the window, since the shell scrolls an inner element. */
async function shootBoth(page: Page, what: string, ready: () => Promise<void>, tall = false) {
  if (tall) await page.setViewportSize({ width: 1280, height: 1700 });
  await screenshotBoth(page, `executions-${what}`, ready);
  if (tall) await page.setViewportSize({ width: 1280, height: 720 });
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
    data: { name: 'Colour run', type: 'AGENTFLOW', flowData: colourFlowData() },
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
  // The product's own header names whose page a shared link opens.
  await expect(anon.getByRole('banner').getByRole('link', { name: 'Brains Studio home' })).toBeVisible();
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
