import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * Issue 19, canvas room: on a 1024 x 768 screen the node panel and the chat take most of the
 * canvas; the node being edited stays in view, the overlays make way, and handles are big targets.
 */
const shots = 'test-results/screenshots';
test.use({ viewport: { width: 1024, height: 768 } });

const canvas = (page: Page) => page.getByTestId('flow-canvas');

/** True when the whole of `inner` lies within `outer` on the screen. */
async function inside(inner: Locator, outer: Locator): Promise<boolean> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  if (!a || !b) return false;
  return (
    a.x >= b.x - 1 &&
    a.y >= b.y - 1 &&
    a.x + a.width <= b.x + b.width + 1 &&
    a.y + a.height <= b.y + b.height + 1
  );
}

test('the edited node stays in view when the panel and the chat open; overlays make way', async ({
  page,
}) => {
  const dir = resolve(import.meta.dirname, '../../../shared/fixtures/flowise-templates/agentflowsv2');
  const template = JSON.parse(await readFile(resolve(dir, 'SQL Agent.json'), 'utf8'));
  const res = await page.request.post('/api/v1/chatflows', {
    data: {
      name: 'Room to work',
      type: 'AGENTFLOW',
      flowData: JSON.stringify({ nodes: template.nodes, edges: template.edges }),
    },
  });
  expect(res.ok()).toBe(true);
  const { id } = await res.json();
  await page.goto(`/v2/agentcanvas/${id}`);

  // The rightmost node, opened for editing.
  const edited = page.getByTestId('node-loopAgentflow_1');
  await expect(edited).toBeVisible();
  await expect(page.locator('.react-flow__minimap')).toBeVisible();
  await edited.dblclick();
  await expect(page.getByTestId('node-panel')).toBeVisible();
  await expect.poll(() => inside(edited, canvas(page))).toBe(true);

  // The chat as well: at 1024 px there is no room for both, so the palette folds to a rail and
  // the node panel gives way to the chat just opened; the node is still in view.
  await page.getByTestId('canvas-chat').click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(page.getByTestId('node-panel')).toHaveCount(0);
  await expect(page.getByTestId('palette-show')).toBeVisible();
  expect((await canvas(page).boundingBox())?.width).toBeGreaterThanOrEqual(420);
  await expect.poll(() => inside(edited, canvas(page))).toBe(true);
  await expect(page.locator('.react-flow__minimap')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/canvas-room-1024-chat.png` });

  // The validation list folds to its header on the narrow canvas, and unfolds on request.
  await page.getByRole('button', { name: 'Validate' }).click();
  const panel = page.getByTestId('validation-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByText('This flow passes every check.')).toBeHidden();
  await panel.getByRole('button', { name: 'Show the problems' }).click();
  await expect(panel.getByText('This flow passes every check.')).toBeVisible();
  await page.screenshot({ path: `${shots}/canvas-room-1024.png` });
  await panel.getByRole('button', { name: 'Hide the problems' }).click();
  await expect(panel.getByText('This flow passes every check.')).toBeHidden();

  // With the chat closed the canvas has room again: the minimap returns; the palette unfolds by hand.
  await page.getByTestId('canvas-chat').click();
  await expect(page.locator('.react-flow__minimap')).toBeVisible();
  await page.getByTestId('palette-show').click();
  await expect(page.getByRole('searchbox', { name: 'Search nodes' })).toBeVisible();
});

test('a connection handle is a target of about 26 px around its small dot', async ({ page }) => {
  await page.goto('/v2/agentcanvas');
  const start = page.getByTestId('node-startAgentflow_0');
  await expect(start).toBeVisible();
  const handle = start.locator('.react-flow__handle.source').first();
  const box = await handle.boundingBox();
  if (!box) throw new Error('no handle');
  expect(box.width).toBeLessThan(16);
  // 10 px right of the dot's centre is outside the dot but still the handle.
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.classList.contains('react-flow__handle') ?? false,
    { x: box.x + box.width / 2 + 10, y: box.y + box.height / 2 },
  );
  expect(hit).toBe(true);
});
