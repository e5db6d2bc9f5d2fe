import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/**
 * Every main page passes axe-core (WCAG 2 A and AA rules) with no serious or critical violation;
 * the results per page are printed. And the menu is walked with Tab alone.
 */
const PAGES = [
  ['/dashboard', 'Dashboard'],
  ['/agentflows', 'Agentflows'],
  ['/chatflows', 'Chatflows'],
  ['/marketplaces', 'Templates'],
  ['/executions', 'Executions'],
  ['/credentials', 'Credentials'],
  ['/tools', 'Tools'],
  ['/variables', 'Variables'],
  ['/apikey', 'API Keys'],
  ['/assistants', 'Assistants'],
  ['/document-stores', 'Document Store'],
  ['/datasets', 'Datasets'],
  ['/evaluators', 'Evaluators'],
  ['/evaluations', 'Evaluations'],
  ['/docs', 'Documentation'],
] as const;

for (const [path, heading] of PAGES) {
  test(`axe-core finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading, {
      ignoreCase: true,
    });
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
      `axe ${path}: ${results.passes.length} rules pass, ${results.violations.length} violations` +
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
  });
}

test('Tab alone walks the menu in order, past the group, to every entry', async ({ page }) => {
  await page.goto('/credentials');
  await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();
  const seen: string[] = [];
  for (let i = 0; i < 40 && !seen.includes('API Keys'); i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.closest('nav, [role="navigation"]')
        ? (el.textContent || el.getAttribute('aria-label') || '').trim()
        : '';
    });
    if (name) seen.push(name);
  }
  const order = ['Executions', 'Credentials', 'Tools', 'Variables', 'API Keys'];
  const at = order.map((n) => seen.indexOf(n));
  expect(
    at.every((i) => i >= 0),
    `focused in the menu: ${seen.join(' > ')}`,
  ).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
});
