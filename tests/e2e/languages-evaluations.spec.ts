import { expect, type Page, test } from '@playwright/test';
import { type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { scriptedModel, sumRows } from '../llm/sumsModel.ts';
import { llmFlowData } from './llmFlowData.ts';
import { screenshotBoth } from './screenshotBoth.ts';

/**
 * Issue 19, languages: the evaluations pages speak German for a browser whose language is German
 * (datasets and their rows, evaluators, evaluations and one run's results). The data is made
 * through the API; each page is looked at in light and dark.
 */
let llm: OpenAITestServer;
const made = { flow: '', dataset: '', evaluator: '', evaluation: '' };

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'de-DE' });

test.beforeAll(async ({ request }) => {
  llm = await startOpenAITestServer({ chunkDelayMs: 0, responder: scriptedModel });
  const flow = await request.post('/api/v1/chatflows', {
    data: { name: 'Summen-Bot', type: 'AGENTFLOW', flowData: llmFlowData(llm.baseURL) },
  });
  expect(flow.status(), await flow.text()).toBe(201);
  made.flow = (await flow.json()).id;
  const dataset = await request.post('/api/v1/datasets/set', {
    data: { name: 'Summen', description: 'Kleine Additionen' },
  });
  expect(dataset.ok(), await dataset.text()).toBe(true);
  made.dataset = (await dataset.json()).id;
  const rows = await request.post('/api/v1/datasets/rows', {
    data: {
      datasetId: made.dataset,
      rows: sumRows(4).map((r) => ({ ...r, metadata: { Thema: 'Rechnen' } })),
    },
  });
  expect(rows.ok(), await rows.text()).toBe(true);
  const evaluator = await request.post('/api/v1/evaluators', {
    data: {
      name: 'Hat die Summe',
      type: 'text',
      config: { operator: 'contains', value: '{{expectedOutput}}', caseSensitive: false },
    },
  });
  expect(evaluator.ok(), await evaluator.text()).toBe(true);
  made.evaluator = (await evaluator.json()).id;
  const evaluation = await request.post('/api/v1/evaluations', {
    data: {
      name: 'Summen-Genauigkeit',
      datasetId: made.dataset,
      flowIds: [made.flow],
      evaluatorIds: [made.evaluator],
      concurrency: 2,
    },
  });
  expect(evaluation.ok(), await evaluation.text()).toBe(true);
  made.evaluation = (await evaluation.json()).id;
  await expect
    .poll(async () => (await (await request.get(`/api/v1/evaluations/${made.evaluation}`)).json()).status, {
      timeout: 60_000,
    })
    .toBe('completed');
});

test.afterAll(async ({ request }) => {
  await llm?.close();
  await request.delete(`/api/v1/evaluations/${made.evaluation}`);
  await request.delete(`/api/v1/evaluators/${made.evaluator}`);
  await request.delete(`/api/v1/datasets/set/${made.dataset}`);
  await request.delete(`/api/v1/chatflows/${made.flow}`);
});

async function both(page: Page, path: string, name: string, ready: () => Promise<void>) {
  await page.goto(path);
  await screenshotBoth(page, `languages-de-${name}`, ready, false);
}

test('datasets and a dataset’s rows in German', async ({ page }) => {
  await both(page, '/datasets', 'datasets', async () => {
    await expect(page.getByRole('heading', { name: 'Datensätze', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Datensatz hinzufügen' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Zeilen' })).toBeVisible();
  });
  await both(page, `/dataset_rows/${made.dataset}`, 'dataset-rows', async () => {
    await expect(page.getByRole('heading', { name: 'Summen', level: 1 })).toBeVisible();
    await expect(page.getByText('Kleine Additionen · 4 Zeilen')).toBeVisible();
    await expect(page.getByRole('button', { name: 'CSV hochladen' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Erwartete Ausgabe' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zeile 1 bearbeiten' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'CSV hochladen' }).click();
  await expect(page.getByRole('dialog')).toContainText('Eine Kopfzeile, dann eine Zeile pro Eintrag');
  await page.screenshot({ path: 'test-results/screenshots/languages-de-csv-upload-light.png' });
});

test('evaluators in German, with the rule in a line and the dialog', async ({ page }) => {
  await both(page, '/evaluators', 'evaluators', async () => {
    await expect(page.getByRole('heading', { name: 'Bewerter', level: 1 })).toBeVisible();
    // other specs make evaluators with the same rule in this workspace: this spec's own one
    await expect(page.getByText('Hat die Summe').first()).toBeVisible();
    await expect(page.getByText('die Antwort enthält „{{expectedOutput}}“').first()).toBeVisible();
  });
  await page.getByRole('button', { name: 'Bewerter hinzufügen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'LLM-Richter' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Die Antwort' })).toHaveText('enthält');
  await expect(dialog).toContainText('stehen für die erwartete Ausgabe und den Eingang der Zeile');
  await page.screenshot({ path: 'test-results/screenshots/languages-de-evaluator-dialog-light.png' });
});

test('evaluations and one run’s results in German', async ({ page }) => {
  await both(page, '/evaluations', 'evaluations', async () => {
    await expect(page.getByRole('heading', { name: 'Evaluierungen', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neue Evaluierung' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Summen-Genauigkeit' })).toContainText(
      'abgeschlossen',
    );
  });
  await both(page, `/evaluation_results/${made.evaluation}`, 'evaluation-results', async () => {
    await expect(page.getByRole('heading', { name: 'Summen-Genauigkeit', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Erfolgsquote' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verteilung der Latenz' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Nach Status filtern' })).toHaveText('Alle Zeilen');
    await expect(page.getByRole('tab', { name: 'Versionen vergleichen' })).toBeVisible();
  });
  await page.getByRole('row', { name: /^Zeile 1 mit Summen-Bot: / }).click();
  await expect(page.getByRole('dialog')).toContainText('Ablauf der Ausführung öffnen');
  await page.screenshot({ path: 'test-results/screenshots/languages-de-evaluation-row-light.png' });
});
