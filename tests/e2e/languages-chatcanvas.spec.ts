import { expect, type Page, test } from '@playwright/test';
import { screenshotBoth } from './screenshotBoth.ts';

/**
 * Issue 19, languages: the chatflow canvas in German for a browser whose language is German. The
 * palette's categories, node labels and descriptions come from the chatflow plugin's node
 * catalogue (its manifest's nodeMessages); the graph rules' messages are German, a typed anchor's
 * label and types in them. Looked at in light and dark.
 */
test.use({ locale: 'de-DE', viewport: { width: 1440, height: 900 } });

const node = (page: Page, id: string) => page.getByTestId(`node-${id}`);
let saved = '';

test.afterAll(async ({ request }) => {
  if (saved) await request.delete(`/api/v1/chatflows/${saved}`);
});

test('the chatflow canvas in German: palette categories and nodes, validation', async ({ page, request }) => {
  await page.goto('/canvas');
  const palette = page.getByRole('complementary', { name: 'Knoten hinzufügen' });
  await expect(palette.getByRole('region', { name: 'Chat-Modelle' })).toBeVisible();
  await expect(palette.getByRole('region', { name: 'Ketten' })).toBeVisible();
  await expect(palette.getByRole('region', { name: 'Dokumentlader' })).toBeVisible();
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
  await page.getByTestId('flow-canvas').click({ position: { x: 20, y: 20 } });
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/canvas\/[0-9a-f-]{36}$/);
  saved = page.url().split('/').pop() ?? '';
  const flow = await (await request.get(`/api/v1/chatflows/${saved}`)).json();
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
