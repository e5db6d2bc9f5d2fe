import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { flowEdge, flowNode } from '../../host/server/engine/testFlow.ts';
import { screenshotBoth, screenshotTwin } from './screenshotBoth.ts';

const shots = 'test-results/screenshots';
const storeName = `Handbook ${Date.now()}`;
let storeId = '';

test.describe.configure({ mode: 'serial' });

async function deleteStores(request: APIRequestContext) {
  const list = await (await request.get('/api/v1/document-store/store')).json();
  for (const s of Array.isArray(list) ? list : list.data)
    await request.delete(`/api/v1/document-store/store/${s.id}`);
}

test.beforeAll(async ({ request }) => {
  await deleteStores(request);
});

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('document stores list: empty, create, cards and table, rename, search', async ({ page }) => {
  await page.goto('/document-stores');
  await expect(heading(page, 'Document Store')).toBeVisible();
  const empty = () => expect(page.getByText('No document stores yet.')).toBeVisible();
  await empty();
  await screenshotBoth(page, 'document-stores-empty', empty);

  // The drawer's Manage group leads here.
  await expect(page.getByRole('link', { name: 'Document Store' })).toBeVisible();

  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(storeName);
  await dialog.getByLabel('Description').fill('Company handbook and policies');
  await page.screenshot({ path: `${shots}/document-stores-create-light.png` });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();

  // Creating opens the new store.
  await expect(heading(page, storeName)).toBeVisible();
  storeId = page.url().split('/').pop() ?? '';
  expect(storeId).not.toBe('');
  await expect(page.getByText('No loaders yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Back to document stores' }).click();
  const card = page.getByTestId('store-card').filter({ hasText: storeName });
  await expect(card).toContainText('Company handbook and policies');
  await expect(card.getByTestId('store-status')).toHaveText('Empty');
  await screenshotBoth(page, 'document-stores-cards', () => expect(card).toBeVisible());

  // Rename from the card's menu.
  await card.getByRole('button', { name: `Actions for ${storeName}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`${storeName} v2`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('store-card').filter({ hasText: `${storeName} v2` })).toBeVisible();

  // Table view, kept across a reload.
  await page.getByRole('radio', { name: 'Table view' }).click();
  const row = page.getByRole('row').filter({ hasText: `${storeName} v2` });
  await expect(row).toContainText('Empty');
  await page.reload();
  await expect(row).toBeVisible();
  await screenshotBoth(page, 'document-stores-table', () => expect(row).toBeVisible());

  await page.getByRole('searchbox', { name: 'Search document stores' }).fill('no such store');
  await expect(page.getByText("No document store matches 'no such store'.")).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search document stores' }).fill('');
  await page.getByRole('radio', { name: 'Card view' }).click();
});

test('a store used by a flow cannot be deleted; the refusal names the flow', async ({ page, request }) => {
  const flowName = `Uses the handbook ${Date.now()}`;
  const inputs = { retrieverKnowledgeDocumentStores: [{ documentStore: `${storeId}:${storeName}` }] };
  const res = await request.post('/api/v1/chatflows', {
    data: {
      name: flowName,
      type: 'AGENTFLOW',
      flowData: JSON.stringify({
        nodes: [
          flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' }),
          flowNode('retrieverAgentflow_0', 'retrieverAgentflow', inputs),
        ],
        edges: [flowEdge('startAgentflow_0', 'retrieverAgentflow_0')],
      }),
    },
  });
  expect(res.status()).toBe(201);
  const flowId = (await res.json()).id as string;

  await page.goto('/document-stores');
  const card = page.getByTestId('store-card').filter({ hasText: storeName });
  await card.getByRole('button', { name: `Actions for ${storeName} v2` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.locator('#confirm-delete-store').click();
  const refused = page.getByTestId('store-delete-refused');
  await expect(refused).toContainText(flowName);
  await expect(card).toBeVisible();
  await screenshotTwin(page, 'document-stores-delete-refused');

  await request.delete(`/api/v1/chatflows/${flowId}`);
});
