import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { flowEdge, flowNode } from '../../host/server/engine/testFlow.ts';
import { screenshotBoth } from './screenshotBoth.ts';

/**
 * Issue 19, languages: the agent-flow canvas speaks German for a browser whose language is German,
 * node texts included (palette, node cards, the node form, validation and the canvas's notes).
 * A node is added from the palette with the keyboard, its form opened, the flow validated and
 * saved; the saved flow keeps the English texts. Looked at in light and dark.
 */
test.use({ locale: 'de-DE', viewport: { width: 1440, height: 900 } });

const node = (page: Page, id: string) => page.getByTestId(`node-${id}`);
let saved = '';
let savedTool = '';
let calculatorTool = '';
let refusedFlow = '';

/** A flow with Write File, which this server switches off (ENABLE_FILE_TOOLS): its runs are refused. */
async function saveRefusedFlow(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/chatflows', {
    data: {
      name: `Refused ${Date.now()}`,
      type: 'AGENTFLOW',
      flowData: JSON.stringify({
        nodes: [
          flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' }),
          flowNode('toolAgentflow_0', 'toolAgentflow', {
            toolAgentflowSelectedTool: 'writeFile',
            toolInputArgs: [
              { inputArgName: 'file_path', inputArgValue: 'a.txt' },
              { inputArgName: 'text', inputArgValue: 'hi' },
            ],
          }),
        ],
        edges: [flowEdge('startAgentflow_0', 'toolAgentflow_0')],
      }),
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

test.afterAll(async ({ request }) => {
  for (const id of [saved, savedTool, refusedFlow]) if (id) await request.delete(`/api/v1/chatflows/${id}`);
  if (calculatorTool) await request.delete(`/api/v1/tools/${calculatorTool}`);
});

test('the agent-flow canvas in German: palette, node card, node form, validation', async ({
  page,
  request,
}) => {
  await page.goto('/v2/agentcanvas');
  await expect(node(page, 'startAgentflow_0')).toContainText('Start');

  // The palette: categories, labels and descriptions in German; search finds German words.
  const palette = page.getByRole('complementary', { name: 'Knoten hinzufügen' });
  await expect(palette.getByText('Agent-Flows', { exact: true })).toBeVisible();
  await expect(page.getByTestId('palette-llmAgentflow')).toContainText(
    'Ein großes Sprachmodell die Eingaben lesen und eine Antwort schreiben lassen',
  );
  await page.getByRole('searchbox', { name: 'Knoten suchen' }).fill('Bedingung');
  await expect(page.getByTestId('palette-llmAgentflow')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bedingung hinzufügen' })).toBeVisible();
  await page.getByRole('button', { name: 'Bedingung hinzufügen' }).focus();
  await page.keyboard.press('Enter');
  await expect(node(page, 'conditionAgentflow_0')).toContainText('Bedingung');
  // its branches: the row's number and the extra output
  await expect(node(page, 'conditionAgentflow_0')).toContainText('Ende');
  await page.getByRole('searchbox', { name: 'Knoten suchen' }).fill('');
  await page.getByRole('button', { name: 'LLM hinzufügen' }).focus();
  await page.keyboard.press('Enter');
  await expect(node(page, 'llmAgentflow_0')).toBeVisible();

  // The node form: labels, hints, options and the required-field note in German.
  await node(page, 'llmAgentflow_0').dblclick();
  const panel = page.getByTestId('node-panel');
  await expect(panel.getByRole('textbox', { name: 'Beschriftung des Knotens' })).toHaveValue('LLM');
  await expect(panel.getByText('Modell', { exact: true })).toBeVisible();
  await expect(panel.getByText('Modell ist erforderlich')).toBeVisible();
  await expect(panel.getByText('Nachrichten', { exact: true })).toBeVisible();
  await expect(panel.getByText('Gedächtnis einschalten')).toBeVisible();
  await expect(panel.getByText('Frühere Nachrichten dieses Gesprächs behalten')).toBeVisible();
  await expect(panel.getByPlaceholder('{{ tippen, um eine Variable einzufügen')).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Art des Gedächtnisses' })).toHaveText(/Alle Nachrichten/);
  await panel.getByRole('combobox', { name: 'Antwort zurückgeben als' }).click();
  await page.getByRole('option', { name: 'Assistentennachricht' }).click();
  await expect(panel.getByRole('combobox', { name: 'Antwort zurückgeben als' })).toHaveText(
    /Assistentennachricht/,
  );
  await page.getByRole('button', { name: 'Knoteneinstellungen schließen' }).click();

  // Validation: the rules' messages in German, node texts in them too.
  await page.getByRole('button', { name: 'Prüfen' }).click();
  const list = page.getByTestId('validation-panel');
  await expect(list.getByText('Modell ist erforderlich')).toBeVisible();
  await expect(list.getByText('Dieser Knoten ist nicht mit dem Flow verbunden.').first()).toBeVisible();
  await expect(list.getByText('Bitte geben Sie eine Variable an.', { exact: false }).first()).toBeVisible();

  // Saved with problems: the note is German; the saved flow keeps the node registry's English.
  await page.getByTestId('flow-canvas').click({ position: { x: 20, y: 20 } });
  await page.keyboard.press('Control+s');
  await expect(
    page.getByText('„Unbenannter Agentflow“ mit Problemen gespeichert: siehe die Prüfliste.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/agentcanvas\/[0-9a-f-]{36}$/);
  saved = page.url().split('/').pop() ?? '';
  const flow = await (await request.get(`/api/v1/chatflows/${saved}`)).json();
  const labels = JSON.parse(flow.flowData).nodes.map((n: { data: { label: string } }) => n.data.label);
  expect(labels.sort()).toEqual(['Condition', 'LLM', 'Start']);

  // Light and dark, with the form and the validation list open.
  await screenshotBoth(
    page,
    'languages-de-agentcanvas',
    async () => {
      await expect(node(page, 'conditionAgentflow_0')).toContainText('Bedingung');
      await node(page, 'llmAgentflow_0').dblclick();
      await expect(page.getByTestId('node-panel').getByText('Gedächtnis einschalten')).toBeVisible();
      await page.getByRole('button', { name: 'Prüfen' }).click();
      await expect(page.getByTestId('validation-panel').getByText('Modell ist erforderlich')).toBeVisible();
    },
    false,
  );
});

test("a Tool node's built-in tool in German: the picker's label and description, the tool's settings", async ({
  page,
  request,
}) => {
  // a tool the user named "Calculator": its name and description stay as written
  const created = await request.post('/api/v1/tools', {
    data: {
      name: 'Calculator',
      description: 'Adds two numbers',
      color: '#4f6bed',
      schema: '{"type":"object","properties":{}}',
      func: 'return 1 + 1;',
    },
  });
  expect(created.status()).toBeLessThan(300);
  calculatorTool = (await created.json()).id;
  await page.goto('/v2/agentcanvas');
  await expect(node(page, 'startAgentflow_0')).toContainText('Start');
  await page.getByRole('searchbox', { name: 'Knoten suchen' }).fill('Werkzeug');
  await page.getByRole('button', { name: 'Werkzeug hinzufügen', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(node(page, 'toolAgentflow_0')).toContainText('Werkzeug');
  // added by keyboard on a canvas holding only Start: placed clear of it
  const [start, tool] = await Promise.all(
    ['startAgentflow_0', 'toolAgentflow_0'].map(async (id) => (await node(page, id).boundingBox())!),
  );
  const apart =
    tool!.x >= start!.x + start!.width ||
    start!.x >= tool!.x + tool!.width ||
    tool!.y >= start!.y + start!.height ||
    start!.y >= tool!.y + tool!.height;
  expect(apart, `Tool ${JSON.stringify(tool)} over Start ${JSON.stringify(start)}`).toBe(true);

  // The picker lists the built-in tools by their German labels and descriptions
  // (the builtin-tools plugin has no web half: its manifest's nodeMessages bring them).
  await node(page, 'toolAgentflow_0').dblclick();
  const panel = page.getByTestId('node-panel');
  await panel.getByRole('combobox', { name: 'Werkzeug', exact: true }).click();
  const scraper = page.getByRole('option', { name: /Web-Scraper/ });
  await expect(scraper).toContainText('Liest Webseiten rekursiv, indem es Links folgt');
  await expect(page.getByRole('option', { name: /Rechner/ })).toContainText(
    'Berechnungen mit der Antwort ausführen',
  );
  await expect(page.getByRole('option', { name: /^Calculator/ })).toHaveText('CalculatorAdds two numbers');
  await scraper.click();

  // The tool's settings: labels, option labels and the additional settings in German.
  const settings = panel.getByRole('group', { name: 'Parameter von Web-Scraper' });
  await expect(settings.getByRole('combobox', { name: 'Lesemodus' })).toHaveText(/Links rekursiv folgen/);
  await settings.getByRole('button', { name: 'Weitere Parameter von Web-Scraper' }).click();
  await expect(settings.getByText('Maximale Tiefe', { exact: true })).toBeVisible();
  await expect(settings.getByText('Maximale Seitenzahl', { exact: true })).toBeVisible();
  await expect(settings.getByText('Werkzeugbeschreibung', { exact: true })).toBeVisible();
  await settings.getByRole('combobox', { name: 'Lesemodus' }).click();
  await page.getByRole('option', { name: 'Sitemap' }).click();
  await expect(settings.getByRole('combobox', { name: 'Lesemodus' })).toHaveText(/Sitemap/);

  // Saved, the tool keeps its English name and settings; then looked at in light and dark.
  await page.getByRole('button', { name: 'Knoteneinstellungen schließen' }).click();
  await page.getByTestId('flow-canvas').click({ position: { x: 20, y: 20 } });
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/v2\/agentcanvas\/[0-9a-f-]{36}$/);
  savedTool = page.url().split('/').pop() ?? '';
  await screenshotBoth(
    page,
    'languages-de-agentcanvas-tool',
    async () => {
      await node(page, 'toolAgentflow_0').dblclick();
      const form = page.getByTestId('node-panel').getByRole('group', { name: 'Parameter von Web-Scraper' });
      await expect(form.getByRole('combobox', { name: 'Lesemodus' })).toHaveText(/Sitemap/);
      await form.getByRole('button', { name: 'Weitere Parameter von Web-Scraper' }).click();
      await expect(form.getByText('Maximale Tiefe', { exact: true })).toBeVisible();
    },
    false,
  );
});

test('a run the server refuses lists its problems in German in the canvas chat: a tool switched off on this server', async ({
  page,
  request,
}) => {
  refusedFlow ||= await saveRefusedFlow(request);
  // looked at in light and dark: the refusal is asked for again in each
  for (const dark of [false, true]) {
    await page.addInitScript((d) => localStorage.setItem('isDarkMode', String(d)), dark);
    await page.goto(`/v2/agentcanvas/${refusedFlow}`);
    await page.getByTestId('canvas-chat').click();
    const chat = page.getByRole('complementary', { name: 'Mit diesem Flow chatten' });
    await chat.getByPlaceholder('Ihre Frage…').fill('Schreib die Datei');
    await chat.getByRole('button', { name: 'Senden' }).click();
    const alert = chat.getByRole('alert').last();
    await expect(alert).toContainText('Der Flow kann nicht laufen:');
    // the server's key and values, the tool's label from the built-in tools' node catalogue
    await expect(alert).toContainText(
      'Datei schreiben ist auf diesem Server ausgeschaltet (ENABLE_FILE_TOOLS)',
    );
    await page.screenshot({
      path: `test-results/screenshots/languages-de-agentcanvas-refused-${dark ? 'dark' : 'light'}.png`,
    });
  }
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'false'));
});

test('the public chatbot page says the same refusal in German, its texts loaded only when a run is refused', async ({
  browser,
  request,
}) => {
  refusedFlow ||= await saveRefusedFlow(request);
  // a visitor: not signed in, a German browser
  const context = await browser.newContext({ locale: 'de-DE', storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  // looked at in light and dark: asked again in each
  for (const dark of [false, true]) {
    await page.addInitScript((d) => localStorage.setItem('isDarkMode', String(d)), dark);
    await page.goto(`/chatbot/${refusedFlow}`);
    await page.getByRole('textbox', { name: 'Nachricht' }).fill('Schreib die Datei');
    const loadedBefore = scripts.length;
    if (!dark) expect(scripts.filter((s) => s.includes('rules.de'))).toEqual([]);
    await page.getByRole('button', { name: 'Senden' }).click();
    const alert = page.getByRole('alert').last();
    await expect(alert).toContainText('Der Flow kann nicht laufen:');
    await expect(alert).toContainText(
      'Datei schreiben ist auf diesem Server ausgeschaltet (ENABLE_FILE_TOOLS)',
    );
    // the rules' German came with the refusal, not with the page
    if (!dark) expect(scripts.slice(loadedBefore).some((s) => s.includes('rules.de'))).toBe(true);
    await page.screenshot({
      path: `test-results/screenshots/languages-de-chatbot-refused-${dark ? 'dark' : 'light'}.png`,
    });
  }
  await context.close();
});
