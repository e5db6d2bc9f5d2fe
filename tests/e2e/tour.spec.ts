import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/**
 * The README's tour (issue 19): the main pages at 1440 x 900 and 1024 x 768, light and dark, each
 * fitting its window without sideways scrolling. The shots land in test-results/screenshots/tour-*.
 */
const shots = 'test-results/screenshots';
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

let flowId = '';
let chatflowId = '';

test.beforeAll(async ({ request }) => {
  const dir = resolve(import.meta.dirname, '../../../shared/fixtures/flowise-templates/agentflowsv2');
  const { nodes, edges } = JSON.parse(await readFile(resolve(dir, 'SQL Agent.json'), 'utf8'));
  const res = await request.post('/api/v1/chatflows', {
    data: { name: 'SQL Agent (tour)', type: 'AGENTFLOW', flowData: JSON.stringify({ nodes, edges }) },
  });
  expect(res.ok()).toBe(true);
  flowId = (await res.json()).id;
  const chat = resolve(import.meta.dirname, '../../../shared/fixtures/flowise-templates/chatflows');
  const chatflow = JSON.parse(
    await readFile(resolve(chat, 'Conversational Retrieval QA Chain.json'), 'utf8'),
  );
  const made = await request.post('/api/v1/chatflows', {
    data: {
      name: 'Retrieval QA (tour)',
      type: 'CHATFLOW',
      flowData: JSON.stringify({ nodes: chatflow.nodes, edges: chatflow.edges }),
    },
  });
  expect(made.ok()).toBe(true);
  chatflowId = (await made.json()).id;
});

test.afterAll(async ({ request }) => {
  for (const id of [flowId, chatflowId]) if (id) await request.delete(`/api/v1/chatflows/${id}`);
});

/** A page is ready when its title is drawn (the list or form under it loads with it). */
const titled = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

const PAGES: { name: string; path: () => string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'agentflows',
    path: () => '/agentflows',
    ready: (page) => expect(page.getByText('SQL Agent (tour)').first()).toBeVisible(),
  },
  {
    name: 'canvas',
    path: () => `/v2/agentcanvas/${flowId}`,
    ready: (page) => expect(page.locator('.react-flow__node[data-id="llmAgentflow_0"]')).toBeVisible(),
  },
  {
    name: 'chatflows',
    path: () => '/chatflows',
    ready: (page) => expect(page.getByText('Retrieval QA (tour)').first()).toBeVisible(),
  },
  {
    name: 'chatflow-canvas',
    path: () => `/canvas/${chatflowId}`,
    ready: (page) => expect(page.locator('.react-flow__node').first()).toBeVisible(),
  },
  { name: 'marketplace', path: () => '/marketplaces', ready: titled },
  ...[
    'document-stores',
    'executions',
    'dashboard',
    'assistants',
    'tools',
    'mcp-servers',
    'credentials',
    'variables',
    'apikey',
    'datasets',
    'evaluators',
    'evaluations',
  ].map((name) => ({ name, path: () => `/${name}`, ready: titled })),
];

for (const size of SIZES) {
  test(`the main pages at ${size.width} x ${size.height}, light and dark, fit the window`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    for (const dark of [false, true]) {
      await page.goto('/agentflows');
      await page.evaluate((d) => localStorage.setItem('isDarkMode', String(d)), dark);
      for (const p of PAGES) {
        await page.goto(p.path());
        await p.ready(page);
        await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
        // Nothing wider than the window: no sideways scrolling at 1024 px either.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${p.name} at ${size.width}px is ${overflow}px too wide`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `${shots}/tour-${p.name}-${size.width}-${dark ? 'dark' : 'light'}.png`,
        });
      }
    }
    await page.evaluate(() => localStorage.setItem('isDarkMode', 'false'));
  });
}
