import { expect, test } from '@playwright/test';
import { screenshotBoth, screenshotTwin } from '../screenshotBoth.ts';

/**
 * Issue 19, languages: the cloud's account type page and pricing dialog speak German for a
 * browser whose language is German (the plan names stay as they are). Looked at light and dark.
 */
test.use({ locale: 'de-DE' });

test('account type and the pricing plans in German', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/account-type');
  await screenshotBoth(
    page,
    'languages-de-account-type',
    async () => {
      await expect(page.getByRole('heading', { name: 'Kontotyp', level: 1 })).toBeVisible();
      await expect(page.getByTestId('current-plan')).toHaveText(/^Tarif /);
      await expect(page.getByText('Vorhersagen in diesem Monat')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Abrechnung verwalten' })).toBeVisible();
    },
    false,
  );
  // The page's own button (the top bar has an Upgrade button too).
  await page
    .getByTestId('usage')
    .locator('xpath=..')
    .getByRole('button', { name: /^(Upgrade|Tarife ansehen)$/ })
    .click();
  const dialog = page.getByTestId('pricing-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Tarife');
  await expect(
    dialog.getByTestId('plan-enterprise').locator('button', { hasText: 'Kontakt aufnehmen' }),
  ).toBeVisible();
  await expect(dialog.getByTestId('plan-starter')).toContainText('Für Einzelpersonen und kleine Teams');
  await expect(dialog.getByTestId('plan-starter')).toContainText('/Monat');
  await screenshotTwin(page, 'languages-de-pricing', false);
});
