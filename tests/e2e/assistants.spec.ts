import { expect, test } from '@playwright/test';
import { type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { screenshotBoth } from './screenshotBoth.ts';

/**
 * A custom assistant made on /assistants: a model picked in its builder, instructions and a saved
 * tool; the chat beside it runs it (the test model calls the tool, then answers).
 */
let llm: OpenAITestServer;
let toolId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  llm = await startOpenAITestServer({ chunkDelayMs: 0 });
  const tool = await request.post('/api/v1/tools', {
    data: {
      name: 'add_numbers',
      description: 'Adds two numbers',
      schema: JSON.stringify({
        type: 'object',
        properties: { a: { type: 'number' }, b: { type: 'number' } },
      }),
      func: 'return String($a + $b);',
    },
  });
  expect(tool.status()).toBe(201);
  toolId = (await tool.json()).id;
});
test.afterAll(async ({ request }) => {
  await llm?.close();
  await request.delete(`/api/v1/tools/${toolId}`);
});

test('custom assistant: create, pick a model and a tool, save and chat with it', async ({ page }) => {
  await page.goto('/assistants');
  await expect(page.getByRole('heading', { name: 'Assistants', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add assistant' })).toBeVisible();
  await page.getByRole('button', { name: 'Add assistant' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Math helper');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/assistants\/custom\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Math helper', level: 1 })).toBeVisible();

  await page.getByLabel('Instructions').fill('You add numbers with the add_numbers tool.');
  await page.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: 'ChatOpenAI Compatible' }).click();
  await page.getByRole('combobox', { name: 'Model Name' }).fill('test-model');
  await page.getByLabel('Base Path').fill(llm.baseURL);
  await page.getByRole('button', { name: 'Add Tool', exact: true }).click();
  await page.getByRole('combobox', { name: 'Tool' }).click();
  await page.getByRole('option', { name: 'add_numbers' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("Assistant 'Math helper' saved")).toBeVisible();

  llm.enqueue(
    { toolCalls: [{ name: 'add_numbers', arguments: { a: 2, b: 3 } }] },
    { text: 'Two and three make **5**.' },
  );
  await page.getByRole('textbox', { name: 'Message' }).fill('What is 2 + 3?');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByTestId('chat-api-message').last()).toContainText('Two and three make 5');
  const asked = JSON.stringify(llm.requests.find((r) => r.path.endsWith('/chat/completions'))?.body);
  expect(asked).toContain('You add numbers with the add_numbers tool.');
  expect(asked).toContain('"add_numbers"');
  // The model writes the instructions from a task description; they land in the field to edit.
  llm.enqueue({ text: 'You are a calculator helper. Add the numbers you are given with add_numbers.' });
  await page.getByRole('button', { name: 'Generate instructions' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'What is the assistant for?' }).fill('Adds numbers for people');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Instructions')).toHaveValue(
    'You are a calculator helper. Add the numbers you are given with add_numbers.',
  );
  expect(JSON.stringify(llm.requests.at(-1)?.body)).toContain('Adds numbers for people');
  await screenshotBoth(page, 'assistant-builder', () =>
    expect(page.getByRole('heading', { name: 'Math helper', level: 1 })).toBeVisible(),
  );

  await page.goto('/assistants');
  await expect(page.getByRole('row').filter({ hasText: 'Math helper' })).toBeVisible();
  await screenshotBoth(page, 'assistants-list', () =>
    expect(page.getByRole('row').filter({ hasText: 'Math helper' })).toBeVisible(),
  );
});
