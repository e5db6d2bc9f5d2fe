import { expect, test } from '@playwright/test';
import { type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { scriptedModel, sumRows } from '../llm/sumsModel.ts';
import { llmFlowData } from './llmFlowData.ts';
import { screenshotBoth, screenshotTwin } from './screenshotBoth.ts';

/**
 * Evaluations as a person meets them: a dataset made from a CSV file, two evaluators, a run of an
 * agent flow on it (the test model gets every fourth sum wrong), its results with charts and a
 * row's verdicts, then a second run compared with the first.
 */
let llm: OpenAITestServer;
let flowId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  llm = await startOpenAITestServer({ chunkDelayMs: 0, responder: scriptedModel });
  const flow = await request.post('/api/v1/chatflows', {
    data: {
      name: 'Sum bot',
      type: 'AGENTFLOW',
      flowData: llmFlowData(llm.baseURL),
    },
  });
  expect(flow.status(), await flow.text()).toBe(201);
  flowId = (await flow.json()).id;
});
test.afterAll(async ({ request }) => {
  await llm?.close();
  await request.delete(`/api/v1/chatflows/${flowId}`);
});

const csv = [
  'question,answer,topic',
  ...sumRows(12).map((r) => `"${r.input}",${r.expectedOutput},arithmetic`),
].join('\n');

test('a dataset from a CSV file, with a row added by hand', async ({ page }) => {
  await page.goto('/datasets');
  await expect(page.getByRole('heading', { name: 'Datasets', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add dataset' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Sums');
  await page.getByRole('dialog').getByRole('textbox', { name: 'Description' }).fill('Small additions');
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/dataset_rows\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/No rows yet/)).toBeVisible();

  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'sums.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByRole('combobox', { name: 'Input column' })).toHaveText('question');
  await expect(dialog.getByRole('combobox', { name: 'Expected output column' })).toHaveText('answer');
  await expect(dialog.getByRole('table', { name: 'CSV preview' }).getByRole('row')).toHaveCount(6);
  await screenshotTwin(page, 'dataset-csv-upload');
  await dialog.getByRole('button', { name: 'Add 12 rows' }).click();
  await expect(page.getByText('Added 12 rows')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Dataset rows' }).getByRole('row')).toHaveCount(13);

  await page.getByRole('button', { name: 'Add row' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Input' }).fill('What is 13 + 13?');
  await page.getByRole('dialog').getByRole('textbox', { name: 'Expected output' }).fill('26');
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('table', { name: 'Dataset rows' }).getByRole('row')).toHaveCount(14);
  await expect(page.getByText('13 rows')).toBeVisible();
  // the last row moves up one place
  await page.getByRole('button', { name: 'Move row 13 up' }).click();
  await expect(page.getByRole('table', { name: 'Dataset rows' }).getByRole('row').nth(12)).toContainText(
    'What is 13 + 13?',
  );
  await page.getByRole('button', { name: 'Back to datasets' }).click();
  const listed = page.getByRole('row').filter({ hasText: 'Sums' });
  await expect(listed).toContainText('13');
  await screenshotBoth(page, 'datasets', () => expect(listed).toBeVisible());
  await listed.getByRole('link', { name: 'Sums' }).click();
  await screenshotBoth(page, 'dataset-rows', () =>
    expect(page.getByRole('table', { name: 'Dataset rows' }).getByRole('row')).toHaveCount(14),
  );
});

test('evaluators: a text rule and a latency limit', async ({ page }) => {
  await page.goto('/evaluators');
  await expect(page.getByRole('heading', { name: 'Evaluators', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add evaluator' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Has the sum');
  // text "contains {{expectedOutput}}" is the default rule
  await expect(dialog.getByRole('textbox', { name: 'Value' })).toHaveValue('{{expectedOutput}}');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText("Evaluator 'Has the sum' saved")).toBeVisible();

  await page.getByRole('button', { name: 'Add evaluator' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Fast enough');
  await dialog.getByRole('radio', { name: 'Numeric' }).check();
  await dialog.getByRole('spinbutton', { name: 'Threshold' }).fill('60000');
  await screenshotTwin(page, 'evaluator-dialog');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Fast enough' })).toContainText(
    'latency is less than 60000',
  );
  await screenshotBoth(page, 'evaluators', () =>
    expect(page.getByRole('row').filter({ hasText: 'Fast enough' })).toBeVisible(),
  );
});

test('an evaluation runs, shows its results, and runs again to compare', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/evaluations');
  await page.getByRole('button', { name: 'New evaluation' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Sum bot accuracy');
  await dialog.getByRole('combobox', { name: 'Dataset' }).click();
  await page.getByRole('option', { name: /^Sums/ }).click();
  await dialog.getByRole('checkbox', { name: /Sum bot/ }).check();
  await dialog.getByRole('checkbox', { name: /Has the sum/ }).check();
  await dialog.getByRole('checkbox', { name: /Fast enough/ }).check();
  await dialog.getByRole('button', { name: 'Start evaluation' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Sum bot accuracy' });
  await expect(row).toContainText('completed', { timeout: 60_000 });
  // rows 4, 8 and 12 get "I don't know": 10 of 13 pass
  await expect(row).toContainText('76.9%');
  await screenshotBoth(page, 'evaluations', () => expect(row).toContainText('completed'));

  await row.getByRole('link', { name: 'Sum bot accuracy' }).click();
  await expect(page.getByRole('heading', { name: 'Sum bot accuracy', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pass rate' })).toContainText('76.9%');
  await expect(page.getByRole('heading', { name: 'Pass rate per evaluator' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latency distribution' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page.getByRole('table', { name: 'Results' }).getByRole('row')).toHaveCount(4);
  await page.getByRole('row', { name: /Row 8 on Sum bot: failed/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText("I don't know");
  await expect(drawer).toContainText('not: contains "16"');
  await screenshotTwin(page, 'evaluation-row');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await screenshotBoth(page, 'evaluation-results', () =>
    expect(page.getByRole('heading', { name: 'Latency distribution' })).toBeVisible(),
  );

  // the model learns to add: version 2 passes every row, and the comparison says what was fixed
  llm.setResponder((req) => {
    const reply = scriptedModel(req);
    const i = Number(/What is (\d+) \+/.exec(JSON.stringify(req.body.messages))?.[1]);
    return 'text' in reply && Number.isFinite(i) ? { text: `The sum is ${2 * i}.` } : reply;
  });
  await page.getByRole('button', { name: 'Run again' }).click();
  await expect(page.getByRole('combobox', { name: 'Version' })).toHaveText('Version 2');
  await expect(page.getByRole('group', { name: 'Pass rate' })).toContainText('100%', { timeout: 60_000 });
  await page.getByRole('tab', { name: 'Compare versions' }).click();
  await expect(page.getByText('3 now passes')).toBeVisible();
  await screenshotTwin(page, 'evaluation-compare');
});
