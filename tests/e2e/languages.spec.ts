import { expect, test } from '@playwright/test';

/**
 * Issue 19, languages: English as the spec words it by default, German chosen in the profile menu
 * or taken from the browser's language; the shell and the chat speak it.
 */
const shots = 'test-results/screenshots';

test.describe('a browser whose language is German', () => {
  test.use({ locale: 'de-DE' });

  test('gets the shell and the chat in German', async ({ page }) => {
    const res = await page.request.post('/api/v1/chatflows', {
      data: { name: 'Sprachprobe', type: 'AGENTFLOW', flowData: JSON.stringify({ nodes: [], edges: [] }) },
    });
    expect(res.ok()).toBe(true);
    await page.goto('/executions');
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(menu).toBeVisible();
    await expect(menu.getByText('Ausführungen')).toBeVisible();
    await expect(menu.getByText('Zugangsdaten')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Dunkelmodus' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.screenshot({ path: `${shots}/languages-de-shell.png` });

    // The canvas's chat panel.
    await page.goto(`/v2/agentcanvas/${(await res.json()).id}`);
    await page.getByTestId('canvas-chat').click();
    await expect(page.getByText('Stellen Sie eine Frage, um den Chat zu beginnen.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nachricht' })).toHaveAttribute(
      'placeholder',
      'Ihre Frage…',
    );
    // The canvas around it: header and palette.
    await expect(page.getByRole('button', { name: 'Prüfen' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Knoten suchen' })).toBeVisible();
    await page.screenshot({ path: `${shots}/languages-de-canvas.png` });
  });
});

test('the profile menu switches the language, and the choice is kept', async ({ page }) => {
  await page.goto('/executions');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('Executions')).toBeVisible();

  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  // At once, without a reload.
  const german = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(german.getByText('Ausführungen')).toBeVisible();

  await page.reload();
  await expect(german.getByText('Ausführungen')).toBeVisible();

  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Sprache' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(menu.getByText('Executions')).toBeVisible();
});

test.describe('the agentflows list in German', () => {
  test.use({ locale: 'de-DE' });

  test('shows its heading, buttons, search and a flow menu in German', async ({ page }) => {
    const res = await page.request.post('/api/v1/chatflows', {
      data: { name: 'Listenprobe', type: 'AGENTFLOW', flowData: JSON.stringify({ nodes: [], edges: [] }) },
    });
    expect(res.ok()).toBe(true);
    await page.goto('/agentflows');
    await expect(page.getByRole('heading', { name: 'Agentflows', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neu hinzufügen', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Importieren', exact: true })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Agentflows durchsuchen' })).toHaveAttribute(
      'placeholder',
      'Name oder Kategorie suchen',
    );
    await page.getByRole('button', { name: 'Aktionen für Listenprobe' }).first().click();
    await expect(page.getByRole('menuitem', { name: 'Umbenennen' })).toBeVisible();
    await page.screenshot({ path: `${shots}/languages-de-agentflows.png` });
    await page.keyboard.press('Escape');
    await page.request.delete(`/api/v1/chatflows/${(await res.json()).id}`);
  });
});
