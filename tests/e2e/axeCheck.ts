import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core (WCAG 2 A and AA rules) on the page as it is, prints the result under `label`,
 * and fails on any serious or critical violation.
 */
export async function expectNoSeriousAxeViolation(page: Page, label: string): Promise<void> {
  // wait for the page's data: no spinner left
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  // Fluent's focus manager (tabster) puts aria-hidden focus guards (<i data-tabster-dummy>) around
  // focus traps: they hand focus on and are never read; axe counts them as aria-hidden-focus.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('[data-tabster-dummy]')
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(
    `axe ${label}: ${results.passes.length} rules pass, ${results.violations.length} violations` +
      (results.violations.length
        ? ` (${results.violations.map((v) => `${v.id}:${v.impact}`).join(', ')})`
        : ''),
  );
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
}
