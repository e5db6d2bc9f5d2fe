import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axeCheck.ts';

/**
 * Every main page passes axe-core (WCAG 2 A and AA rules) with no serious or critical violation;
 * the results per page are printed. And the menu is walked with Tab alone.
 */
const PAGES = [
  ['/dashboard', 'Dashboard'],
  ['/agentflows', 'Agentflows'],
  ['/chatflows', 'Chatflows'],
  ['/marketplaces', 'Templates'],
  ['/executions', 'Executions'],
  ['/credentials', 'Credentials'],
  ['/tools', 'Tools'],
  ['/mcp-servers', 'MCP Servers'],
  ['/variables', 'Variables'],
  ['/apikey', 'API Keys'],
  ['/assistants', 'Assistants'],
  ['/document-stores', 'Document Store'],
  ['/chat-with-documents', 'Chat with Documents'],
  ['/datasets', 'Datasets'],
  ['/evaluators', 'Evaluators'],
  ['/evaluations', 'Evaluations'],
  ['/docs', 'Documentation'],
  ['/account', 'Account'],
] as const;

for (const [path, heading] of PAGES) {
  test(`axe-core finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading, {
      ignoreCase: true,
    });
    await expectNoSeriousAxeViolation(page, path);
  });
}

// The canvases: a new flow of each kind, with its palette, header and first node drawn.
const CANVASES = [
  ['/v2/agentcanvas', 'startAgentflow_0'],
  ['/canvas', null],
  ['/agentcanvas', null],
] as const;

for (const [path, firstNode] of CANVASES) {
  test(`axe-core finds no serious or critical violation on the canvas ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('complementary', { name: 'Add nodes' })).toBeVisible();
    if (firstNode) await expect(page.locator(`.react-flow__node[data-id="${firstNode}"]`)).toBeVisible();
    await expectNoSeriousAxeViolation(page, path);
  });
}

// Saved flows drawn in full: typed chatflow nodes with their forms' anchors, agent flow nodes.
const SAVED = [
  ['chatflows/Input Moderation.json', 'CHATFLOW', '/canvas'],
  ['agentflowsv2/SQL Agent.json', 'AGENTFLOW', '/v2/agentcanvas'],
] as const;

for (const [fixture, type, canvasPath] of SAVED) {
  test(`axe-core finds no serious or critical violation on the peer's ${fixture} drawn`, async ({ page }) => {
    const file = resolve(import.meta.dirname, '../../../shared/fixtures/flowise-templates', fixture);
    const { nodes, edges } = JSON.parse(await readFile(file, 'utf8'));
    const res = await page.request.post('/api/v1/chatflows', {
      data: { name: `axe ${fixture}`, type, flowData: JSON.stringify({ nodes, edges }) },
    });
    expect(res.ok()).toBe(true);
    await page.goto(`${canvasPath}/${(await res.json()).id}`);
    await expect(page.locator('.react-flow__node')).toHaveCount(nodes.length);
    await expectNoSeriousAxeViolation(page, `${canvasPath} (${fixture})`);
  });
}

test('Tab alone walks the menu in order, past the group, to every entry', async ({ page }) => {
  await page.goto('/credentials');
  await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();
  const seen: string[] = [];
  for (let i = 0; i < 40 && !seen.includes('API Keys'); i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.closest('nav, [role="navigation"]')
        ? (el.textContent || el.getAttribute('aria-label') || '').trim()
        : '';
    });
    if (name) seen.push(name);
  }
  const order = ['Executions', 'Credentials', 'Tools', 'Variables', 'API Keys'];
  const at = order.map((n) => seen.indexOf(n));
  expect(
    at.every((i) => i >= 0),
    `focused in the menu: ${seen.join(' > ')}`,
  ).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
});
