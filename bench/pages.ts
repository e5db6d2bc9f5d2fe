/**
 * Page loads in headless Chromium against the real server serving the production build (dist/,
 * run `npx vite build` first): the JavaScript the login page and the flows list download (bytes on
 * the wire and files), and on a warm cache the time from navigation to the flows' names on
 * /agentflows with the renderer main thread's CPU time until then (it moves less with the
 * machine's load than the wall time), medians of the warm runs.
 *
 * `--before <git ref>` builds that commit into a scratch folder and serves it from its own server
 * too; the warm runs then alternate between the two builds, so both see the same load.
 * Run: npx tsx bench/pages.ts [--runs 9] [--before HEAD~1] [--trace <folder>] [--port 3500]
 * (`--port`: the servers listen on it and the next ones, for machines where ports are shared out)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { mainThreadCpuMs } from './pages/mainThreadCpu.ts';
import { LAST_FLOW, seedFlows, signIn, startPagesServer } from './pages/pagesServer.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs') ?? 9);
const BEFORE = option('--before');
const TRACE_DIR = option('--trace');
const PORT = Number(option('--port') ?? 0);

/** Resolves with performance.now() (ms since navigation start) once the last flow's name is in the DOM. */
const NAMES_PROBE = `(() => {
  const name = ${JSON.stringify(LAST_FLOW)};
  window.__names = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.body && document.body.textContent.includes(name)) {
        observer.disconnect();
        performance.mark('bench:names');
        resolve(performance.now());
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
})();`;

interface Script {
  bytes: number;
  /** When the request started, ms since 1970 (Playwright's request timing). */
  startedAt: number;
}

/** Records the scripts a page downloads (body and header bytes as received, so compressed). */
function countScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'script') return;
    const sizes = await req.sizes().catch(() => null);
    if (!sizes) return;
    scripts.push({
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      startedAt: req.timing().startTime,
    });
  });
  return scripts;
}

interface Load {
  jsBytes: number;
  jsFiles: number;
  /** The part requested before the last flow's name was in the DOM (what showing the page took). */
  firstBytes: number;
  firstFiles: number;
}

/** Sums the scripts; `shownAt` (ms since 1970) splits off those requested before the page showed. */
function summarise(scripts: readonly Script[], shownAt: number): Load {
  const first = scripts.filter((s) => s.startedAt <= shownAt);
  const sum = (xs: readonly Script[]) => xs.reduce((n, s) => n + s.bytes, 0);
  return { jsBytes: sum(scripts), jsFiles: scripts.length, firstBytes: sum(first), firstFiles: first.length };
}

/** The wall-clock time (ms since 1970) at which the names probe fired on `page`. */
const namesShownAt = (page: Page) =>
  page.evaluate(async () => {
    const w = window as unknown as { __names: Promise<number> };
    return performance.timeOrigin + (await w.__names);
  });

interface Warm {
  namesMs: number;
  cpuMs: number;
  dataStartMs: number;
  dataEndMs: number;
}

/** One build's pages: byte counts on a cold cache, then a signed-in page for warm runs. */
async function openBuild(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(NAMES_PROBE);
  const page = await context.newPage();
  const login = countScripts(page);
  await page.goto(`${url}/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  const loginShownAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  await page.waitForLoadState('networkidle');
  const loginLoad = summarise(login, loginShownAt);
  await signIn(page);
  const state = await context.storageState();
  await context.close();

  // The flows list on a cold cache: a new context with the signed-in state.
  const warm = await browser.newContext({ viewport: { width: 1400, height: 900 }, storageState: state });
  await warm.addInitScript(NAMES_PROBE);
  const listPage = await warm.newPage();
  const list = countScripts(listPage);
  await listPage.goto(`${url}/agentflows`);
  const listShownAt = await namesShownAt(listPage);
  await listPage.waitForLoadState('networkidle');
  const listLoad = summarise(list, listShownAt);
  // Twice more, so V8 has cached the compiled scripts, as after a few visits.
  for (let i = 0; i < 2; i++) await navigate(browser, listPage, url, false);
  return { loginLoad, listLoad, page: listPage, close: () => warm.close() };
}

/** Navigates to the flows list on the page's (warm) cache; measures names, data and CPU. */
async function navigate(browser: Browser, page: Page, url: string, trace: boolean, tracePath?: string) {
  if (trace) await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  await page.goto(`${url}/agentflows`, { waitUntil: 'commit' });
  const namesMs = await page.evaluate(() => (window as unknown as { __names: Promise<number> }).__names);
  const timing = await page.evaluate(() => {
    // No named helper functions here: tsx would wrap them in a __name() the page does not have.
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const data = entries.find((e) => e.name.includes('/api/v1/chatflows'));
    return { dataStartMs: data?.startTime ?? Number.NaN, dataEndMs: data?.responseEnd ?? Number.NaN };
  });
  let cpuMs = Number.NaN;
  if (trace) {
    const buffer = await browser.stopTracing();
    if (tracePath) await writeFile(tracePath, buffer);
    cpuMs = mainThreadCpuMs(JSON.parse(buffer.toString()), 'bench:names', namesMs);
  }
  return { namesMs, cpuMs, ...timing };
}

/** Builds `ref` into a scratch folder (its own dist/ and server code); returns the folder. */
async function buildRef(ref: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bs-bench-pages-before-'));
  execFileSync('sh', ['-c', `git -C "${root}" archive "${ref}" | tar -x -C "${dir}"`]);
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
  console.log(`building ${ref} into ${dir} ...`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: dir, stdio: 'inherit' });
  return dir;
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const ms = (n: number) => `${Math.round(n)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const range = (xs: number[]) => `${Math.round(Math.min(...xs))}-${Math.round(Math.max(...xs))}`;

if (!existsSync(join(root, 'dist/index.html'))) throw new Error('No web build: run `npx vite build` first');
const beforeDir = BEFORE ? await buildRef(BEFORE) : undefined;
const builds = [
  ...(beforeDir ? [{ label: `before (${BEFORE})`, dir: beforeDir }] : []),
  { label: 'now', dir: root },
];
const servers = await Promise.all(builds.map((b, i) => startPagesServer(b.dir, PORT && PORT + i)));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
if (TRACE_DIR) await mkdir(TRACE_DIR, { recursive: true });
try {
  for (const s of servers) await seedFlows(s.url);
  const load0 = loadavg()[0];
  const opened: Awaited<ReturnType<typeof openBuild>>[] = [];
  for (const s of servers) opened.push(await openBuild(browser, s.url));
  const warm: Warm[][] = builds.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [b, o] of opened.entries()) {
      const tracePath = TRACE_DIR && i === 0 ? join(TRACE_DIR, `pages-${b}.json`) : undefined;
      warm[b]?.push(await navigate(browser, o.page, servers[b]?.url ?? '', true, tracePath));
    }
  }
  console.log(
    `load average ${load0?.toFixed(1)} -> ${loadavg()[0]?.toFixed(1)}; 20 flows; ${RUNS} warm runs, alternating builds (medians, range)`,
  );
  const rows: [string, (b: number) => string][] = [
    [
      'login page JavaScript on the wire, until its button shows',
      (b) => `${kb(opened[b]?.loginLoad.firstBytes ?? 0)} in ${opened[b]?.loginLoad.firstFiles} files`,
    ],
    [
      'login page JavaScript on the wire, until the network is idle',
      (b) => `${kb(opened[b]?.loginLoad.jsBytes ?? 0)} in ${opened[b]?.loginLoad.jsFiles} files`,
    ],
    [
      'flows list JavaScript on the wire, cold cache, until names show',
      (b) => `${kb(opened[b]?.listLoad.firstBytes ?? 0)} in ${opened[b]?.listLoad.firstFiles} files`,
    ],
    [
      'flows list JavaScript on the wire, cold cache, until the network is idle',
      (b) => `${kb(opened[b]?.listLoad.jsBytes ?? 0)} in ${opened[b]?.listLoad.jsFiles} files`,
    ],
    [
      'flows list, warm cache: navigation to names',
      (b) =>
        `${ms(median(warm[b]?.map((w) => w.namesMs) ?? []))} (${range(warm[b]?.map((w) => w.namesMs) ?? [])})`,
    ],
    [
      'flows list, warm cache: main-thread CPU until names',
      (b) =>
        `${ms(median(warm[b]?.map((w) => w.cpuMs) ?? []))} (${range(warm[b]?.map((w) => w.cpuMs) ?? [])})`,
    ],
    [
      'flows list, warm cache: navigation to its data request',
      (b) => ms(median(warm[b]?.map((w) => w.dataStartMs) ?? [])),
    ],
    ['flows list, warm cache: its data answered', (b) => ms(median(warm[b]?.map((w) => w.dataEndMs) ?? []))],
  ];
  console.log(
    `| measure | ${builds.map((b) => b.label).join(' | ')} |\n|---|${builds.map(() => '---|').join('')}`,
  );
  for (const [label, cell] of rows)
    console.log(`| ${label} | ${builds.map((_, b) => cell(b)).join(' | ')} |`);
  if (builds.length === 2) {
    const ratio = (pick: (w: Warm) => number) =>
      (median(warm[1]?.map(pick) ?? []) / median(warm[0]?.map(pick) ?? [])).toFixed(2);
    console.log(`now / before: names ${ratio((w) => w.namesMs)}x, main-thread CPU ${ratio((w) => w.cpuMs)}x`);
  }
  console.log('budgets: first page JavaScript <= 300 KB on the wire; names within 300 ms on a warm cache');
  for (const o of opened) await o.close();
} finally {
  await browser.close();
  for (const s of servers) await s.stop();
  if (beforeDir) await rm(beforeDir, { recursive: true, force: true });
}
