/**
 * Cost of one sandboxed call against a plain JavaScript call doing the same work, in one process.
 * Cold: the first call, which compiles the QuickJS WebAssembly module. Warm: later calls (module cached).
 * Run: npx tsx bench/sandbox.ts [warmRuns]
 */
import { performance } from 'node:perf_hooks';
import { runSandboxed } from '../host/server/sandbox/runSandboxed.ts';

const code = 'return { total: $a + $b, city: $input.city.toUpperCase() }';
const args = { a: 2, b: 3, city: 'paris' };
const plain = (input: typeof args) => ({ total: input.a + input.b, city: input.city.toUpperCase() });

function check(value: unknown): void {
  if (JSON.stringify(value) !== JSON.stringify(plain(args)))
    throw new Error(`wrong result ${JSON.stringify(value)}`);
}

const warmRuns = Number(process.argv[2] ?? 300);

const coldStart = performance.now();
const first = await runSandboxed({ code, args });
const coldMs = performance.now() - coldStart;
if (!first.ok) throw new Error(first.error.message);
check(first.value);

const warmStart = performance.now();
for (let i = 0; i < warmRuns; i++) {
  const result = await runSandboxed({ code, args });
  if (!result.ok) throw new Error(result.error.message);
}
const warmMs = (performance.now() - warmStart) / warmRuns;

const plainRuns = 1_000_000;
let sink = 0;
const plainStart = performance.now();
for (let i = 0; i < plainRuns; i++) sink += plain(args).total;
const plainMs = (performance.now() - plainStart) / plainRuns;
if (sink !== 5 * plainRuns) throw new Error('baseline miscomputed');
check(plain(args));

const fmt = (ms: number) => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(3)} µs`);
console.log(`plain call        ${fmt(plainMs)}  (mean of ${plainRuns})`);
console.log(`sandboxed, cold   ${fmt(coldMs)}  ratio ${(coldMs / plainMs).toFixed(0)}x plain`);
console.log(
  `sandboxed, warm   ${fmt(warmMs)}  ratio ${(warmMs / plainMs).toFixed(0)}x plain (mean of ${warmRuns})`,
);
console.log(`cold / warm       ${(coldMs / warmMs).toFixed(1)}x`);
