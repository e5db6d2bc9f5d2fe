import { expect, type Page, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { screenshotBoth } from './screenshotBoth.ts';

/**
 * Issue 19, languages: the chatflow canvas in German for a browser whose language is German. The
 * palette's categories, node labels and descriptions come from the chatflow plugin's node
 * catalogue (its manifest's nodeMessages); the graph rules' messages are German, a typed anchor's
 * label and types in them. A node's card and its settings (labels, options, the additional
 * parameters) are German too, the saved values and label stay English. Looked at in light and dark.
 */
test.use({ locale: 'de-DE', viewport: { width: 1440, height: 900 } });

const node = (page: Page, id: string) => page.getByTestId(`node-${id}`);
const saved: string[] = [];

test.afterAll(async ({ request }) => {
  for (const id of saved) await request.delete(`/api/v1/chatflows/${id}`);
});

/** Saves the canvas with Ctrl+S and answers the new flow's id. */
async function save(page: Page): Promise<string> {
  await page.getByTestId('flow-canvas').click({ position: { x: 20, y: 20 } });
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/canvas\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  saved.push(id);
  return id;
}

test('the chatflow canvas in German: palette categories and nodes, validation', async ({ page, request }) => {
  await page.goto('/canvas');
  // a new flow is named in the reader's language
  await expect(
    page.getByRole('button', { name: 'Name des Flows: Unbenannter Chatflow. Umbenennen' }),
  ).toBeVisible();
  const palette = page.getByRole('complementary', { name: 'Knoten hinzufügen' });
  // the Retrievers category says the Retriever anchor's German
  await expect(palette.getByRole('region', { name: 'Abrufer' })).toBeVisible();
  await expect(palette.getByRole('region', { name: 'Chat-Modelle' })).toBeVisible();
  await expect(palette.getByRole('region', { name: 'Ketten' })).toBeVisible();
  await expect(palette.getByRole('region', { name: 'Dokument-Loader' })).toBeVisible();
  await expect(page.getByTestId('palette-conversationChain')).toContainText(
    'Spricht mit dem Benutzer und behält das Gespräch im Gedächtnis',
  );
  // search finds German words of descriptions
  await page.getByRole('searchbox', { name: 'Knoten suchen' }).fill('Gespräch');
  await expect(page.getByTestId('palette-conversationChain')).toBeVisible();
  await expect(page.getByTestId('palette-chatOpenAI')).toHaveCount(0);
  await page.getByRole('button', { name: 'Conversation Chain hinzufügen' }).focus();
  await page.keyboard.press('Enter');
  await expect(node(page, 'conversationChain_0')).toBeVisible();

  // Validation: a typed anchor's rule in German, the anchor's label through the node catalogue.
  await page.getByRole('button', { name: 'Prüfen' }).click();
  const list = page.getByTestId('validation-panel');
  await expect(
    list.getByText('Chat-Modell ist erforderlich: Verbinden Sie einen Knoten vom Typ BaseChatModel'),
  ).toBeVisible();

  // Saved, the flow keeps the English label; then looked at in light and dark.
  const id = await save(page);
  const flow = await (await request.get(`/api/v1/chatflows/${id}`)).json();
  expect(flow.name).toBe('Unbenannter Chatflow');
  expect(JSON.parse(flow.flowData).nodes.map((n: { data: { label: string } }) => n.data.label)).toEqual([
    'Conversation Chain',
  ]);
  await screenshotBoth(
    page,
    'languages-de-chatcanvas',
    async () => {
      await expect(page.getByTestId('palette-conversationChain')).toContainText('Spricht mit dem Benutzer');
      await page.getByRole('button', { name: 'Prüfen' }).click();
      await expect(
        page.getByTestId('validation-panel').getByText(/Chat-Modell ist erforderlich/),
      ).toBeVisible();
    },
    false,
  );
});

test("a chatflow node's card and settings in German: ChatOpenAI", async ({ page, request }) => {
  await page.goto('/canvas');
  await page.getByRole('searchbox', { name: 'Knoten suchen' }).fill('ChatOpenAI');
  await page.getByRole('button', { name: 'ChatOpenAI hinzufügen', exact: true }).focus();
  await page.keyboard.press('Enter');
  const card = node(page, 'chatOpenAI_0');
  // the card: category, the Cache anchor, the params in short with an option's label
  await expect(card).toContainText('Chat-Modelle');
  await expect(card).toContainText('Eingänge');
  await expect(card).toContainText('Zugangsdaten verbinden');
  await expect(card).toContainText('Modellname');
  await expect(card).toContainText('Temperatur');
  // a boolean's value in German: image uploads off
  const uploads = card.locator('dl > div').filter({ hasText: 'Bild-Uploads erlauben' });
  await expect(uploads.locator('dd')).toHaveText('nein');

  // The settings: labels, the credential picker, options and the additional parameters.
  await card.dblclick();
  const panel = page.getByTestId('node-panel');
  await expect(panel.getByText('Zugangsdaten verbinden', { exact: true })).toBeVisible();
  await expect(panel.getByText('Zugangsdaten verbinden ist erforderlich')).toBeVisible();
  await expect(panel.getByText('Modellname', { exact: true })).toBeVisible();
  // the image settings show once image uploads are allowed
  await panel.getByRole('switch', { name: /^Bild-Uploads erlauben/ }).click();
  await expect(uploads.locator('dd')).toHaveText('ja');
  await expect(panel.getByRole('combobox', { name: 'Bildauflösung' })).toHaveText(/Niedrig/);
  await panel.getByRole('combobox', { name: 'Bildauflösung' }).click();
  await page.getByRole('option', { name: 'Hoch' }).click();
  await expect(panel.getByRole('combobox', { name: 'Bildauflösung' })).toHaveText(/Hoch/);
  await panel.getByRole('button', { name: 'Weitere Parameter' }).click();
  for (const label of [
    'Häufigkeitsstrafe',
    'Präsenzstrafe',
    'Strikte Werkzeugaufrufe',
    'Stoppsequenz',
    'Denkaufwand',
  ]) {
    await expect(panel.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(panel.getByRole('combobox', { name: 'Denkaufwand' })).toHaveText(/Mittel/);
  await expect(panel.getByText('Frequency Penalty')).toHaveCount(0);

  // Saved, the node keeps the option's name and the English label.
  const id = await save(page);
  const flow = await (await request.get(`/api/v1/chatflows/${id}`)).json();
  const [saved0] = JSON.parse(flow.flowData).nodes as {
    data: { label: string; inputs: Record<string, unknown> };
  }[];
  expect(saved0?.data.label).toBe('ChatOpenAI');
  expect(saved0?.data.inputs.allowImageUploads).toBe(true);
  expect(saved0?.data.inputs.imageResolution).toBe('high');
  await screenshotBoth(
    page,
    'languages-de-chatcanvas-settings',
    async () => {
      await node(page, 'chatOpenAI_0').dblclick();
      await page.getByTestId('node-panel').getByRole('button', { name: 'Weitere Parameter' }).click();
      await expect(page.getByTestId('node-panel').getByText('Häufigkeitsstrafe')).toBeVisible();
    },
    false,
  );
});

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

test('a chatflow opened at 1440 x 900: the fit view leaves every node clear of the minimap and the controls', async ({
  page,
}) => {
  const fixtures = resolve(import.meta.dirname, '../../../shared/fixtures/flowise-templates/chatflows');
  for (const file of ['Conversational Retrieval QA Chain.json', 'Multiple Documents QnA.json']) {
    const template = JSON.parse(await readFile(resolve(fixtures, file), 'utf8'));
    const res = await page.request.post('/api/v1/chatflows', {
      data: {
        name: file,
        type: 'CHATFLOW',
        flowData: JSON.stringify({ nodes: template.nodes, edges: template.edges }),
      },
    });
    expect(res.status()).toBe(201);
    const id = (await res.json()).id;
    saved.push(id);
    await page.goto(`/canvas/${id}`);
    for (const n of template.nodes) await expect(node(page, n.id)).toBeVisible();
    const minimap = await page.locator('.react-flow__minimap').boundingBox();
    const controls = await page.locator('.react-flow__controls').boundingBox();
    expect(minimap && controls).toBeTruthy();
    for (const n of template.nodes) {
      const box = await node(page, n.id).boundingBox();
      expect(box, n.id).toBeTruthy();
      expect(overlap(box as Box, minimap as Box), `${n.id} under the minimap`).toBe(false);
      expect(overlap(box as Box, controls as Box), `${n.id} under the controls`).toBe(false);
    }
  }
  await screenshotBoth(page, 'languages-de-chatcanvas-fit', () =>
    expect(page.locator('.react-flow__minimap')).toBeVisible(),
  );
});
