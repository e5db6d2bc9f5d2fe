import { expect, test } from '@playwright/test';
import { screenshotBoth } from './screenshotBoth.ts';

const shots = 'test-results/screenshots';
const SECRET = 'sk-e2e-never-shown-4711';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // The e2e server is shared by every spec: start this page from empty.
  const list = await (await request.get('/api/v1/credentials')).json();
  for (const c of list) await request.delete(`/api/v1/credentials/${c.id}?force=true`);
});

test('credentials: pick a type, create, edit without seeing the secret, delete in use', async ({
  page,
  request,
}) => {
  await page.goto('/credentials');
  await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();
  const empty = () => expect(page.getByText('No credentials yet.')).toBeVisible();
  await empty();
  await screenshotBoth(page, 'credentials-empty', empty);

  // The type picker: searchable cards.
  const openPicker = async () => {
    await page.getByRole('button', { name: 'Add credential' }).click();
    await expect(page.getByRole('list', { name: 'Credential types' })).toBeVisible();
  };
  await screenshotBoth(page, 'credentials-picker', openPicker);
  await openPicker();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox', { name: 'Search credential types' }).fill('compatible');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('searchbox', { name: 'Search credential types' }).fill('openai api');
  await dialog.getByRole('button', { name: /^OpenAI API/ }).click();

  // The form of the type, with inline validation.
  await expect(dialog.getByText('New OpenAI API credential')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('OpenAI API Key is required')).toBeVisible();
  await dialog.getByLabel('Credential name').fill('My OpenAI');
  const keyInput = dialog.getByLabel('OpenAI API Key');
  await expect(keyInput).toHaveAttribute('type', 'password');
  await keyInput.fill(SECRET);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'My OpenAI' });
  await expect(row).toContainText('OpenAI API');

  // An OpenAI-compatible one: the options field is a dropdown.
  await openPicker();
  await dialog.getByRole('button', { name: /^OpenAI-compatible API/ }).click();
  await dialog.getByLabel('Credential name').fill('Local Ollama');
  await expect(dialog.getByLabel('Provider')).toHaveValue('other');
  await dialog.getByLabel('Provider').selectOption('Ollama');
  await dialog.getByLabel('Base URL').fill('http://localhost:11434/v1');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Local Ollama' })).toBeVisible();

  // Search by type.
  await page.getByRole('searchbox', { name: 'Search credentials' }).fill('compatible');
  await expect(page.getByRole('row').filter({ hasText: 'My OpenAI' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Local Ollama' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search credentials' }).fill('');
  // Open source has one workspace: nothing to share with, so no Share button and nothing shared.
  await expect(page.getByRole('button', { name: 'Edit My OpenAI' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Share / })).toHaveCount(0);
  await expect(page.getByText('Shared', { exact: true })).toHaveCount(0);
  await screenshotBoth(page, 'credentials-list', () =>
    expect(page.getByRole('row').filter({ hasText: 'My OpenAI' })).toBeVisible(),
  );

  // Edit: the secret is set but never shown; leaving it empty keeps it.
  const openEdit = async () => {
    await page.getByRole('button', { name: 'Edit My OpenAI' }).click();
    await expect(dialog.getByText('Stored. Leave empty to keep it')).toBeVisible();
  };
  await screenshotBoth(page, 'credentials-edit', openEdit);
  await openEdit();
  await expect(dialog.getByLabel('OpenAI API Key')).toHaveValue('');
  await expect(dialog.getByLabel('OpenAI API Key')).toHaveAttribute('placeholder', '••••••••');
  expect(await page.content()).not.toContain(SECRET);
  await dialog.getByLabel('Credential name').fill('My OpenAI renamed');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'My OpenAI renamed' })).toBeVisible();
  const list = await (await request.get('/api/v1/credentials')).json();
  const saved = list.find((c: { name: string }) => c.name === 'My OpenAI renamed');
  const detail = await (await request.get(`/api/v1/credentials/${saved.id}`)).json();
  expect(detail.setFields).toEqual(['openAIApiKey']);

  // Delete while a flow uses it: refused with the flow named, then deleted anyway.
  const node = {
    id: 'llm_0',
    position: { x: 0, y: 0 },
    data: { id: 'llm_0', name: 'llmAgentflow', label: 'LLM', credential: saved.id },
  };
  const flow = await request.post('/api/v1/chatflows', {
    data: { name: 'Support bot', type: 'AGENTFLOW', flowData: JSON.stringify({ nodes: [node], edges: [] }) },
  });
  expect(flow.ok()).toBe(true);
  await page.getByRole('button', { name: 'Delete My OpenAI renamed' }).click();
  await expect(page.getByText("Delete the credential 'My OpenAI renamed'?")).toBeVisible();
  await page.locator('#confirm-delete-credential').click();
  const inUse = page.getByRole('dialog').filter({ hasText: 'Credential in use' });
  await expect(inUse.getByRole('list', { name: 'Flows using the credential' })).toContainText('Support bot');
  await page.screenshot({ path: `${shots}/credentials-in-use-light.png`, fullPage: true });
  await inUse.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'My OpenAI renamed' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete My OpenAI renamed' }).click();
  await page.locator('#confirm-delete-credential').click();
  await inUse.getByRole('button', { name: 'Delete anyway' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'My OpenAI renamed' })).toHaveCount(0);
  await request.delete(`/api/v1/chatflows/${(await flow.json()).id}`);

  // A credential nobody uses goes after the confirm alone.
  await page.getByRole('button', { name: 'Delete Local Ollama' }).click();
  await page.locator('#confirm-delete-credential').click();
  await empty();
});
