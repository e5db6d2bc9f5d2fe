/**
 * The canvas on a large flow, in headless Chromium with the production build of the real editor
 * (bench/canvas/main.tsx, no server): time to interactive, the longest frame while dragging a
 * node, and the worker's connection check on a 2,000-node graph. Each figure is printed with its
 * ratio to a small baseline measured in the same run. No assertions: budgets are printed beside.
 * Run: npx tsx bench/canvas.ts [nodes=500] [edges=600] [--runs 3] [--profile] [--kind chatflow]
 * --kind chatflow measures the typed canvas (chatflow nodes: anchors, params, outputs) instead.
 * --runs N repeats the measures N times (baseline and large flow in turn) and prints medians;
 * --profile builds unminified and prints where the main thread spends the open and the drag.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { startCpuProfile } from './canvas/cpuProfile.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.indexOf(name);
const profile = flag('--profile') >= 0;
const runs = flag('--runs') >= 0 ? Number(args[flag('--runs') + 1]) : 1;
const kind = flag('--kind') >= 0 ? String(args[flag('--kind') + 1]) : 'agentflow';
const positional = args.filter(
  (a, i) => !a.startsWith('--') && args[i - 1] !== '--runs' && args[i - 1] !== '--kind',
);
const nodes = Number(positional[0] ?? 500);
const edges = Number(positional[1] ?? 600);
const BASE = { nodes: 10, edges: 12 };
const CHECK = { size: 2000, base: 10 };
/** --profile also saves what the large flow looks like, opened and zoomed out. */
const SHOTS = 'test-results/screenshots';
const root = fileURLToPath(new URL('./canvas', import.meta.url));
/** Server halves stay out of a web build (as in vite.config.ts). */
const isServerModule = (id: string) => /\/plugins\/[^/]+\/server\//.test(id) || /\/host\/server\//.test(id);

interface BenchWindow {
  __bench: {
    ready?: number;
    marks: Record<string, number>;
    frames: number[];
    recording: boolean;
    checkMs(n: number): Promise<number>;
    checkAfterEditMs(n: number): Promise<number>;
    ruleMs(n: number): number;
    fitAllMs(count: number): Promise<number>;
  };
}

/**
 * Opens the bench page on a flow of n nodes and e edges. readyMs is wall time from navigation to
 * interactive; cpuMs the renderer main thread's CPU time until then, which the other processes of
 * a busy machine barely change (a figure to compare changes by when the machine is not quiet).
 */
async function openCanvas(page: Page, url: string, n: number, e: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(`${url}?nodes=${n}&edges=${e}&kind=${kind}`);
  await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.ready, null, {
    timeout: 180_000,
  });
  const readyMs = await page.evaluate(() => (window as unknown as BenchWindow).__bench.ready as number);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? Number.NaN) * 1000;
  const cpuMs = ms('ThreadTime');
  const cpuParts = ['ScriptDuration', 'V8CompileDuration', 'RecalcStyleDuration', 'LayoutDuration']
    .map((name) => `${name.replace('Duration', '')} ${Math.round(ms(name))}`)
    .join(', ');
  await cdp.detach();
  const domNodes = await page.locator('.react-flow__node').count();
  return { readyMs, cpuMs, cpuParts, domNodes };
}

/** Drags the node nearest the middle of the view for 60 mouse moves; returns the longest frame (ms). */
async function dragLongestFrame(page: Page) {
  const viewport = page.viewportSize() ?? { width: 1600, height: 900 };
  const boxes = await page
    .locator('.react-flow__node')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  const mid = { x: viewport.width / 2, y: viewport.height / 2 };
  const box = boxes
    .filter((b) => b.width > 4 && b.x > 280 && b.y > 70)
    .sort((a, b) => Math.hypot(a.x - mid.x, a.y - mid.y) - Math.hypot(b.x - mid.x, b.y - mid.y))[0];
  if (!box) throw new Error('no node to drag');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.evaluate(() => {
    const b = (window as unknown as BenchWindow).__bench;
    b.frames = [];
    b.recording = true;
  });
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 60; i += 1) await page.mouse.move(x + i * 3, y + i * 2);
  await page.mouse.up();
  await page.waitForTimeout(100);
  const frames = await page.evaluate(() => {
    const b = (window as unknown as BenchWindow).__bench;
    b.recording = false;
    return b.frames;
  });
  const sorted = [...frames].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
  return { longest: Math.max(...frames), p95, frames: frames.length };
}

/** Where the open's time went: download, module evaluation, first React commit, all nodes drawn. */
async function openPhases(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.js'))
      .map((r) => (r as PerformanceResourceTiming).responseEnd);
    const phases: Record<string, number> = {
      html: nav.responseEnd,
      scriptsLoaded: Math.max(0, ...scripts),
      ...w.__bench.marks,
      ready: w.__bench.ready ?? Number.NaN,
    };
    return Object.entries(phases)
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join(', ');
  });
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}x`;

const outDir = await mkdtemp(join(tmpdir(), 'canvas-bench-'));
const started = performance.now();
await build({
  configFile: false,
  root,
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    outDir,
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    minify: !profile,
    rollupOptions: { external: isServerModule },
  },
});
const server = await preview({
  configFile: false,
  root,
  logLevel: 'warn',
  build: { outDir },
  preview: { host: '127.0.0.1', port: 0, strictPort: false },
});
const url = server.resolvedUrls?.local[0];
if (!url) throw new Error('preview server has no address');
console.log(`built and serving the bench page in ${fmt(performance.now() - started)}`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const run = async (n: number, e: number) => {
    const page = await context.newPage();
    const open = await openCanvas(page, url, n, e);
    const drag = await dragLongestFrame(page);
    const fitAllMs = await page.evaluate(
      (count) => (window as unknown as BenchWindow).__bench.fitAllMs(count),
      n,
    );
    await page.close();
    return { ...open, ...drag, fitAllMs };
  };
  // Warm-up: the browser's first page pays for its own start.
  await run(BASE.nodes, BASE.edges);
  if (profile) {
    const page = await context.newPage();
    const stopOpen = await startCpuProfile(page);
    const open = await openCanvas(page, url, nodes, edges);
    console.log(
      `open ${nodes} nodes: ${fmt(open.readyMs)} (main thread CPU ${fmt(open.cpuMs)}: ${open.cpuParts})\n${await stopOpen()}`,
    );
    console.log(`phases (ms since navigation): ${await openPhases(page)}`);
    await page.screenshot({ path: `${SHOTS}/canvas-bench-${kind}-${nodes}-open.png` });
    const stopDrag = await startCpuProfile(page);
    const drag = await dragLongestFrame(page);
    console.log(`drag: longest frame ${fmt(drag.longest)}\n${await stopDrag()}`);
    const stopFit = await startCpuProfile(page);
    const fit = await page.evaluate(
      (count) => (window as unknown as BenchWindow).__bench.fitAllMs(count),
      nodes,
    );
    console.log(`zoom out to all: ${fmt(fit)}\n${await stopFit()}`);
    await page.screenshot({ path: `${SHOTS}/canvas-bench-${kind}-${nodes}-all.png` });
    await page.close();
    process.exit(0);
  }
  const bases: Awaited<ReturnType<typeof run>>[] = [];
  const bigs: Awaited<ReturnType<typeof run>>[] = [];
  for (let i = 0; i < runs; i += 1) {
    bases.push(await run(BASE.nodes, BASE.edges));
    bigs.push(await run(nodes, edges));
  }
  const medianOf = (list: Awaited<ReturnType<typeof run>>[]) => ({
    readyMs: median(list.map((r) => r.readyMs)),
    cpuMs: median(list.map((r) => r.cpuMs)),
    domNodes: median(list.map((r) => r.domNodes)),
    longest: median(list.map((r) => r.longest)),
    p95: median(list.map((r) => r.p95)),
    frames: median(list.map((r) => r.frames)),
    fitAllMs: median(list.map((r) => r.fitAllMs)),
  });
  const base = medianOf(bases);
  const big = medianOf(bigs);

  const page = await context.newPage();
  await openCanvas(page, url, BASE.nodes, BASE.edges);
  const checks = {
    base: [] as number[],
    big: [] as number[],
    editBase: [] as number[],
    editBig: [] as number[],
    ruleBase: [] as number[],
    ruleBig: [] as number[],
  };
  for (let i = 0; i < runs; i += 1) {
    checks.base.push(
      await page.evaluate((n) => (window as unknown as BenchWindow).__bench.checkMs(n), CHECK.base),
    );
    checks.big.push(
      await page.evaluate((n) => (window as unknown as BenchWindow).__bench.checkMs(n), CHECK.size),
    );
    checks.editBase.push(
      await page.evaluate((n) => (window as unknown as BenchWindow).__bench.checkAfterEditMs(n), CHECK.base),
    );
    checks.editBig.push(
      await page.evaluate((n) => (window as unknown as BenchWindow).__bench.checkAfterEditMs(n), CHECK.size),
    );
    checks.ruleBase.push(
      await page.evaluate((n) => (window as unknown as BenchWindow).__bench.ruleMs(n), CHECK.base),
    );
    checks.ruleBig.push(
      await page.evaluate((n) => (window as unknown as BenchWindow).__bench.ruleMs(n), CHECK.size),
    );
  }
  const checkBase = median(checks.base);
  const checkBig = median(checks.big);
  const editBase = median(checks.editBase);
  const editBig = median(checks.editBig);
  const ruleBase = median(checks.ruleBase);
  const ruleBig = median(checks.ruleBig);
  await page.close();

  if (runs > 1) {
    console.log(
      `\nper run (${nodes} nodes): ready ${bigs.map((r) => fmt(r.readyMs)).join(', ')}; main thread CPU ${bigs.map((r) => fmt(r.cpuMs)).join(', ')}; longest frame ${bigs.map((r) => fmt(r.longest)).join(', ')}`,
    );
    console.log(
      `per run (${BASE.nodes} nodes): ready ${bases.map((r) => fmt(r.readyMs)).join(', ')}; longest frame ${bases.map((r) => fmt(r.longest)).join(', ')}`,
    );
    console.log(`per run (check ${CHECK.size}): ${checks.big.map(fmt).join(', ')}`);
  }
  console.log('');
  console.log(
    `${kind} canvas, ${nodes} nodes / ${edges} edges vs ${BASE.nodes} nodes / ${BASE.edges} edges (same run${runs > 1 ? `, medians of ${runs}` : ''})`,
  );
  console.log(
    `  time to interactive  ${fmt(big.readyMs)} vs ${fmt(base.readyMs)}  (${ratio(big.readyMs, base.readyMs)}; budget < 1000 ms)`,
  );
  console.log(
    `  main thread CPU      ${fmt(big.cpuMs)} vs ${fmt(base.cpuMs)}  (${ratio(big.cpuMs, base.cpuMs)}; CPU time until interactive, steady on a busy machine)`,
  );
  console.log(`  nodes in the DOM     ${big.domNodes} vs ${base.domNodes}`);
  console.log(
    `  zoom out to all      ${fmt(big.fitAllMs)} vs ${fmt(base.fitAllMs)}  (${ratio(big.fitAllMs, base.fitAllMs)}; Fit View until every node is drawn)`,
  );
  console.log(
    `  longest drag frame   ${fmt(big.longest)} vs ${fmt(base.longest)}  (${ratio(big.longest, base.longest)}; budget < 50 ms; ${big.frames} frames)`,
  );
  console.log(`  95th pct drag frame  ${fmt(big.p95)} vs ${fmt(base.p95)}  (${ratio(big.p95, base.p95)})`);
  console.log(`connection check on a ${CHECK.size}-node chain vs ${CHECK.base} nodes (budget < 5 ms)`);
  console.log(
    `  worker round trip    ${fmt(checkBig)} vs ${fmt(checkBase)}  (${ratio(checkBig, checkBase)}; the worker keeps the graph, the check posts the connection)`,
  );
  console.log(
    `  right after an edit  ${fmt(editBig)} vs ${fmt(editBase)}  (${ratio(editBig, editBase)}; one edge added or removed, not yet posted: the change rides along)`,
  );
  console.log(`  rule compute only    ${fmt(ruleBig)} vs ${fmt(ruleBase)}  (${ratio(ruleBig, ruleBase)})`);
  console.log(
    `load average during the run: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores`,
  );
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  await rm(outDir, { recursive: true, force: true });
}
