import { expect, test } from '@playwright/test';
import { screenshotBoth } from './screenshotBoth.ts';

const shots = 'test-results/screenshots';
const flowData = JSON.stringify({ nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 1 } });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // The e2e server is shared by every spec: start this page from empty.
  const keys = await (await request.get('/api/v1/apikey')).json();
  for (const k of keys) await request.delete(`/api/v1/apikey/${k.id}`);
});

test('api keys: create (shown once) with permissions, bound flows, edit, delete', async ({
  page,
  request,
}) => {
  await page.goto('/apikey');
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
  await expect(page.getByText('No API keys yet.')).toBeVisible();
  await screenshotBoth(page, 'apikeys-empty', () => expect(page.getByText('No API keys yet.')).toBeVisible());

  // Create: a blank name is refused inline, then the key is shown once.
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Key name is required')).toBeVisible();
  await dialog.getByLabel('Key name').fill('Website widget');
  // Permissions: every one the admin holds is offered and chosen; untick the Tools group.
  const picker = dialog.getByRole('group', { name: 'Permissions' });
  await expect(picker.getByRole('checkbox', { name: 'tools:view' })).toBeChecked();
  const offered = Number((await dialog.getByText(/^\d+ of \d+ selected$/).textContent())?.split(' ')[0]);
  await picker.getByRole('checkbox', { name: 'All Tools permissions' }).click();
  await expect(picker.getByRole('checkbox', { name: 'tools:view' })).not.toBeChecked();
  await expect(dialog.getByText(`${offered} of ${offered} selected`)).toHaveCount(0);
  await page.screenshot({ path: `${shots}/apikeys-permissions-light.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  // Once the key is shown the dialog becomes an alert dialog: only 'Done' closes it.
  const alert = page.getByRole('alertdialog');
  const shown = alert.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^bsk_[A-Za-z0-9_-]{43}$/);
  const raw = (await shown.textContent()) ?? '';
  await expect(alert.getByText('You will not see it again')).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Copy API key' })).toBeVisible();
  await page.screenshot({ path: `${shots}/apikeys-created-light.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await expect(shown).toBeVisible();
  await alert.getByRole('button', { name: 'Done' }).click();
  await expect(alert).toHaveCount(0);

  // The list shows the masked key only; the raw key is nowhere on the page any more.
  const row = page.getByRole('row').filter({ hasText: 'Website widget' });
  await expect(row).toContainText(`${raw.slice(0, 12)}••••••••`);
  expect(await page.content()).not.toContain(raw);
  await expect(row).toContainText('None');

  // The key is valid. (The running app keeps the allow-everything policy until identity wires apiKeyPolicy in.)
  const verified = await request.post('/api/v1/apikey/verify', { data: { apiKey: raw } });
  expect(verified.status()).toBe(200);

  // Bind a flow to the key: it appears as a chip.
  const keys = await (await request.get('/api/v1/apikey')).json();
  const keyId = keys.find((k: { keyName: string }) => k.keyName === 'Website widget').id;
  const created = await request.post('/api/v1/chatflows', {
    data: { name: 'Support bot', flowData, type: 'CHATFLOW', apikeyid: keyId },
  });
  expect(created.status()).toBe(201);
  const flow = await created.json();
  await page.reload();
  await expect(row.getByText('Support bot')).toBeVisible();
  await screenshotBoth(page, 'apikeys-list', () => expect(row.getByText('Support bot')).toBeVisible());

  // The key carries what was chosen; the list summarises it.
  expect(keys.find((k: { id: string }) => k.id === keyId).permissions).not.toContain('tools:view');
  expect(keys.find((k: { id: string }) => k.id === keyId).permissions).toContain('chatflows:view');
  await expect(row).toContainText(/\d+ permissions: Chatflows, Agentflows, /);

  // Edit: the dialog shows the key's permissions; a blank name is refused; rename and narrow the
  // key to variables:view only.
  const openEdit = async () => {
    await page.getByRole('button', { name: 'Edit Website widget' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'chatflows:view' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'tools:view' })).not.toBeChecked();
  };
  await screenshotBoth(page, 'apikeys-edit-dialog', openEdit);
  await openEdit();
  await dialog.getByLabel('Key name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Key name is required')).toBeVisible();
  await dialog.getByLabel('Key name').fill('Public website');
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await dialog.getByRole('checkbox', { name: 'variables:view' }).click();
  await expect(dialog.getByText(/^1 of \d+ selected$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByRole('row').filter({ hasText: 'Public website' });
  await expect(renamed).toContainText(`${raw.slice(0, 12)}••••••••`);
  await expect(renamed).toContainText('1 permission: Variables');
  // The narrowed key really is narrower: it reads variables, not tools.
  const bearer = { authorization: `Bearer ${raw}` };
  const anonymous = await page.context().browser()?.newContext({ baseURL: page.url() });
  expect((await anonymous?.request.get('/api/v1/variables', { headers: bearer }))?.status()).toBe(200);
  expect((await anonymous?.request.get('/api/v1/tools', { headers: bearer }))?.status()).toBe(403);
  await anonymous?.close();

  // Delete: the confirm warns about the bound flow; afterwards the flow has no key and the key is invalid.
  await page.getByRole('button', { name: 'Delete Public website' }).click();
  await expect(
    page.getByText(/1 flow\(s\) are bound to it and will lose their key \(Support bot\)/),
  ).toBeVisible();
  await page.screenshot({ path: `${shots}/apikeys-delete-light.png`, fullPage: true });
  await page.locator('#confirm-delete-apikey').click();
  await expect(renamed).toHaveCount(0);
  await expect(page.getByText('No API keys yet.')).toBeVisible();
  const after = await (await request.get(`/api/v1/chatflows/${flow.id}`)).json();
  expect(after.apikeyid).toBeNull();
  expect((await request.post('/api/v1/apikey/verify', { data: { apiKey: raw } })).status()).toBe(401);
  await request.delete(`/api/v1/chatflows/${flow.id}`);
});

test('a flow is bound to an API key from its actions menu, and its prediction then needs the key', async ({
  page,
  request,
}) => {
  const key = await (await request.post('/api/v1/apikey', { data: { keyName: 'Binding key' } })).json();
  const flowData = JSON.stringify({
    nodes: [
      {
        id: 'startAgentflow_0',
        type: 'agentFlow',
        position: { x: 0, y: 0 },
        data: { id: 'startAgentflow_0', name: 'startAgentflow', label: 'Start', inputs: {} },
      },
    ],
    edges: [],
  });
  const flow = await (
    await request.post('/api/v1/chatflows', { data: { name: 'Keyed flow', type: 'AGENTFLOW', flowData } })
  ).json();
  await page.goto('/agentflows');
  await page.getByRole('button', { name: 'Actions for Keyed flow', exact: true }).click();
  await page.getByRole('menuitem', { name: 'API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'API key for Keyed flow' });
  // exact: the loading spinner's label ("Loading API keys…") also contains "API key".
  await dialog.getByLabel('API key', { exact: true }).selectOption({ label: 'Binding key' });
  await page.screenshot({ path: 'test-results/screenshots/apikeys-bind-flow-light.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The flow now needs its API key')).toBeVisible();
  const stored = await (await request.get(`/api/v1/chatflows/${flow.id}`)).json();
  expect(stored.apikeyid).toBe(key.id);
  const anonymous = await page.context().browser()?.newContext({ baseURL: page.url() });
  const refused = await anonymous?.request.post(`/api/v1/prediction/${flow.id}`, {
    data: { question: 'hi' },
  });
  expect(refused?.status()).toBe(401);
  await anonymous?.close();
  const keys = await (await request.get('/api/v1/apikey')).json();
  const bound = keys.find((k: { id: string }) => k.id === key.id);
  expect(bound.flows.map((f: { id: string }) => f.id)).toContain(flow.id);
});
