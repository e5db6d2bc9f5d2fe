import { expect, test } from '@playwright/test';
import { type ResponsesTestServer, startResponsesTestServer } from '../llm/responsesTestServer.ts';
import { screenshotBoth, screenshotTwin } from './screenshotBoth.ts';

/**
 * An OpenAI assistant made on /assistants/openai against our Responses API server: a credential,
 * a model, instructions, a file for the code interpreter, file search over a vector store created
 * and filled in the dialog; its
 * chat answers from the uploaded file, streamed, with the file as a source.
 */
let vendor: ResponsesTestServer;
let credentialId = '';
const CREDENTIAL = `OpenAI e2e ${Date.now()}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  vendor = await startResponsesTestServer({ chunkDelayMs: 0 });
  const cred = await request.post('/api/v1/credentials', {
    data: {
      name: CREDENTIAL,
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-e2e-assistant' },
    },
  });
  expect(cred.status()).toBe(201);
  credentialId = (await cred.json()).id;
});
test.afterAll(async ({ request }) => {
  await vendor?.close();
  await request.delete(`/api/v1/credentials/${credentialId}`);
});

test('OpenAI assistant: create with file search over a new vector store, chat with it, delete it', async ({
  page,
}) => {
  await page.goto('/assistants');
  await page.getByRole('button', { name: 'OpenAI assistants' }).click();
  await expect(page).toHaveURL(/\/assistants\/openai$/);
  await expect(page.getByRole('heading', { name: 'OpenAI assistants', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add assistant' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Add OpenAI assistant' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Credential' }).click();
  await page.getByRole('option', { name: CREDENTIAL }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Handbook helper');
  await dialog.getByRole('textbox', { name: 'Model' }).fill('gpt-4.1-mini');
  await dialog.getByRole('textbox', { name: 'Instructions' }).fill('Answer from the handbook.');
  await dialog.getByRole('textbox', { name: 'Base URL' }).fill(vendor.baseURL);
  await dialog.getByRole('checkbox', { name: 'Code interpreter' }).check();
  const upload = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload files' }).click();
  await (await upload).setFiles({
    name: 'sales.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('month,total\nmay,12\n'),
  });
  await expect(dialog.getByText('sales.csv')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'File search' }).check();
  await expect(dialog.getByText('No vector stores yet.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'New vector store name' }).fill('Handbook');
  await dialog.getByRole('textbox', { name: 'New vector store name' }).press('Enter');
  const store = dialog.getByRole('checkbox', { name: /Handbook · 0 file/ });
  await expect(store).toBeChecked();

  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Add files to Handbook' }).click();
  await (await chooser).setFiles({
    name: 'handbook.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Holidays: every employee gets 30 days of leave.\n\nParking is free.'),
  });
  await expect(dialog.getByRole('checkbox', { name: /Handbook · 1 file/ })).toBeChecked();
  await screenshotTwin(page, 'openai-assistant-dialog');
  await dialog.getByRole('button', { name: 'Create', exact: true }).last().click();
  await expect(page.getByText("Assistant 'Handbook helper' saved")).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Handbook helper' });
  await expect(row).toContainText('gpt-4.1-mini');
  await screenshotBoth(page, 'openai-assistants-list', () => expect(row).toBeVisible());

  await row.getByRole('button', { name: 'Chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat with Handbook helper' });
  await chat.getByRole('textbox', { name: 'Message' }).fill('How many holidays of leave?');
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(chat.getByTestId('chat-api-message').last()).toContainText(
    'From handbook.txt: Holidays: every employee gets 30 days of leave.',
  );
  const asked = vendor.responses().at(-1)?.body;
  expect(asked).toMatchObject({
    model: 'gpt-4.1-mini',
    instructions: 'Answer from the handbook.',
    stream: true,
  });
  expect(JSON.stringify(asked?.tools)).toContain('file_search');
  const csv = [...vendor.vendor.files.values()].find((f) => f.filename === 'sales.csv');
  expect(asked?.tools).toContainEqual({
    type: 'code_interpreter',
    container: { type: 'auto', file_ids: [csv?.id] },
  });
  await screenshotTwin(page, 'openai-assistant-chat');
  await page.keyboard.press('Escape');
  await expect(chat).toHaveCount(0);

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
  await expect(page.getByRole('row').filter({ hasText: 'Handbook helper' })).toHaveCount(0);
});
