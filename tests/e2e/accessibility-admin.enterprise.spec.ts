import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axeCheck.ts';

/** The enterprise edition's admin pages pass axe-core too (serious or critical violations fail). */
const ADMIN_PAGES = [
  ['/users', /users/i],
  ['/roles', /roles/i],
  ['/workspaces', /workspaces/i],
  ['/login-activity', /login activity/i],
  ['/logs', /logs/i],
] as const;

for (const [path, heading] of ADMIN_PAGES) {
  test(`axe-core finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    await expectNoSeriousAxeViolation(page, path);
  });
}
