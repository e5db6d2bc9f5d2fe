import { expect, test } from '@playwright/test';
import { screenshotBoth } from './screenshotBoth.ts';

/**
 * Issue 19, languages: the resource pages (credentials, document stores, variables, tools, API
 * keys) in German for a browser whose language is German; English is what their own specs check.
 */
const shots = 'test-results/screenshots';

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'de-DE' });

test('credentials in German: list, type picker, form checks, delete', async ({ page, request }) => {
  const name = `Sprachprobe ${Date.now()}`;
  const res = await request.post('/api/v1/credentials', {
    data: { name, credentialName: 'openAIApi', plainDataObj: { openAIApiKey: 'sk-e2e-german-4711' } },
  });
  expect(res.ok()).toBe(true);

  await page.goto('/credentials');
  await expect(page.getByRole('heading', { name: 'Zugangsdaten', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Zugangsdaten durchsuchen' })).toHaveAttribute(
    'placeholder',
    'Name oder Typ suchen',
  );
  await expect(page.getByRole('columnheader', { name: 'Typ' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Erstellt' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Bearbeiten ${name}` })).toBeVisible();
  const list = () => expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await screenshotBoth(page, 'languages-de-credentials', list);

  // The type picker and the form with its checks.
  await page.getByRole('button', { name: 'Zugangsdaten hinzufügen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('list', { name: 'Zugangsdatentypen' })).toBeVisible();
  await expect(dialog.getByText('Ein API-Schlüssel von platform.openai.com.')).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Zugangsdatentypen suchen' }).fill('openai api');
  await dialog.getByRole('button', { name: /^OpenAI API/ }).click();
  await expect(dialog.getByText('Neue Zugangsdaten: OpenAI API')).toBeVisible();
  await dialog.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  await expect(dialog.getByText('Der Name ist erforderlich')).toBeVisible();
  await expect(dialog.getByText('OpenAI-API-Schlüssel ist erforderlich')).toBeVisible();
  await page.screenshot({ path: `${shots}/languages-de-credential-form.png` });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);

  // Delete asks in German and says so.
  await page.getByRole('button', { name: `Löschen ${name}` }).click();
  await expect(page.getByRole('alertdialog').getByText('Zugangsdaten löschen')).toBeVisible();
  await page.locator('#confirm-delete-credential').click();
  await expect(page.getByText(`Zugangsdaten '${name}' gelöscht`)).toBeVisible();
});

test('document stores in German: cards, table, a store and its loader picker', async ({ page, request }) => {
  const name = `Handbuch ${Date.now()}`;
  const res = await request.post('/api/v1/document-store/store', {
    data: { name, description: 'Richtlinien und Abläufe' },
  });
  expect(res.ok()).toBe(true);
  const store = (await res.json()) as { id: string };

  await page.goto('/document-stores');
  await expect(page.getByRole('heading', { name: 'Dokumentenspeicher', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neu hinzufügen' })).toBeVisible();
  const card = page.getByTestId('store-card').filter({ hasText: name });
  await expect(card.getByTestId('store-status')).toHaveText('Leer');
  await expect(card.getByTestId('store-status')).toHaveAttribute('title', 'Noch keine Loader');
  await expect(card.getByText('Zeichen')).toBeVisible();
  await screenshotBoth(page, 'languages-de-document-stores', () => expect(card).toBeVisible());

  await page.getByRole('radio', { name: 'Tabellenansicht' }).click();
  const table = page.getByRole('table', { name: 'Dokumentenspeicher' });
  await expect(table.getByRole('columnheader', { name: 'Beschreibung' })).toBeVisible();
  await expect(table.getByRole('button', { name: `Umbenennen ${name}` })).toBeVisible();
  await page.getByRole('radio', { name: 'Kartenansicht' }).click();

  // The store's page and the loader picker.
  await page.goto(`/document-stores/${store.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Noch keine Loader. Fügen Sie einen Loader hinzu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrufabfrage' })).toBeDisabled();
  await page.getByRole('button', { name: 'Dokument-Loader hinzufügen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('searchbox', { name: 'Loader suchen' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Loader' }).getByRole('listitem').first()).toBeVisible();
  // The loaders' own texts come from the plugin's node catalogue; found by their German too.
  await expect(dialog.getByTestId('loader-webPage')).toContainText('Webseite');
  await expect(dialog.getByTestId('loader-fileLoader')).toContainText('Hochgeladene Dateien');
  await dialog.getByRole('searchbox', { name: 'Loader suchen' }).fill('reiner');
  await expect(dialog.getByRole('list', { name: 'Loader' }).getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByTestId('loader-plainText')).toContainText('Reiner Text');
  await page.screenshot({ path: `${shots}/languages-de-document-store-loaders.png` });
  await dialog.getByTestId('loader-plainText').click();
  // The loader's page: its title, settings and the splitter picker in German.
  await expect(page.getByRole('heading', { name: 'Reiner Text hinzufügen', level: 1 })).toBeVisible();
  await expect(page.getByPlaceholder('Text hier einfügen')).toBeVisible();
  await expect(page.getByText('Hier eingegebener oder eingefügter Text')).toBeVisible();
  await page.getByRole('button', { name: 'Weitere Parameter' }).click();
  await expect(page.getByText('Zusätzliche Metadaten')).toBeVisible();
  await page.getByRole('combobox', { name: 'Textsplitter' }).click();
  await expect(page.getByRole('option', { name: 'Recursive Character Text Splitter' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${shots}/languages-de-document-store-loader.png` });

  await request.delete(`/api/v1/document-store/store/${store.id}`);
});

test('variables, tools and API keys in German', async ({ page }) => {
  await page.goto('/variables');
  await expect(page.getByRole('heading', { name: 'Variablen', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Variable hinzufügen' }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'Laufzeit' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('1x');
  await expect(dialog.getByText('Der Name darf nicht mit einer Ziffer beginnen')).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  await page.goto('/tools');
  await expect(page.getByRole('heading', { name: 'Werkzeuge', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Werkzeug hinzufügen' }).click();
  dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Keine Eingabeeigenschaften: Das Werkzeug nimmt keine Argumente.'),
  ).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Das Werkzeug testen' })).toBeVisible();
  await page.screenshot({ path: `${shots}/languages-de-tool-dialog.png` });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  await page.goto('/apikey');
  await expect(page.getByRole('heading', { name: 'API-Schlüssel', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Schlüssel erstellen' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Alle auswählen' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Alle Berechtigungen: Werkzeuge' })).toBeVisible();
  await page.screenshot({ path: `${shots}/languages-de-apikey-dialog.png` });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
});
