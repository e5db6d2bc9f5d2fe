import { expect, test } from '@playwright/test';
import { type McpTestServer, startMcpTestServer } from '../mcp/mcpTestServer.ts';
import { screenshotBoth, screenshotTwin } from './screenshotBoth.ts';

const TOKEN = 'Bearer e2e-mcp-token';
/** A port of this spec's own: E2E_PORT + 50 (the servers use E2E_PORT to +4). */
const MCP_PORT = Number(process.env.E2E_PORT ?? 3199) + 50;
let mcp: McpTestServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  mcp = await startMcpTestServer({ requireAuthorization: TOKEN, port: MCP_PORT });
  const list = await (await request.get('/api/v1/custom-mcp-servers')).json();
  for (const s of list) await request.delete(`/api/v1/custom-mcp-servers/${s.id}`);
});
test.afterAll(() => mcp?.close());

test('MCP servers: add one with a header, connect it, see its tools', async ({ page, request }) => {
  // six reloads for the light and dark screenshots
  test.setTimeout(300_000);
  await page.goto('/mcp-servers');
  await expect(page.getByRole('heading', { name: 'MCP Servers', level: 1 })).toBeVisible();
  const empty = () => expect(page.getByText('No MCP servers yet.', { exact: false })).toBeVisible();
  await empty();
  await screenshotBoth(page, 'mcp-servers-empty', empty);

  await page.getByRole('button', { name: 'Add MCP server' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Docs server');
  await dialog.getByRole('textbox', { name: 'Server URL' }).fill(mcp.url);
  await dialog.getByRole('button', { name: 'Add header' }).click();
  await dialog.getByRole('textbox', { name: 'Header name' }).fill('Authorization');
  await dialog.getByLabel('Header value').fill(TOKEN);
  await screenshotTwin(page, 'mcp-server-add');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'Docs server' });
  await expect(row).toContainText('Not connected');
  // the address's path is masked: it may hold a token
  await expect(row).toContainText(`http://127.0.0.1:${MCP_PORT}/************`);

  await page.getByRole('button', { name: 'Connect Docs server' }).click();
  await expect(row).toContainText('Connected');
  await expect(row.getByRole('cell').nth(3)).toHaveText('3');
  await screenshotBoth(page, 'mcp-servers-list', () => expect(row).toContainText('Connected'));

  // The dialog shows the discovered tools and never the header's value.
  await page.getByRole('button', { name: 'Edit Docs server' }).click();
  const tools = dialog.getByTestId('mcp-server-tools');
  await expect(tools).toContainText('echo');
  await expect(tools).toContainText('Adds two numbers');
  await expect(dialog.getByRole('textbox', { name: 'Header name' })).toHaveValue('Authorization');
  await expect(dialog.getByLabel('Header value')).not.toHaveValue(TOKEN);
  await screenshotTwin(page, 'mcp-server-tools');

  // Keyboard: the dialog's Connect button works from the keyboard, Escape closes.
  await dialog.getByRole('button', { name: 'Connect' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Connected', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const listed = await (await request.get('/api/v1/custom-mcp-servers')).text();
  expect(listed).not.toContain('e2e-mcp-token');
});
