/**
 * Cost of one sandboxed call against a plain JavaScript call doing the same work, and what running it on a
 * sandbox worker thread (runSandboxed, what the server does) adds over running QuickJS on the calling thread
 * (runSandboxedInProcess): the message round trip and copying the inputs and the result.
 * Cold: the first call (compiling the QuickJS WebAssembly module; for the worker also starting the thread).
 * Warm: later calls. Run: npx tsx bench/sandbox.ts [warmRuns]
 */
import { performance } from 'node:perf_hooks';
import { closeSandbox, runSandboxed } from '../host/server/sandbox/runSandboxed.ts';
import { SandboxPool } from '../host/server/sandbox/SandboxPool.ts';
import { runSandboxedInProcess } from '../host/server/sandbox/runSandboxedInProcess.ts';
import { toSandboxRequest } from '../host/server/sandbox/sandboxRequest.ts';
import type { SandboxOptions, SandboxResult } from '../host/server/sandbox/sandboxTypes.ts';

const code = 'return { total: $a + $b, city: $input.city.toUpperCase() }';
const args = { a: 2, b: 3, city: 'paris' };
const plain = (input: typeof args) => ({ total: input.a + input.b, city: input.city.toUpperCase() });

function check(result: SandboxResult): void {
  if (!result.ok) throw new Error(result.error.message);
  if (JSON.stringify(result.value) !== JSON.stringify(plain(args)))
    throw new Error(`wrong result ${JSON.stringify(result.value)}`);
}

const warmRuns = Number(process.argv[2] ?? 300);

type Run = (options: SandboxOptions) => Promise<SandboxResult>;

async function cold(run: Run): Promise<number> {
  const start = performance.now();
  check(await run({ code, args }));
  return performance.now() - start;
}

/** Mean per call over `runs` calls. */
async function warm(run: Run, runs: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < runs; i++) check(await run({ code, args }));
  return (performance.now() - start) / runs;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const inProcessRun: Run = (options) => runSandboxedInProcess(toSandboxRequest(options));
const inProcess = { coldMs: await cold(inProcessRun), warmMs: 0 };
const worker = { coldMs: await cold(runSandboxed), warmMs: 0 };
// Alternate batches so a change in machine load hits both sides alike; report the median batch.
const batches = { inProcess: [] as number[], worker: [] as number[] };
for (let round = 0; round < 5; round++) {
  batches.inProcess.push(await warm(inProcessRun, Math.ceil(warmRuns / 5)));
  batches.worker.push(await warm(runSandboxed, Math.ceil(warmRuns / 5)));
}
inProcess.warmMs = median(batches.inProcess);
worker.warmMs = median(batches.worker);
await closeSandbox();

// The pool's own cost: a worker that answers at once (the SandboxPool test fixture), no QuickJS at all.
const echoPool = new SandboxPool({
  size: 1,
  entry: { filename: new URL('../host/server/sandbox/fixtures/poolTestWorker.mjs', import.meta.url) },
});
const echo: Run = async (options) => {
  await echoPool.run(toSandboxRequest(options));
  return { ok: true, value: plain(args), logs: [] };
};
await cold(echo);
const roundTripMs = await warm(echo, warmRuns);
await echoPool.close();

const plainRuns = 1_000_000;
let sink = 0;
const plainStart = performance.now();
for (let i = 0; i < plainRuns; i++) sink += plain(args).total;
const plainMs = (performance.now() - plainStart) / plainRuns;
if (sink !== 5 * plainRuns) throw new Error('baseline miscomputed');

const fmt = (ms: number) => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(3)} µs`);
const ratio = (ms: number) => `${(ms / plainMs).toFixed(0)}x plain`;
console.log(`plain call                 ${fmt(plainMs)}  (mean of ${plainRuns})`);
console.log(`in process, cold           ${fmt(inProcess.coldMs)}  ${ratio(inProcess.coldMs)}`);
console.log(
  `in process, warm           ${fmt(inProcess.warmMs)}  ${ratio(inProcess.warmMs)} (median of 5 batches)`,
);
console.log(`worker thread, cold        ${fmt(worker.coldMs)}  ${ratio(worker.coldMs)}`);
console.log(
  `worker thread, warm        ${fmt(worker.warmMs)}  ${ratio(worker.warmMs)} (median of 5 batches)`,
);
console.log(`pool round trip alone      ${fmt(roundTripMs)}  (echo worker, mean of ${warmRuns})`);
console.log(
  `worker / in process, warm  ${(worker.warmMs / inProcess.warmMs).toFixed(2)}x  (${worker.warmMs >= inProcess.warmMs ? '+' : '-'}${fmt(Math.abs(worker.warmMs - inProcess.warmMs))} per call)`,
);
