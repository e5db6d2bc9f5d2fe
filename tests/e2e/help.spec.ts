import { expect, test } from '@playwright/test';
import { screenshotBoth } from './screenshotBoth.ts';

test("the documentation page: the guide and this server's API reference", async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: 'Documentation', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  const routes = page.getByRole('table', { name: 'API routes' });
  await expect(routes).toContainText('/api/v1/prediction/{id}');
  await page.getByRole('searchbox', { name: 'Search routes' }).fill('evaluations:view');
  await expect(routes.getByRole('row').nth(1)).toContainText('evaluations');
  await expect(routes).not.toContainText('/api/v1/tools');
  await page.getByRole('link', { name: 'Datasets' }).click();
  await expect(page).toHaveURL(/\/datasets$/);
  await page.goto('/docs');
  await screenshotBoth(
    page,
    'docs',
    () => expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible(),
    false,
  );
});

test('Help entries lead to the addresses the operator set', async ({ page }) => {
  await page.goto('/report-bug');
  await expect(page.getByRole('heading', { name: 'Report a bug', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open a bug report' })).toHaveAttribute('href', /^https:\/\//);
  await screenshotBoth(page, 'report-bug', () =>
    expect(page.getByRole('link', { name: 'Open a bug report' })).toBeVisible(),
  );
  await page.goto('/blogs');
  await expect(page.getByRole('link', { name: 'Read the blogs' })).toHaveAttribute('href', /^https:\/\//);
});
