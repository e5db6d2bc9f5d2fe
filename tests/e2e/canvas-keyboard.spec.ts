import { expect, type Page, test } from '@playwright/test';

/**
 * Issue 19: a flow built with the keyboard alone: add from the palette, connect from the node
 * panel, move with the arrow keys, delete, each announced to screen readers.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const flowNode = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);

test('add, connect, move and delete nodes from the keyboard, with announcements', async ({ page }) => {
  await page.goto('/v2/agentcanvas');
  const announcer = page.getByTestId('canvas-announcer');
  await expect(flowNode(page, 'startAgentflow_0')).toBeVisible();

  // Add: a palette item is a button; Enter adds it in the middle of the view.
  await page.getByRole('button', { name: /^Add LLM/ }).focus();
  await page.keyboard.press('Enter');
  await expect(flowNode(page, 'llmAgentflow_0')).toBeVisible();
  await expect(announcer).toHaveText(/^Added LLM/);

  // Connect: focus the Start node, Enter selects it and opens its panel; the Connections section
  // wires its output to the LLM.
  await flowNode(page, 'startAgentflow_0').focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('node-panel');
  await expect(panel).toBeVisible();
  const connections = panel.getByRole('region', { name: 'Connections' });
  await expect(connections.getByText('Nothing is connected from this node yet.')).toBeVisible();
  await connections.getByLabel('Connect to').focus();
  await connections.getByLabel('Connect to').selectOption({ label: (await llmLabel(page)) ?? '' });
  await connections.getByRole('button', { name: 'Connect' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await expect(announcer).toHaveText(/^Connected Start to LLM/);
  await expect(connections.getByRole('button', { name: /^Remove the connection to LLM/ })).toBeVisible();

  await panel.getByRole('button', { name: 'Close node settings' }).click();

  // Move: the focused, selected LLM node moves with the arrow keys; the canvas announces it.
  const llm = flowNode(page, 'llmAgentflow_0');
  await llm.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Close node settings' }).focus();
  await page.keyboard.press('Enter');
  const before = await llm.boundingBox();
  await llm.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(async () => ((await llm.boundingBox())?.x ?? 0) - (before?.x ?? 0)).toBeGreaterThan(10);
  await expect(page.locator('#react-flow__aria-live, [id^="react-flow__aria-live"]').first()).toContainText(
    'Moved selected node right',
  );

  // Remove the connection from the panel, then delete the node with the Delete key.
  await flowNode(page, 'startAgentflow_0').focus();
  await page.keyboard.press('Enter');
  await panel.getByRole('button', { name: /^Remove the connection to LLM/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);
  await expect(announcer).toHaveText(/^Removed the connection from Start to LLM/);
  await llm.focus();
  await page.keyboard.press('Enter');
  await llm.focus();
  await page.keyboard.press('Delete');
  await expect(llm).toHaveCount(0);
  await expect(announcer).toHaveText(/^Deleted LLM/);
});

/** The label the new LLM node got (its visible name on the canvas). */
async function llmLabel(page: Page): Promise<string | null> {
  return flowNode(page, 'llmAgentflow_0')
    .locator('[title]')
    .first()
    .evaluate((el) => el.textContent);
}
