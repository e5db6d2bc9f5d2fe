import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The canvas's Validate names a module the sandbox does not offer, before any run: the peer's SQL
 * Agent template with one Custom Function switched from typeorm (offered) to mysql2 (not offered).
 */
test('validation on the canvas names a Custom Function module outside the sandbox list', async ({ page }) => {
  const file = resolve(
    import.meta.dirname,
    '../../../shared/fixtures/flowise-templates/agentflowsv2/SQL Agent.json',
  );
  const template = JSON.parse(await readFile(file, 'utf8'));
  for (const n of template.nodes) {
    const code = n.data.inputs?.customFunctionJavascriptFunction;
    if (n.id === 'customFunctionAgentflow_1' && typeof code === 'string') {
      n.data.inputs.customFunctionJavascriptFunction = code.replace(
        "require('typeorm')",
        "require('mysql2')",
      );
    }
  }
  const res = await page.request.post('/api/v1/chatflows', {
    data: {
      name: 'SQL Agent with mysql2',
      type: 'AGENTFLOW',
      flowData: JSON.stringify({ nodes: template.nodes, edges: template.edges }),
    },
  });
  expect(res.status()).toBe(201);
  const { id } = await res.json();
  await page.goto(`/v2/agentcanvas/${id}`);
  await expect(page.getByTestId('node-customFunctionAgentflow_1')).toBeVisible();
  await page.getByRole('button', { name: 'Validate' }).click();
  const panel = page.getByTestId('validation-panel');
  await expect(panel).toContainText("Module 'mysql2' is not available in the sandbox. Allowed: axios,");
  // typeorm and pg, which the other Custom Function requires, are offered: one problem only
  await expect(panel).not.toContainText("Module 'typeorm'");
});
