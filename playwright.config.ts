import { defineConfig, type PlaywrightTestConfig, type Project } from '@playwright/test';
import {
  adminStatePath,
  dataDirOf,
  type E2EEdition,
  editionPort,
  editionURL,
  PLATFORM_TYPE,
  SMTP_PORT,
  STRIPE_PORT,
  selectedEditions,
} from './tests/e2e/editions/editionServers.ts';
import { stripeEnv } from './tests/stripe/stripeEnv.ts';

/** The e2e cloud server's plans count no flows, people or workspaces (see its env). */
const unlimited = { limits: { flows: null, users: null, workspaces: null } };
const E2E_PLAN_LIMITS = JSON.stringify({ free: unlimited, starter: unlimited, pro: unlimited });

/**
 * One real server per edition (oss on E2E_PORT, enterprise +1, cloud +2), each on the built web
 * app with a fresh embedded database, and one project per edition. Spec files choose their
 * editions by name (tests/e2e/editions/editionServers.ts, /work/notes/edition-e2e.md):
 * `x.spec.ts` runs on oss, `x.enterprise.cloud.spec.ts` on enterprise and cloud.
 */
// Workers load this file again with other arguments: they must see the main process's choice.
process.env.E2E_EDITIONS ??= selectedEditions().join(',');
const editions = selectedEditions();

const TAG = '(?:oss|enterprise|cloud)';
const taggedFor = (e: E2EEdition) => new RegExp(`\\.(?:${TAG}\\.)*${e}\\.(?:${TAG}\\.)*spec\\.ts$`);
const untagged = new RegExp(`(?<!\\.${TAG})\\.spec\\.ts$`);

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

/** Each edition's first run (organisation set-up in the browser), saving its admin's session. */
const setUp = (edition: E2EEdition): Project => ({
  name: `${edition} set-up`,
  testMatch: /editions\/organization-setup\.setup\.ts$/,
  metadata: { edition },
  use: { baseURL: editionURL(edition) },
});

const project = (edition: E2EEdition): Project => ({
  name: edition,
  testMatch: edition === 'oss' ? [untagged, taggedFor('oss')] : taggedFor(edition),
  dependencies: [`${edition} set-up`],
  metadata: { edition },
  use: { baseURL: editionURL(edition), storageState: adminStatePath(edition) },
});

const server = (edition: E2EEdition, wait: boolean): WebServer => ({
  name: edition,
  command: 'npx tsx host/server/main.ts',
  // Playwright starts its servers one after the other, each waiting for its URL. Only the last
  // one waits here, so all start together (2 cores); the global set-up waits for the others.
  ...(wait ? { url: `${editionURL(edition)}/api/v1/ping` } : {}),
  timeout: 240_000,
  reuseExistingServer: false,
  env: {
    PORT: String(editionPort(edition)),
    HOST: '127.0.0.1',
    DATA_DIR: dataDirOf(edition),
    DATABASE_URL: '',
    PLATFORM_TYPE: PLATFORM_TYPE[edition],
    LOG_LEVEL: 'warn',
    // Mails (invitations, resets) go to the catcher the global set-up runs.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(SMTP_PORT),
    // The model servers the specs start listen on 127.0.0.1 (loopback is refused by default).
    HTTP_ALLOW_PRIVATE: '127.0.0.1',
    APP_URL: editionURL(edition),
    // Every spec starts from the one saved session: its access token must outlive the run, since a
    // refresh in one spec would rotate the refresh token the next spec still holds.
    ACCESS_TOKEN_SECONDS: String(6 * 3600),
    // Cloud billing talks to the Stripe protocol server (tests/stripe/main.ts).
    ...(edition === 'cloud' ? stripeEnv(`http://127.0.0.1:${STRIPE_PORT}`) : {}),
    // The specs share one cloud organisation and add members, workspaces and flows to it: the plans
    // count no flows, people or workspaces here (the API tests check those limits).
    ...(edition === 'cloud' ? { BILLING_PLANS: E2E_PLAN_LIMITS } : {}),
  },
});

/** The Stripe protocol server, started first (and waited for) where the cloud edition runs. */
const stripeServer: WebServer = {
  name: 'stripe',
  command: 'npx tsx tests/stripe/main.ts',
  url: `http://127.0.0.1:${STRIPE_PORT}/health`,
  timeout: 60_000,
  reuseExistingServer: false,
  env: { STRIPE_PORT: String(STRIPE_PORT) },
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Generous limits: a busy 2-core machine can be many times slower than an idle one (the longer
  // walks, such as building a multi-agent flow, passed alone and ran out of 120 s at load ~20).
  timeout: 240_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  // Waits for the servers and runs the SMTP catcher; the set-up projects sign the admins in.
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
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
  projects: [...editions.map(setUp), ...editions.map(project)],
  webServer: [
    ...(editions.includes('cloud') ? [stripeServer] : []),
    ...editions.map((e, i) => server(e, i === editions.length - 1)),
  ],
});
