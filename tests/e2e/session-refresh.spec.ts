import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signAccessToken } from '../../plugins/identity/server/accessToken.ts';
import { dataDirOf } from './editions/editionServers.ts';
import { E2E_ADMIN } from './global-setup.ts';

// Its own session: refreshing rotates the refresh token, which the saved admin session must keep.
test.use({ storageState: { cookies: [], origins: [] } });

/**
 * The access cookie replaced by a genuine token of the same session that expired an hour ago,
 * signed with the server's key (DATA_DIR/auth-secret): what the browser holds 15 minutes after
 * its last refresh, without waiting for it.
 */
function expiredToken(current: string): string {
  const key = Buffer.from(readFileSync(join(dataDirOf('oss'), 'auth-secret'), 'utf8').trim(), 'hex');
  const claims = JSON.parse(Buffer.from(current.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return signAccessToken(
    { sub: claims.sub, sid: claims.sid, wid: claims.wid },
    key,
    60,
    Date.now() - 3600_000,
  );
}

test('a page opened with an expired access token refreshes once and stays signed in', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  const token = (await context.cookies()).find((c) => c.name === 'token');
  expect(token).toBeTruthy();
  await context.addCookies([
    { ...(token as NonNullable<typeof token>), value: expiredToken(token?.value ?? '') },
  ]);

  const expired: string[] = [];
  let refreshes = 0;
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/v1/')) return;
    if (url.pathname === '/api/v1/auth/refreshToken') refreshes += 1;
    else if (res.status() === 401) expired.push(url.pathname);
  });

  // The credentials page loads its list and the credential types at once. Neither is let through
  // before both are on their way, so both meet the expired token together, as they do whenever
  // the server is slower than the browser.
  const LOADS = ['/api/v1/credentials', '/api/v1/components-credentials'];
  const waiting: (() => void)[] = [];
  await page.route(
    (url) => LOADS.includes(url.pathname),
    async (route) => {
      await new Promise<void>((release) => {
        waiting.push(release);
        if (waiting.length >= LOADS.length) for (const go of waiting) go();
      });
      await route.continue();
    },
  );
  await page.goto('/credentials');
  await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();
  await expect.poll(() => expired.length).toBeGreaterThan(1);
  await expect.poll(() => refreshes).toBe(1);
  await expect(page.getByRole('button', { name: 'Add credential' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/credentials$/);
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');
  await page.screenshot({ path: 'test-results/screenshots/session-refresh-credentials.png', fullPage: true });

  // The new access token serves the next page without another refresh.
  await page.goto('/variables');
  await expect(page.getByRole('heading', { name: 'Variables', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/variables$/);
  expect(refreshes).toBe(1);
});
