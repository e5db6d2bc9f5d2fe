import { expect, test } from '@playwright/test';

test('open source: the organisation admin gets no admin menu, and admin pages are unauthorized', async ({
  page,
}) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Tools' })).toBeVisible();
  for (const label of ['Users', 'Roles', 'Workspaces', 'Login Activity'])
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  await expect(menu.getByText('Admin', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/editions-oss-admin-menu.png', fullPage: true });
  // The pages exist for enterprise and cloud only (feature flags): here the guard sends away.
  for (const path of ['/users', '/roles']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/unauthorized$/);
  }
  await page.screenshot({ path: 'test-results/screenshots/editions-oss-admin-page-unauthorized.png' });
});
