import { expect, type Page, test } from '@playwright/test';
import { colourFlowData } from './executionSeeds.ts';
import { screenshotBoth, screenshotTwin } from './screenshotBoth.ts';

/**
 * Issue 19, languages: the pages beyond the shell, chat and flows speak German for a browser whose
 * language is German (executions, templates, dashboard, help, export and import; logs and files
 * are enterprise pages: languages-pages.enterprise.spec.ts).
 * Each page is looked at in light and dark.
 */
const shots = 'test-results/screenshots';

test.use({ locale: 'de-DE' });

/** Visits `path` and screenshots it light and dark; `ready` checks the German texts each time. */
async function both(page: Page, path: string, name: string, ready: () => Promise<void>) {
  await page.goto(path);
  await screenshotBoth(page, `languages-de-${name}`, ready, false);
}

test('executions in German', async ({ page }) => {
  await both(page, '/executions', 'executions', async () => {
    await expect(page.getByRole('heading', { name: 'Ausführungen', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filter zurücksetzen' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Sitzungs-ID' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Alle Status');
    await expect(page.getByText('Ausführungen werden geladen…')).toHaveCount(0);
  });
});

test('one execution in German: its facts, nodes and a node run', async ({ page, request }) => {
  const created = await request.post('/api/v1/chatflows', {
    data: { name: 'Farblauf', type: 'AGENTFLOW', flowData: colourFlowData() },
  });
  expect(created.ok()).toBe(true);
  const ran = await request.post(`/api/v1/internal-prediction/${(await created.json()).id}`, {
    data: { question: 'hallo' },
  });
  expect(ran.ok(), await ran.text()).toBe(true);
  await both(page, `/executions/${(await ran.json()).executionId}`, 'execution', async () => {
    await expect(page.getByRole('heading', { name: 'Farblauf', level: 1 })).toBeVisible();
    await expect(page.getByText('Knotenläufe')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ausgeführte Knoten' })).toBeVisible();
    await expect(page.getByText('Abgeschlossen').first()).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Öffentlich' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Eingang' })).toBeVisible();
  });
});

test('templates in German', async ({ page }) => {
  await both(page, '/marketplaces', 'templates', async () => {
    await expect(page.getByRole('heading', { name: 'Vorlagen', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Meine Vorlagen' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Vorlagen durchsuchen' })).toHaveAttribute(
      'placeholder',
      'Name, Beschreibung, Anwendungsfall oder Knoten suchen',
    );
    await expect(page.getByRole('button', { name: 'Vorlage verwenden' }).first()).toBeVisible();
  });
  await page.getByTestId('template-card').first().click();
  await expect(page.getByRole('button', { name: 'Zurück zu den Vorlagen' })).toBeVisible();
  await expect(page.getByText(/^Anwendungsfälle: /)).toBeVisible();
  await page.screenshot({ path: `${shots}/languages-de-template-light.png` });
});

test('dashboard in German', async ({ page }) => {
  await both(page, '/dashboard', 'dashboard', async () => {
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Letzte 7 Tage' })).toBeVisible();
    await expect(page.getByText('Antworten', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Letzte Ausführungen')).toBeVisible();
  });
});

test('help pages in German', async ({ page }) => {
  await both(page, '/docs', 'docs', async () => {
    await expect(page.getByRole('heading', { name: 'Dokumentation', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Erste Schritte' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Routen suchen' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'API-Routen' })).toContainText('öffentlich');
  });
  await both(page, '/report-bug', 'report-bug', async () => {
    await expect(page.getByRole('heading', { name: 'Fehler melden', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fehlermeldung öffnen' })).toBeVisible();
  });
});

test('export and import dialogs in German', async ({ page }) => {
  await page.goto('/agentflows');
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Exportieren' }).click();
  const exportDialog = page.getByTestId('export-dialog');
  await expect(exportDialog.getByText('Zu exportierende Daten wählen')).toBeVisible();
  await expect(exportDialog.getByRole('checkbox', { name: 'Ausführungen' })).toBeVisible();
  await screenshotTwin(page, 'languages-de-export', false);
  await exportDialog.getByRole('button', { name: 'Abbrechen' }).click();

  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Importieren' }).click();
  const importDialog = page.getByTestId('import-dialog');
  await expect(importDialog.getByRole('button', { name: 'Datei wählen' })).toBeVisible();
  await expect(importDialog.getByRole('radio', { name: /^Überspringen/ })).toBeChecked();
  await screenshotTwin(page, 'languages-de-import', false);
  await importDialog.getByRole('button', { name: 'Eine Flowise-Datenbank importieren (.sqlite)...' }).click();
  const flowise = page.getByTestId('flowise-database-dialog');
  await expect(flowise.getByText('Datenbankdatei (database.sqlite)')).toBeVisible();
  await screenshotTwin(page, 'languages-de-flowise-import', false);
});

test('the chatbot page for a German visitor: the texts the owner left unset come in German', async ({
  browser,
  request,
}) => {
  const res = await request.post('/api/v1/chatflows', {
    data: {
      name: 'Chatbot Sprachprobe',
      type: 'AGENTFLOW',
      flowData: JSON.stringify({ nodes: [], edges: [] }),
      chatbotConfig: JSON.stringify({ title: 'Hilfe', leads: { status: true, name: true, email: true } }),
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).id as string;
  const ctx = await browser.newContext({ locale: 'de-DE', storageState: { cookies: [], origins: [] } });
  const page = await ctx.newPage();
  await page.goto(`/chatbot/${id}`);
  await screenshotBoth(
    page,
    'languages-de-chatbot',
    async () => {
      await expect(page.getByText('Hallo! Wie kann ich Ihnen helfen?')).toBeVisible();
      await expect(page.getByText('Sagen Sie uns, wie wir Sie erreichen können:')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Chat beginnen' })).toBeVisible();
    },
    false,
  );
  await page.getByRole('button', { name: 'Chat beginnen' }).click();
  await expect(page.getByText('Erforderlich')).toHaveCount(2);
  await page.getByLabel('E-Mail').fill('keine-adresse');
  await page.getByRole('button', { name: 'Chat beginnen' }).click();
  await expect(page.getByText('Geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
  await ctx.close();
  await request.delete(`/api/v1/chatflows/${id}`);
});
