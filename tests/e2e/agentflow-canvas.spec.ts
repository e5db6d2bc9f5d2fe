import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';

const shots = 'test-results/screenshots';
const VARIABLE_ALERT =
  'Please specify a Variable. Try connecting Condition node to a previous node and select the variable';
const CYCLE_REASON = 'This connection would create a cycle. Use a Loop node to go back to an earlier step.';

const node = (page: Page, id: string) => page.getByTestId(`node-${id}`);
const canvas = (page: Page) => page.getByTestId('flow-canvas');

/** Drags a palette item onto the canvas at a point relative to the canvas's top-left corner. */
async function dropFromPalette(page: Page, name: string, x: number, y: number) {
  await page.getByTestId(`palette-${name}`).dragTo(canvas(page), { targetPosition: { x, y } });
}

/** Drags from a source handle to a node's input handle, like a user with a mouse. */
async function connect(page: Page, from: Locator, toNodeId: string) {
  const a = await from.boundingBox();
  const b = await node(page, toNodeId).locator(`.react-flow__handle.target`).boundingBox();
  if (!a || !b) throw new Error('handle not visible');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
}

const sourceHandle = (page: Page, nodeId: string, handleId?: string) =>
  node(page, nodeId).locator(
    handleId ? `.react-flow__handle.source[data-handleid="${handleId}"]` : '.react-flow__handle.source',
  );

async function edgeCount(page: Page) {
  return page.locator('.react-flow__edge').count();
}

async function setDark(page: Page, dark: boolean) {
  await page.evaluate((d) => localStorage.setItem('isDarkMode', String(d)), dark);
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1600, height: 900 } });

test('agentflow canvas: build by drag and drop, refused cycle, validation, save, reload, undo/redo', async ({
  page,
}) => {
  await page.goto('/v2/agentcanvas');
  await setDark(page, false);
  await page.reload();
  await expect(node(page, 'startAgentflow_0')).toBeVisible();
  await expect(page.getByTestId('flow-name')).toHaveText('Untitled Agentflow');

  // Palette: search narrows the list; Enter on an item adds it (keyboard path).
  await page.getByRole('searchbox', { name: 'Search nodes' }).fill('sticky');
  await expect(page.getByTestId('palette-llmAgentflow')).toHaveCount(0);
  await page.getByTestId('palette-stickyNoteAgentflow').focus();
  await page.keyboard.press('Enter');
  await expect(node(page, 'stickyNoteAgentflow_0')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search nodes' }).fill('');

  // Undo takes the note away again.
  await canvas(page).click({ position: { x: 30, y: 30 } });
  await page.keyboard.press('Control+z');
  await expect(node(page, 'stickyNoteAgentflow_0')).toHaveCount(0);

  // Zoom out a little so the whole flow fits, then drop its nodes left to right.
  await page.getByRole('button', { name: 'Zoom Out' }).click();
  await page.getByRole('button', { name: 'Zoom Out' }).click();
  const startBox = (await node(page, 'startAgentflow_0').boundingBox())!;
  const box = (await canvas(page).boundingBox())!;
  const sx = startBox.x - box.x;
  const sy = startBox.y - box.y;
  await dropFromPalette(page, 'conditionAgentflow', sx + 170, sy);
  await dropFromPalette(page, 'llmAgentflow', sx + 400, sy - 110);
  await dropFromPalette(page, 'llmAgentflow', sx + 400, sy + 110);
  await dropFromPalette(page, 'directReplyAgentflow', sx + 620, sy);
  for (const id of ['conditionAgentflow_0', 'llmAgentflow_0', 'llmAgentflow_1', 'directReplyAgentflow_0']) {
    await expect(node(page, id)).toBeVisible();
  }
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Wire it by dragging handles: Start -> Condition -> (0: LLM 0, End: LLM 1) -> Direct Reply.
  await connect(page, sourceHandle(page, 'startAgentflow_0'), 'conditionAgentflow_0');
  await expect.poll(() => edgeCount(page)).toBe(1);
  await connect(
    page,
    sourceHandle(page, 'conditionAgentflow_0', 'conditionAgentflow_0-output-0'),
    'llmAgentflow_0',
  );
  await connect(
    page,
    sourceHandle(page, 'conditionAgentflow_0', 'conditionAgentflow_0-output-1'),
    'llmAgentflow_1',
  );
  await connect(page, sourceHandle(page, 'llmAgentflow_0'), 'directReplyAgentflow_0');
  await connect(page, sourceHandle(page, 'llmAgentflow_1'), 'directReplyAgentflow_0');
  await expect.poll(() => edgeCount(page)).toBe(5);
  await expect(page.locator('.react-flow__edgelabel-renderer').getByText('End')).toBeVisible();

  // The node form: a second condition row adds an output; removing it drops that output's edge.
  await node(page, 'conditionAgentflow_0').dblclick();
  const form = page.getByTestId('node-panel');
  await expect(form.getByRole('textbox', { name: 'Node label' })).toHaveValue('Condition');
  await form.getByRole('button', { name: 'Add Condition' }).click();
  await expect(sourceHandle(page, 'conditionAgentflow_0')).toHaveCount(3);
  await page.getByRole('button', { name: 'Close node settings' }).click();
  await connect(
    page,
    sourceHandle(page, 'conditionAgentflow_0', 'conditionAgentflow_0-output-2'),
    'llmAgentflow_1',
  );
  await expect.poll(() => edgeCount(page)).toBe(6);
  await node(page, 'conditionAgentflow_0').dblclick();
  await form.getByRole('button', { name: 'Remove Condition 2' }).click();
  await expect(sourceHandle(page, 'conditionAgentflow_0')).toHaveCount(2);
  await expect.poll(() => edgeCount(page)).toBe(5);
  await page.getByRole('button', { name: 'Close node settings' }).click();

  // A cycle is refused with the reason.
  await connect(page, sourceHandle(page, 'llmAgentflow_1'), 'conditionAgentflow_0');
  await expect(page.getByText(CYCLE_REASON)).toBeVisible();
  expect(await edgeCount(page)).toBe(5);

  // Validation lists the spec's alerts; a click centres and selects the node.
  await page.getByRole('button', { name: 'Validate' }).click();
  const panel = page.getByTestId('validation-panel');
  await expect(panel.getByText(VARIABLE_ALERT)).toBeVisible();
  await expect(panel.getByText('Model is required').first()).toBeVisible();
  await panel.getByText(VARIABLE_ALERT).click();
  await expect(node(page, 'conditionAgentflow_0').locator('xpath=..')).toHaveClass(/selected/);

  // Rename inline, then save with Ctrl+S: a new flow gets its own address.
  await page.getByRole('button', { name: /Flow name: Untitled Agentflow/ }).click();
  await page.getByRole('textbox', { name: 'Flow name' }).fill('Branching reply');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('flow-name')).toHaveText('Branching reply');
  await canvas(page).click({ position: { x: 20, y: 20 } });
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/v2\/agentcanvas\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  const url = page.url();

  // Reload: the same flow comes back.
  await page.reload();
  await expect(page.getByTestId('flow-name')).toHaveText('Branching reply');
  for (const id of [
    'startAgentflow_0',
    'conditionAgentflow_0',
    'llmAgentflow_0',
    'llmAgentflow_1',
    'directReplyAgentflow_0',
  ]) {
    await expect(node(page, id)).toBeVisible();
  }
  await expect.poll(() => edgeCount(page)).toBe(5);
  expect(page.url()).toBe(url);

  // Undo and redo: delete a node (its edges go too), undo brings both back, redo removes again.
  await node(page, 'llmAgentflow_1').click();
  await page.keyboard.press('Delete');
  await expect(node(page, 'llmAgentflow_1')).toHaveCount(0);
  await expect.poll(() => edgeCount(page)).toBe(3);
  await page.keyboard.press('Control+z');
  await expect(node(page, 'llmAgentflow_1')).toBeVisible();
  await expect.poll(() => edgeCount(page)).toBe(5);
  await page.keyboard.press('Control+Shift+z');
  await expect(node(page, 'llmAgentflow_1')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(node(page, 'llmAgentflow_1')).toBeVisible();

  // Copy and paste makes a node with a fresh id.
  await node(page, 'llmAgentflow_1').click();
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect(node(page, 'llmAgentflow_2')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(node(page, 'llmAgentflow_2')).toHaveCount(0);

  // Screenshots of the canvas, light and dark.
  for (const dark of [false, true]) {
    await setDark(page, dark);
    await page.reload();
    await expect(node(page, 'conditionAgentflow_0')).toBeVisible();
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByTestId('validation-panel')).toBeVisible();
    await page.screenshot({ path: `${shots}/agentflow-canvas-${dark ? 'dark' : 'light'}.png` });
  }
  await setDark(page, false);

  // The API endpoint dialog shows the generated snippets.
  await page.getByRole('button', { name: 'API endpoint' }).click();
  await expect(page.getByTestId('api-snippet')).toContainText('"question": "Hey, how are you?"');
  await page.getByRole('tab', { name: 'cURL' }).click();
  await expect(page.getByTestId('api-snippet')).toContainText('curl http');
  await page.getByRole('button', { name: 'Close' }).click();
});

test('peer templates open on the canvas as drawn: iteration children, sticky notes', async ({ page }) => {
  const dir = resolve(import.meta.dirname, '../../../shared/fixtures/flowise-templates/agentflowsv2');
  for (const [file, expected] of [
    ['Iterations.json', ['iterationAgentflow_0', 'llmAgentflow_0', 'llmAgentflow_1', 'agentAgentflow_0']],
    ['SQL Agent.json', ['stickyNoteAgentflow_0', 'conditionAgentAgentflow_1', 'loopAgentflow_1']],
  ] as const) {
    const template = JSON.parse(await readFile(resolve(dir, file), 'utf8'));
    const res = await page.request.post('/api/v1/chatflows', {
      data: {
        name: file,
        type: 'AGENTFLOW',
        flowData: JSON.stringify({ nodes: template.nodes, edges: template.edges }),
      },
    });
    expect(res.status()).toBe(201);
    const { id } = await res.json();
    await page.goto(`/v2/agentcanvas/${id}`);
    for (const nodeId of expected) await expect(node(page, nodeId)).toBeVisible();
    await expect.poll(() => edgeCount(page)).toBe(template.edges.length);
    if (file === 'Iterations.json') {
      const outer = (await node(page, 'iterationAgentflow_0').boundingBox())!;
      const inner = (await node(page, 'llmAgentflow_0').boundingBox())!;
      expect(inner.x).toBeGreaterThanOrEqual(outer.x);
      expect(inner.y).toBeGreaterThanOrEqual(outer.y);
      expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 1);
    }
    const shot = file
      .replace(/\W+/g, '-')
      .replace(/-json$/, '')
      .toLowerCase();
    await page.screenshot({ path: `${shots}/agentflow-canvas-template-${shot}-light.png` });
  }
});

test('an existing node dragged into an Iteration becomes its child, dragged out is top-level again', async ({
  page,
}) => {
  const dir = resolve(import.meta.dirname, '../../../shared/fixtures/flowise-templates/agentflowsv2');
  const template = JSON.parse(await readFile(resolve(dir, 'Iterations.json'), 'utf8'));
  const res = await page.request.post('/api/v1/chatflows', {
    data: {
      name: 'Re-parent',
      type: 'AGENTFLOW',
      flowData: JSON.stringify({ nodes: template.nodes, edges: template.edges }),
    },
  });
  const { id } = await res.json();
  const saved = async () => {
    await page.keyboard.press('Control+s');
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    const flow = await (await page.request.get(`/api/v1/chatflows/${id}`)).json();
    const nodes: { id: string; parentNode?: string; extent?: string }[] = JSON.parse(flow.flowData).nodes;
    return nodes.find((n) => n.id === 'agentAgentflow_0')!;
  };
  /** Drags with the mouse from one point to another (page coordinates). */
  const drag = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
  };
  /** Drags a node by its middle so that its middle lands on (x, y). */
  const dragTo = async (nodeId: string, x: number, y: number) => {
    const b = (await node(page, nodeId).boundingBox())!;
    await drag({ x: b.x + b.width / 2, y: b.y + b.height / 2 }, { x, y });
  };
  await page.goto(`/v2/agentcanvas/${id}`);
  const agent = node(page, 'agentAgentflow_0');
  await expect(agent).toBeVisible();
  const outer = (await node(page, 'iterationAgentflow_0').boundingBox())!;

  // In: dropped in the free lower part of the container, it becomes the Iteration's child.
  await dragTo('agentAgentflow_0', outer.x + outer.width / 2, outer.y + outer.height * 0.85);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(await saved()).toMatchObject({ parentNode: 'iterationAgentflow_0', extent: 'parent' });
  // A child moves with its container (dragged by its title row).
  const before = (await agent.boundingBox())!;
  await drag({ x: outer.x + 120, y: outer.y + 18 }, { x: outer.x + 120, y: outer.y + 98 });
  const after = (await agent.boundingBox())!;
  expect(Math.round(after.y - before.y)).toBeGreaterThan(50);

  // Out: dragged below the container, it is top-level again.
  const box = (await node(page, 'iterationAgentflow_0').boundingBox())!;
  await dragTo('agentAgentflow_0', box.x + box.width / 2, box.y + box.height + 120);
  const out = await saved();
  expect(out.parentNode).toBeUndefined();
  expect(out.extent).toBeUndefined();

  // Undo puts it back in the container, redo takes it out again.
  await canvas(page).click({ position: { x: 20, y: 20 } });
  await page.keyboard.press('Control+z');
  expect(await saved()).toMatchObject({ parentNode: 'iterationAgentflow_0' });
  await page.keyboard.press('Control+Shift+z');
  expect((await saved()).parentNode).toBeUndefined();

  // The Start node may not go inside: it goes back where it was.
  const inner = (await node(page, 'iterationAgentflow_0').boundingBox())!;
  const startWas = (await node(page, 'startAgentflow_0').boundingBox())!;
  await dragTo('startAgentflow_0', inner.x + inner.width / 2, inner.y + inner.height * 0.85);
  await expect(page.getByText('Start cannot be placed inside an Iteration.')).toBeVisible();
  await expect
    .poll(async () => Math.round((await node(page, 'startAgentflow_0').boundingBox())!.x))
    .toBe(Math.round(startWas.x));
  await page.screenshot({ path: `${shots}/agentflow-canvas-iteration-reparent-light.png` });
});
