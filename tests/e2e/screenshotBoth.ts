import { expect, type Page } from '@playwright/test';

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

/**
 * Screenshots `<name>-light.png` and `<name>-dark.png` of the page as it is now, without a reload
 * (an open dialog, a refusal, a half-filled form stay): the top bar's dark-mode switch is flipped
 * in between (clicked from script, so an open modal dialog does not stand in the way), then back.
 */
export async function screenshotTwin(page: Page, name: string, fullPage = true) {
  // an open modal dialog hides the rest of the page from the accessibility tree
  // (named in English or German: the languages walk uses it too)
  const toggle = page.getByRole('switch', { name: /^(Dark mode|Dunkelmodus)$/, includeHidden: true });
  for (const dark of [false, true]) {
    if ((await toggle.isChecked()) !== dark) await toggle.evaluate((el) => (el as HTMLElement).click());
    await expect(toggle).toBeChecked({ checked: dark });
    await page.screenshot({ path: `${shots}/${name}-${dark ? 'dark' : 'light'}.png`, fullPage });
  }
  await toggle.evaluate((el) => (el as HTMLElement).click());
  await expect(toggle).toBeChecked({ checked: false });
}
