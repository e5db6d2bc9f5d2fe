/**
 * Page loads in headless Chromium against the real server serving the production build (dist/,
 * run `npx vite build` first): the JavaScript the login page and the flows list download (bytes on
 * the wire and files), and on a warm cache the time from navigation to the flows' names on
 * /agentflows, with when its data request started. Each measure runs twice in the same run:
 * compressed (the browser's own Accept-Encoding) and uncompressed (Accept-Encoding: identity),
 * the baseline. No assertions. Run: npx tsx bench/pages.ts [--runs 5]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';

const root = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const RUNS = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5;
const FLOWS = 20;
const EMAIL = 'bench@example.com';
const PASSWORD = 'Bench-Passw0rd';
const LAST_FLOW = `Bench flow ${FLOWS}`;

function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'host/server/main.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const url = /ready at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${err}${out}`)));
  });
}

async function seed(url: string): Promise<void> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const setup = await post('/organization-setup', { name: 'Bench', email: EMAIL, password: PASSWORD });
  if (setup.status !== 201) throw new Error(`set-up: ${setup.status} ${await setup.text()}`);
  const cookie = setup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  for (let i = 1; i <= FLOWS; i++) {
    const res = await post(
      '/chatflows',
      { name: `Bench flow ${i}`, type: 'AGENTFLOW', flowData: JSON.stringify({ nodes: [], edges: [] }) },
      cookie,
    );
    if (!res.ok) throw new Error(`flow: ${res.status} ${await res.text()}`);
  }
}

interface Load {
  jsBytes: number;
  jsFiles: number;
  allBytes: number;
}

/** Counts what the page downloads (body bytes as received, so compressed when compressed). */
function countBytes(page: Page): Load {
  const load: Load = { jsBytes: 0, jsFiles: 0, allBytes: 0 };
  page.on('requestfinished', async (req) => {
    const sizes = await req.sizes().catch(() => null);
    if (!sizes) return;
    load.allBytes += sizes.responseBodySize + sizes.responseHeadersSize;
    if (req.resourceType() === 'script') {
      load.jsBytes += sizes.responseBodySize + sizes.responseHeadersSize;
      load.jsFiles++;
    }
  });
  return load;
}

/** Records performance.now() (ms since navigation start) when the last flow's name shows. */
const NAMES_PROBE = `(() => {
  const name = ${JSON.stringify(LAST_FLOW)};
  const check = () => {
    if (window.__namesAt === undefined && document.body && document.body.textContent.includes(name)) {
      window.__namesAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function newContext(browser: Browser, compressed: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    ...(compressed ? {} : { extraHTTPHeaders: { 'accept-encoding': 'identity' } }),
  });
  await context.addInitScript(NAMES_PROBE);
  return context;
}

async function measureMode(browser: Browser, url: string, compressed: boolean) {
  // Login page, cold cache.
  const context = await newContext(browser, compressed);
  const page = await context.newPage();
  const login = countBytes(page);
  await page.goto(`${url}/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.waitForLoadState('networkidle');
  const loginLoad = { ...login };

  // Sign in, then the flows list on a cold cache (a new context with the signed-in state).
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(LAST_FLOW).waitFor();
  const state = await context.storageState();
  const cold = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    storageState: state,
    ...(compressed ? {} : { extraHTTPHeaders: { 'accept-encoding': 'identity' } }),
  });
  await cold.addInitScript(NAMES_PROBE);
  const coldPage = await cold.newPage();
  const list = countBytes(coldPage);
  await coldPage.goto(`${url}/agentflows`);
  await coldPage.waitForFunction(() => (window as unknown as { __namesAt?: number }).__namesAt);
  await coldPage.waitForLoadState('networkidle');
  const listLoad = { ...list };
  const coldNamesMs = await coldPage.evaluate(() => (window as unknown as { __namesAt: number }).__namesAt);

  // Warm cache: the same context navigates again.
  const warm: {
    namesMs: number;
    dataStartMs: number;
    dataEndMs: number;
    settingsEndMs: number;
    pageCodeEndMs: number;
  }[] = [];
  for (let i = 0; i < RUNS; i++) {
    await coldPage.goto(`${url}/agentflows`);
    await coldPage.waitForFunction(() => (window as unknown as { __namesAt?: number }).__namesAt);
    warm.push(
      await coldPage.evaluate(() => {
        // No named helper functions here: tsx would wrap them in a __name() the page does not have.
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const data = entries.find((e) => e.name.includes('/api/v1/chatflows'));
        const settings = entries.find((e) => e.name.includes('/api/v1/settings'));
        const pageCode = entries.find((e) => e.name.includes('/AgentflowsPage-'));
        return {
          namesMs: (window as unknown as { __namesAt: number }).__namesAt,
          dataStartMs: data?.startTime ?? Number.NaN,
          dataEndMs: data?.responseEnd ?? Number.NaN,
          settingsEndMs: settings?.responseEnd ?? Number.NaN,
          pageCodeEndMs: pageCode?.responseEnd ?? Number.NaN,
        };
      }),
    );
  }
  await cold.close();
  await context.close();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  return {
    loginLoad,
    listLoad,
    coldNamesMs,
    warmNamesMs: median(warm.map((w) => w.namesMs)),
    warmDataStartMs: median(warm.map((w) => w.dataStartMs)),
    warmDataEndMs: median(warm.map((w) => w.dataEndMs)),
    warmSettingsEndMs: median(warm.map((w) => w.settingsEndMs)),
    warmPageCodeEndMs: median(warm.map((w) => w.pageCodeEndMs)),
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const ms = (n: number) => `${Math.round(n)} ms`;

if (!existsSync(join(root, 'dist/index.html'))) throw new Error('No web build: run `npx vite build` first');
const dataDir = await mkdtemp(join(tmpdir(), 'bs-bench-pages-'));
const { child, url } = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  await seed(url);
  console.log(`load average ${loadavg()[0]?.toFixed(1)}; ${FLOWS} flows; warm runs ${RUNS} (medians)`);
  const plain = await measureMode(browser, url, false);
  const packed = await measureMode(browser, url, true);
  const rows: [string, (m: typeof plain) => number, (n: number) => string][] = [
    ['login page JavaScript on the wire', (m) => m.loginLoad.jsBytes, kb],
    ['login page script files', (m) => m.loginLoad.jsFiles, String],
    ['login page, everything on the wire', (m) => m.loginLoad.allBytes, kb],
    ['flows list JavaScript on the wire (cold cache)', (m) => m.listLoad.jsBytes, kb],
    ['flows list script files', (m) => m.listLoad.jsFiles, String],
    ['flows list, cold cache: navigation to names', (m) => m.coldNamesMs, ms],
    ['flows list, warm cache: navigation to names', (m) => m.warmNamesMs, ms],
    ['flows list, warm cache: navigation to its data request', (m) => m.warmDataStartMs, ms],
    ['flows list, warm cache: its data answered', (m) => m.warmDataEndMs, ms],
    ['flows list, warm cache: settings answered', (m) => m.warmSettingsEndMs, ms],
    ['flows list, warm cache: page code loaded', (m) => m.warmPageCodeEndMs, ms],
  ];
  console.log('| measure | uncompressed (baseline) | compressed | ratio |\n|---|---|---|---|');
  for (const [label, pick, fmt] of rows) {
    const a = pick(plain);
    const b = pick(packed);
    console.log(`| ${label} | ${fmt(a)} | ${fmt(b)} | ${(b / a).toFixed(2)}x |`);
  }
  console.log('budgets: first page JavaScript <= 300 KB on the wire; names within 300 ms on a warm cache');
} finally {
  await browser.close();
  child.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
