import { expect, test } from '@playwright/test';
import { screenshotBoth } from './screenshotBoth.ts';

/** /logs in the enterprise edition: the server's lines with their filters (the API test checks their content). */
test('the Logs page shows the server log with level, period, search and live controls', async ({ page }) => {
  await page.goto('/logs');
  await expect(page.getByRole('heading', { name: 'Logs', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Live' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Lowest level' }).click();
  await page.getByRole('option', { name: 'trace and up' }).click();
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Everything kept' }).click();
  // the e2e servers log from "warn" up: the page shows their lines or says there are none
  await expect(
    page.getByRole('table', { name: 'Log lines' }).or(page.getByText(/No log line matches/)),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the log' }).fill('a text no line holds 12345');
  await expect(page.getByText(/No log line matches/)).toBeVisible();
  await screenshotBoth(page, 'logs', () =>
    expect(page.getByRole('heading', { name: 'Logs', level: 1 })).toBeVisible(),
  );
});
