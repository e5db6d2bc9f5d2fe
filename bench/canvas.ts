/**
 * The canvas on a large flow, in headless Chromium with the production build of the real editor
 * (bench/canvas/main.tsx, no server): time to interactive, the longest frame while dragging a
 * node, and the worker's connection check on a 2,000-node graph. Each figure is printed with its
 * ratio to a small baseline measured in the same run. No assertions: budgets are printed beside.
 * Run: npx tsx bench/canvas.ts [nodes=500] [edges=600]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';

const nodes = Number(process.argv[2] ?? 500);
const edges = Number(process.argv[3] ?? 600);
const BASE = { nodes: 10, edges: 12 };
const CHECK = { size: 2000, base: 10 };
const root = fileURLToPath(new URL('./canvas', import.meta.url));
/** Server halves stay out of a web build (as in vite.config.ts). */
const isServerModule = (id: string) => /\/plugins\/[^/]+\/server\//.test(id) || /\/host\/server\//.test(id);

interface BenchWindow {
  __bench: {
    ready?: number;
    frames: number[];
    recording: boolean;
    checkMs(n: number): Promise<number>;
    ruleMs(n: number): number;
  };
}

async function openCanvas(page: Page, url: string, n: number, e: number) {
  await page.goto(`${url}?nodes=${n}&edges=${e}`);
  await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.ready, null, {
    timeout: 180_000,
  });
  const readyMs = await page.evaluate(() => (window as unknown as BenchWindow).__bench.ready as number);
  const domNodes = await page.locator('.react-flow__node').count();
  return { readyMs, domNodes };
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
    await page.close();
    return { ...open, ...drag };
  };
  // Warm-up: the browser's first page pays for its own start.
  await run(BASE.nodes, BASE.edges);
  const base = await run(BASE.nodes, BASE.edges);
  const big = await run(nodes, edges);

  const page = await context.newPage();
  await openCanvas(page, url, BASE.nodes, BASE.edges);
  const checkBase = await page.evaluate(
    (n) => (window as unknown as BenchWindow).__bench.checkMs(n),
    CHECK.base,
  );
  const checkBig = await page.evaluate(
    (n) => (window as unknown as BenchWindow).__bench.checkMs(n),
    CHECK.size,
  );
  const ruleBase = await page.evaluate(
    (n) => (window as unknown as BenchWindow).__bench.ruleMs(n),
    CHECK.base,
  );
  const ruleBig = await page.evaluate(
    (n) => (window as unknown as BenchWindow).__bench.ruleMs(n),
    CHECK.size,
  );
  await page.close();

  console.log('');
  console.log(
    `canvas, ${nodes} nodes / ${edges} edges vs ${BASE.nodes} nodes / ${BASE.edges} edges (same run)`,
  );
  console.log(
    `  time to interactive  ${fmt(big.readyMs)} vs ${fmt(base.readyMs)}  (${ratio(big.readyMs, base.readyMs)}; budget < 1000 ms)`,
  );
  console.log(`  nodes in the DOM     ${big.domNodes} vs ${base.domNodes}`);
  console.log(
    `  longest drag frame   ${fmt(big.longest)} vs ${fmt(base.longest)}  (${ratio(big.longest, base.longest)}; budget < 50 ms; ${big.frames} frames)`,
  );
  console.log(`  95th pct drag frame  ${fmt(big.p95)} vs ${fmt(base.p95)}  (${ratio(big.p95, base.p95)})`);
  console.log(`connection check on a ${CHECK.size}-node chain vs ${CHECK.base} nodes (budget < 5 ms)`);
  console.log(
    `  worker round trip    ${fmt(checkBig)} vs ${fmt(checkBase)}  (${ratio(checkBig, checkBase)}; incl. slimming and posting the graph)`,
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
