import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { screenshotBoth } from './screenshotBoth.ts';

const FIXTURES = resolve(import.meta.dirname, '../../../shared/fixtures/flowise-templates/chatflows');

const node = (page: Page, id: string) => page.getByTestId(`node-${id}`);
const canvas = (page: Page) => page.getByTestId('flow-canvas');
const handle = (page: Page, id: string) => page.locator(`.react-flow__handle[data-handleid="${id}"]`);
const edgeCount = (page: Page) => page.locator('.react-flow__edge').count();

/** Finds a palette item by search and drags it onto the canvas at (x, y) from its top-left corner. */
async function dropFromPalette(page: Page, name: string, search: string, x: number, y: number) {
  await page.getByRole('searchbox', { name: 'Search nodes' }).fill(search);
  await page.getByTestId(`palette-${name}`).dragTo(canvas(page), { targetPosition: { x, y } });
  await page.getByRole('searchbox', { name: 'Search nodes' }).fill('');
}

/** Presses on a handle, moves towards another one; `during` runs while the connection is drawn. */
async function connect(page: Page, from: Locator, to: Locator, during?: () => Promise<void>) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
  await during?.();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1600, height: 900 } });

/** The chatflow the first test builds and the second reopens. */
let builtId = '';

test.beforeAll(async ({ request }) => {
  // The e2e server is shared by every spec: start this list from empty.
  const flows = await (await request.get('/api/v1/chatflows?type=CHATFLOW')).json();
  for (const f of flows) await request.delete(`/api/v1/chatflows/${f.id}`);
});

test('chatflow: empty list, new flow, drag typed nodes, connect by type, save, reopen', async ({ page }) => {
  await page.goto('/chatflows');
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'false'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Chatflows', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('flows-empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chatflow', exact: true }).first()).toBeVisible();
  await screenshotBoth(page, 'chatflows-empty', () => expect(page.getByTestId('flows-empty')).toBeVisible());

  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(page).toHaveURL(/\/canvas$/);
  await expect(page.getByTestId('flow-name')).toHaveText('Untitled Chatflow');
  // A chatflow starts empty: no start node; the palette follows the kind's categories.
  await expect(page.locator('.react-flow__node')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Chat Models' })).toBeVisible();

  await dropFromPalette(page, 'chatOpenAI', 'ChatOpenAI', 120, 60);
  await dropFromPalette(page, 'bufferMemory', 'Buffer Memory', 120, 470);
  await dropFromPalette(page, 'conversationChain', 'Conversation Chain', 620, 200);
  for (const id of ['chatOpenAI_0', 'bufferMemory_0', 'conversationChain_0'])
    await expect(node(page, id)).toBeVisible();

  // Typed anchors: each input shows its type; the list input is marked.
  const chain = node(page, 'conversationChain_0');
  await expect(chain.getByText('BaseChatModel', { exact: true })).toBeVisible();
  await expect(chain.getByText('Moderation · list')).toBeVisible();

  // While a model output is dragged, the chain's model input lights up and its memory input dims.
  const modelIn = handle(page, 'conversationChain_0-input-model-BaseChatModel');
  const memoryIn = handle(page, 'conversationChain_0-input-memory-BaseMemory');
  await connect(page, node(page, 'chatOpenAI_0').locator('.react-flow__handle.source'), modelIn, async () => {
    await expect(modelIn).toHaveAttribute('data-accepts', 'true');
    await expect(memoryIn).toHaveAttribute('data-accepts', 'false');
    await page.screenshot({ path: 'test-results/screenshots/chatflow-canvas-connecting-light.png' });
  });
  await expect.poll(() => edgeCount(page)).toBe(1);
  await expect(modelIn).not.toHaveAttribute('data-accepts');

  // A memory into the model input is refused by type, with the reason.
  await connect(page, node(page, 'bufferMemory_0').locator('.react-flow__handle.source'), modelIn);
  await expect(page.getByText(/expects BaseChatModel/)).toBeVisible();
  await connect(page, node(page, 'bufferMemory_0').locator('.react-flow__handle.source'), memoryIn);
  await expect.poll(() => edgeCount(page)).toBe(2);

  // A sticky note, edited in place.
  await dropFromPalette(page, 'stickyNote', 'sticky', 1000, 60);
  await node(page, 'stickyNote_0').getByLabel('Sticky note').fill('Model and memory feed the chain');

  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/canvas\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  const id = page.url().split('/').pop() as string;
  builtId = id;

  // Saved as the peer saves it: customNode nodes, buttonedge edges between the typed handles.
  const saved = await (await page.request.get(`/api/v1/chatflows/${id}`)).json();
  expect(saved.type).toBe('CHATFLOW');
  const flow = JSON.parse(saved.flowData);
  expect(flow.nodes.map((n: { type: string }) => n.type).sort()).toEqual([
    'customNode',
    'customNode',
    'customNode',
    'stickyNote',
  ]);
  expect(flow.edges.map((e: { sourceHandle: string; targetHandle: string; type: string }) => e)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        sourceHandle: 'chatOpenAI_0-output-chatOpenAI-ChatOpenAI|BaseChatModel|BaseLanguageModel|Runnable',
        targetHandle: 'conversationChain_0-input-model-BaseChatModel',
        type: 'buttonedge',
      }),
      expect.objectContaining({
        sourceHandle: 'bufferMemory_0-output-bufferMemory-BufferMemory|BaseChatMemory|BaseMemory',
        targetHandle: 'conversationChain_0-input-memory-BaseMemory',
      }),
    ]),
  );
});

test('chatflow: reopened with its nodes, edges and note; listed with the flows actions', async ({ page }) => {
  expect(builtId).not.toBe('');
  await page.goto(`/canvas/${builtId}`);
  // Reopened: the same nodes and edges, the note's text kept.
  const ready = async () => {
    await expect(node(page, 'conversationChain_0')).toBeVisible();
    await expect.poll(() => edgeCount(page)).toBe(2);
    await expect(node(page, 'stickyNote_0').getByLabel('Sticky note')).toHaveValue(
      'Model and memory feed the chain',
    );
  };
  await ready();
  await screenshotBoth(page, 'chatflow-canvas', ready, false);

  // The list shows it, with the same actions as agentflows.
  await page.goto('/chatflows');
  await expect(page.getByText('Untitled Chatflow')).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Untitled Chatflow', exact: true }).click();
  for (const item of ['Rename', 'Configuration', 'API key', 'Duplicate', 'Export', 'Delete']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await screenshotBoth(page, 'chatflows-list', () =>
    expect(page.getByText('Untitled Chatflow')).toBeVisible(),
  );
});

const fixtureFiles = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .sort();

for (const file of fixtureFiles) {
  test(`peer chatflow "${file}" opens with every node drawn and every edge connected`, async ({ page }) => {
    const template = JSON.parse(await readFile(resolve(FIXTURES, file), 'utf8'));
    if (file === 'LLM Chain.json') {
      // Imported as a user does, from the list.
      await page.goto('/chatflows');
      await page.getByTestId('flows-import-input').setInputFiles(resolve(FIXTURES, file));
      await page.getByText('LLM Chain', { exact: true }).first().click();
      await expect(page).toHaveURL(/\/canvas\/[0-9a-f-]{36}$/);
    } else {
      const res = await page.request.post('/api/v1/chatflows', {
        data: {
          name: file,
          type: 'CHATFLOW',
          flowData: JSON.stringify({ nodes: template.nodes, edges: template.edges }),
        },
      });
      expect(res.status()).toBe(201);
      await page.goto(`/canvas/${(await res.json()).id}`);
    }
    for (const n of template.nodes) await expect(node(page, n.id)).toBeVisible();
    await expect(page.getByText(/Unknown type/)).toHaveCount(0);
    await expect.poll(() => edgeCount(page)).toBe(template.edges.length);
    const shot = file
      .replace(/\.json$/, '')
      .replace(/\W+/g, '-')
      .toLowerCase();
    await page.screenshot({ path: `test-results/screenshots/chatflow-canvas-template-${shot}-light.png` });
  });
}
