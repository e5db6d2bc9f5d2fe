import type { Page } from '@playwright/test';

const shots = 'test-results/screenshots';

/**
 * Screenshots `<name>-light.png` and `<name>-dark.png`: each theme is set in localStorage and the
 * page reloaded, so `ready` brings it back to the state to capture. Light is restored afterwards.
 */
export async function screenshotBoth(page: Page, name: string, ready: () => Promise<void>, fullPage = true) {
  for (const dark of [false, true]) {
    await page.evaluate((d) => localStorage.setItem('isDarkMode', String(d)), dark);
    await page.reload();
    await ready();
    await page.screenshot({ path: `${shots}/${name}-${dark ? 'dark' : 'light'}.png`, fullPage });
  }
  await page.evaluate(() => localStorage.setItem('isDarkMode', 'false'));
  await page.reload();
}
