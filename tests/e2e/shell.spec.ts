import { expect, test } from '@playwright/test';

const shot = (name: string) => `test-results/screenshots/shell-${name}.png`;

test('lands on /agentflows with the drawer groups from the plugins', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/agentflows$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('Building', { exact: true })).toBeVisible();
  await expect(menu.getByText('Operations', { exact: true })).toBeVisible();
  for (const item of ['Credentials', 'Variables', 'API Keys', 'Tools']) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
  await page.screenshot({ path: shot('landing-light'), fullPage: true });
});

test('dark mode is kept after a reload', async ({ page }) => {
  await page.goto('/agentflows');
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).not.toBeChecked();
  const lightBackground = await page.evaluate(
    () => getComputedStyle(document.querySelector('.fui-FluentProvider') ?? document.body).backgroundColor,
  );
  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  const darkBackground = await page.evaluate(
    () => getComputedStyle(document.querySelector('.fui-FluentProvider') ?? document.body).backgroundColor,
  );
  expect(darkBackground).not.toBe(lightBackground);
  await page.screenshot({ path: shot('landing-dark'), fullPage: true });
});

test('an unknown page says so and links home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});

test('the version dialog shows the server version', async ({ page, request }) => {
  const { version } = await (await request.get('/api/v1/version')).json();
  await page.goto('/agentflows');
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Version' }).click();
  const table = page.getByRole('table', { name: 'Version information' });
  await expect(table.getByText('Current Version')).toBeVisible();
  await expect(table.getByText(version)).toBeVisible();
  // the release feed is not reachable from the test machine: the dialog says so
  await expect(table.getByRole('cell', { name: 'unavailable' }).first()).toBeVisible();
  await page.screenshot({ path: shot('version-dialog') });
});

test('an open menu does not cover the page', async ({ page }) => {
  await page.goto('/agentflows');
  const heading = page.getByRole('heading', { name: 'Agentflows', level: 1 }).first();
  await expect(heading).toBeVisible();
  await page.getByTestId('profile-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Version' })).toBeVisible();
  const box = await heading.boundingBox();
  if (!box) throw new Error('heading has no box');
  // What is on top at the heading's centre must be the heading itself, not a popup layer.
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('h1,h2')?.textContent ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(onTop).toContain('Agentflows');
});

test('Update Profile changes the name on the server and in the stored user', async ({ page }) => {
  await page.goto('/agentflows');
  const before = await (await page.request.get('/api/v1/auth/me')).json();
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Update Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Profile' });
  await dialog.getByLabel(/^Name/).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel(/^Name/).fill('Renamed Admin');
  await page.screenshot({ path: shot('update-profile') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  const me = await (await page.request.get('/api/v1/auth/me')).json();
  expect(me.name).toBe('Renamed Admin');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').name);
  expect(stored).toBe('Renamed Admin');
  // Put the name back for the specs that follow.
  await page.request.put('/api/v1/user', { data: { id: before.id, name: before.name } });
});
