import { expect, test } from '@playwright/test';

/**
 * What a person meets around the pages (issue 19): auth pages that know who is signed in, no
 * failed requests for a favicon or another edition's SSO providers, a menu that keeps its width.
 */
test('a signed-in person on /login and /organization-setup is sent on or told at once', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/agentflows$/);
  await page.goto('/organization-setup');
  await expect(page.getByRole('heading', { name: 'Already set up' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Brains Studio' }).click();
  await expect(page).toHaveURL(/\/agentflows$/);
});

test('no page asks for /favicon.ico or the SSO providers of an edition without SSO', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
  // the page settles (its own requests answered) before the list is read
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
  await context.close();
});

test('the menu keeps its width on every page, the executions table included', async ({ page }) => {
  const widths: Record<string, number> = {};
  for (const path of ['/agentflows', '/executions', '/credentials', '/tools']) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeVisible();
    widths[path] = Math.round((await nav.boundingBox())?.width ?? 0);
  }
  expect(new Set(Object.values(widths)).size, JSON.stringify(widths)).toBe(1);
});

test('the Brains Studio menu group opens from any page, by click, Enter and Space', async ({ page }) => {
  await page.goto('/credentials');
  const group = page.getByRole('button', { name: 'Brains Studio' });
  const agentflow = page.getByRole('link', { name: 'Agentflow', exact: true });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(agentflow).toBeVisible();
  await group.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.press('Space');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await agentflow.click();
  await expect(page).toHaveURL(/\/agentflows$/);
});
