import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, type PreviewServer, preview } from 'vite';

// The node forms on a test-only page (tests/e2e/fixtures-page), served by vite for this spec:
// each of the 15 agent-flow node forms in light and dark, plus the real esbuild-wasm check.
const root = fileURLToPath(new URL('./fixtures-page', import.meta.url));
const repo = fileURLToPath(new URL('../..', import.meta.url));
// Read as files: Playwright's loader needs import attributes that the app's JSON imports omit.
const nodesDir = join(repo, 'plugins/agentflow/nodes');
const agentflowNodes = readdirSync(nodesDir).map(
  (dir) =>
    JSON.parse(readFileSync(join(nodesDir, dir, 'node.json'), 'utf8')) as { name: string; label: string },
);
let vite: PreviewServer;
const outDir = join(repo, 'test-results/node-forms-fixture');
let base = '';

test.use({ storageState: { cookies: [], origins: [] } });

// Built once, then served statically: a dev server transforms Fluent's many modules per page.
test.beforeAll(async () => {
  test.setTimeout(300_000);
  const shared = { root, configFile: false as const, logLevel: 'error' as const, plugins: [react()] };
  await build({ ...shared, build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 } });
  vite = await preview({ ...shared, build: { outDir }, preview: { host: '127.0.0.1', port: 0 } });
  const address = vite.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('vite did not listen');
  base = `http://127.0.0.1:${address.port}`;
});

test.afterAll(async () => {
  await vite?.close();
});

for (const def of agentflowNodes) {
  test(`${def.label} form, light and dark`, async ({ page }) => {
    for (const theme of ['light', 'dark'] as const) {
      await page.goto(`${base}/?node=${def.name}&theme=${theme}`);
      const form = page.getByRole('form', { name: `${def.label} inputs` });
      await expect(form).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(/Unsupported parameter type/)).toHaveCount(0);
      await page.getByTestId('form-panel').screenshot({
        path: `test-results/screenshots/node-forms-${def.name}-${theme}.png`,
      });
    }
  });
}

test('code fields show esbuild-wasm syntax errors as you type', async ({ page }) => {
  await page.goto(`${base}/?node=customFunctionAgentflow`);
  const code = page.getByLabel('Javascript Function');
  await code.fill('const a = 1;\nconst b = ;\nreturn b;');
  await expect(page.getByText(/Line 2, column 11: Unexpected/)).toBeVisible({ timeout: 30_000 });
  await page
    .getByTestId('form-panel')
    .screenshot({ path: 'test-results/screenshots/node-forms-code-error-light.png' });
  await code.fill('const a = 1;\nreturn a;');
  await expect(page.getByText(/Line \d+, column/)).toHaveCount(0);
  await expect(page.getByText('JavaScript', { exact: true })).toBeVisible();
});

test("typing '{{' offers variables and inserts one", async ({ page }) => {
  await page.goto(`${base}/?node=directReplyAgentflow`);
  const box = page.getByLabel('Message');
  await box.click();
  await box.pressSequentially('Topic: {{sta');
  await expect(page.getByRole('option', { name: /\$flow\.state\.topic/ })).toBeVisible();
  await box.press('Backspace');
  await box.press('Backspace');
  await box.press('Backspace');
  await expect(page.getByRole('option')).toHaveCount(13);
  await page.screenshot({ path: 'test-results/screenshots/node-forms-suggestions-light.png' });
  await box.pressSequentially('sta');
  await box.press('Enter');
  await expect(box).toHaveValue('Topic: {{$flow.state.topic}}');
});
