/**
 * What require() costs in the sandbox: one run that requires nothing against one that requires lodash, cheerio
 * or crypto, on a sandbox worker (runSandboxed, what the server does) and on the calling thread
 * (runSandboxedInProcess). First use: the first run needing a package (esbuild bundles it once per process).
 * Warm: later runs, each of which compiles the module again in its fresh QuickJS context (contexts share
 * nothing), so lodash and cheerio cost their compile time on every run that requires them and nothing on runs
 * that do not. Run: npx tsx bench/sandbox-modules.ts [warmRuns]
 */
import { performance } from 'node:perf_hooks';
import { closeSandbox, runSandboxed } from '../host/server/sandbox/runSandboxed.ts';
import { runSandboxedInProcess } from '../host/server/sandbox/runSandboxedInProcess.ts';
import { prepareSandboxRequest } from '../host/server/sandbox/sandboxRequest.ts';
import type { SandboxOptions, SandboxResult } from '../host/server/sandbox/sandboxTypes.ts';

const cases: Record<string, { code: string; expect: unknown }> = {
  'no require': { code: 'return [1, 2, 3].map((n) => n * 2)', expect: [2, 4, 6] },
  crypto: {
    code: "return require('crypto').createHash('sha256').update('a').digest('hex').length",
    expect: 64,
  },
  lodash: { code: "return require('lodash').chunk([1, 2, 3], 2)", expect: [[1, 2], [3]] },
  cheerio: {
    code: "const $ = require('cheerio').load('<ul><li>a</li><li>b</li></ul>'); return $('li').length",
    expect: 2,
  },
};

const warmRuns = Number(process.argv[2] ?? 30);
type Run = (options: SandboxOptions) => Promise<SandboxResult>;

async function timed(run: Run, name: string): Promise<number> {
  const { code, expect } = cases[name]!;
  const start = performance.now();
  const result = await run({ code });
  const ms = performance.now() - start;
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
  if (JSON.stringify(result.value) !== JSON.stringify(expect)) throw new Error(`${name}: wrong result`);
  return ms;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const inProcess: Run = async (options) => runSandboxedInProcess(await prepareSandboxRequest(options));

await timed(runSandboxed, 'no require'); // the worker's start-up and QuickJS compile, outside the figures
await timed(inProcess, 'no require');
const rows: { name: string; firstMs: number; workerMs: number; inProcessMs: number }[] = [];
for (const name of Object.keys(cases)) {
  const firstMs = await timed(runSandboxed, name);
  const worker: number[] = [];
  const local: number[] = [];
  // Alternate so a change in machine load hits both sides alike; report medians.
  for (let i = 0; i < warmRuns; i++) {
    worker.push(await timed(runSandboxed, name));
    local.push(await timed(inProcess, name));
  }
  rows.push({ name, firstMs, workerMs: median(worker), inProcessMs: median(local) });
}
await closeSandbox();

const base = rows[0]!;
const fmt = (ms: number) => `${ms.toFixed(2)} ms`.padStart(10);
console.log(
  `${'run'.padEnd(12)}${'first use'.padStart(11)}${'worker'.padStart(11)}  ratio${'in process'.padStart(12)}  ratio`,
);
for (const row of rows) {
  console.log(
    `${row.name.padEnd(12)} ${fmt(row.firstMs)} ${fmt(row.workerMs)}  ${(row.workerMs / base.workerMs).toFixed(1)}x ${fmt(row.inProcessMs)}  ${(row.inProcessMs / base.inProcessMs).toFixed(1)}x`,
  );
}
console.log(`(medians of ${warmRuns} warm runs each; ratios against 'no require')`);
