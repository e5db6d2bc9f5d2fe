import { expect, type Page, test } from '@playwright/test';
import { screenshotBoth } from './screenshotBoth.ts';

/**
 * Issue 19, languages: the identity and single sign-on pages in German (a German browser): the
 * sign-in page with its checks, the account settings, and the admin pages Users, Roles (with the
 * role dialog's permission areas), Workspaces, Login Activity and SSO Config. Light and dark.
 */
test.use({ locale: 'de-DE' });

async function both(page: Page, path: string, name: string, ready: () => Promise<void>) {
  await page.goto(path);
  await screenshotBoth(page, `languages-de-${name}`, ready, false);
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the sign-in page and its checks in German', async ({ page }) => {
    await both(page, '/login', 'login', async () => {
      await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
      await expect(page.getByText('Willkommen zurück bei Brains Studio')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Die E-Mail-Adresse ist erforderlich')).toBeVisible();
    await expect(page.getByText('Das Passwort ist erforderlich')).toBeVisible();
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await expect(page.getByRole('heading', { name: 'Passwort vergessen', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link senden' })).toBeVisible();
  });
});

test('account settings in German', async ({ page }) => {
  await both(page, '/change-password', 'change-password', async () => {
    await expect(page.getByRole('heading', { name: 'Kontoeinstellungen', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'E-Mail-Einstellungen' })).toBeVisible();
    await expect(page.getByLabel('Aktuelles Passwort')).toBeVisible();
  });
  await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('kurz');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein')).toBeVisible();
});

test('users and roles in German', async ({ page }) => {
  await both(page, '/users', 'users', async () => {
    await expect(page.getByRole('heading', { name: 'Benutzer', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Benutzer einladen' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Letzte Anmeldung' })).toBeVisible();
    await expect(page.getByText('Sie', { exact: true })).toBeVisible();
  });
  await both(page, '/roles', 'roles', async () => {
    await expect(page.getByRole('heading', { name: 'Rollen', level: 1 })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Rollen durchsuchen' })).toBeVisible();
    await expect(page.getByText('Integriert').first()).toBeVisible();
  });
  await page.getByRole('button', { name: 'Rolle hinzufügen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Berechtigungen (0 ausgewählt)')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Alle Berechtigungen: Werkzeuge' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/languages-de-role-dialog-light.png' });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
});

test('workspaces, login activity and SSO config in German', async ({ page }) => {
  await both(page, '/workspaces', 'workspaces', async () => {
    await expect(page.getByRole('heading', { name: 'Arbeitsbereiche', level: 1 })).toBeVisible();
    await expect(page.getByText('Standard').first()).toBeVisible();
  });
  await both(page, '/login-activity', 'login-activity', async () => {
    await expect(page.getByRole('heading', { name: 'Anmeldeaktivität', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Art der Aktivität' })).toContainText('Alle Aktivitäten');
    await expect(page.getByRole('button', { name: 'Zurücksetzen' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Adresse' })).toBeVisible();
  });
  await both(page, '/sso-config', 'sso-config', async () => {
    await expect(page.getByRole('heading', { name: 'SSO-Konfiguration', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anbieter hinzufügen' })).toBeVisible();
  });
});
