import { expect, test } from '@playwright/test';
import { screenshotBoth } from './screenshotBoth.ts';

/** Issue 19, languages: the enterprise pages Logs and Files in German (light and dark). */
test.use({ locale: 'de-DE' });

test('logs in German', async ({ page }) => {
  await page.goto('/logs');
  await screenshotBoth(
    page,
    'languages-de-logs',
    async () => {
      await expect(page.getByRole('heading', { name: 'Protokolle', level: 1 })).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Live' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Niedrigste Stufe' })).toContainText('info und höher');
      await expect(page.getByRole('combobox', { name: 'Zeitraum' })).toContainText('Letzte Stunde');
      await expect(page.getByRole('searchbox', { name: 'Protokoll durchsuchen' })).toBeVisible();
    },
    false,
  );
});

test('files in German', async ({ page }) => {
  await page.goto('/files');
  await screenshotBoth(
    page,
    'languages-de-files',
    async () => {
      await expect(page.getByRole('heading', { name: 'Dateien', level: 1 })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Quelle' })).toContainText('Alle Quellen');
      await expect(page.getByRole('searchbox', { name: 'Dateien durchsuchen' })).toBeVisible();
    },
    false,
  );
});
