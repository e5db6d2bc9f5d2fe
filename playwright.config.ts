import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = join(tmpdir(), `brains-e2e-${process.pid}`);
/** The admin session saved by the global setup; per run, as several runs may share a checkout. */
// Workers load this file again in their own process: keep the main process's id through the environment.
process.env.E2E_RUN_ID ??= String(process.pid);
const storageState = `test-results/auth/admin-${port}-${process.env.E2E_RUN_ID}.json`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Generous limits: a busy 2-core machine can be many times slower than an idle one.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  // Sets up the organisation and saves its admin's session: specs start signed in.
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    storageState,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The real server on the built web app with a fresh embedded database (no DATABASE_URL).
  webServer: {
    command: 'npx tsx host/server/main.ts',
    url: `http://127.0.0.1:${port}/api/v1/ping`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every spec starts from the one saved session: its access token must outlive the run, since a
      // refresh in one spec would rotate the refresh token the next spec still holds.
      ACCESS_TOKEN_SECONDS: String(6 * 3600),
    },
  },
});
