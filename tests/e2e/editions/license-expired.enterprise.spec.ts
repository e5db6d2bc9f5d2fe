import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../global-setup.ts';
import { signIn } from './sessions.ts';

/** A free loopback port (asked of the OS, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** This spec's own enterprise server (its licence end is set at start), ready when /ping answers. */
async function startServer(port: number, dataDir: string, licenseExpiresAt?: string): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'host/server/main.ts'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PLATFORM_TYPE: 'enterprise',
      LOG_LEVEL: 'warn',
      ...(licenseExpiresAt ? { LICENSE_EXPIRES_AT: licenseExpiresAt } : {}),
    },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/v1/ping`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start in time');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

test('after LICENSE_EXPIRES_AT a signed-in browser and a new sign-in both land on /license-expired', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'brains-e2e-license-'));
  let server = await startServer(port, dataDir);
  try {
    // In force: the organisation is set up and its admin signed in.
    const setup = await fetch(`${url}/api/v1/organization-setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    });
    expect(setup.status).toBe(201);
    const admin = await signIn(url, E2E_ADMIN.email, E2E_ADMIN.password);
    await stopServer(server);

    // The same data, now past the licence's end.
    server = await startServer(port, dataDir, '2024-06-30');
    const context = await browser.newContext({ baseURL: url, storageState: admin.state });
    const page = await context.newPage();
    await page.goto('/variables');
    await expect(page).toHaveURL(/\/license-expired$/);
    await expect(page.getByRole('heading', { name: 'License expired' })).toBeVisible();
    await expect(page.getByText(/expired on .*2024/)).toBeVisible();
    // The local sign-in state is gone too.
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();
    for (const dark of [false, true]) {
      await page.evaluate((d) => localStorage.setItem('isDarkMode', String(d)), dark);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'License expired' })).toBeVisible();
      await page.screenshot({
        path: `test-results/screenshots/editions-enterprise-license-expired-${dark ? 'dark' : 'light'}.png`,
      });
    }

    // Signing in again is refused the same way.
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/license-expired$/);
    await context.close();
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
});
