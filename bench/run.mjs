#!/usr/bin/env node
// `npm run bench [name...]`: runs the benchmarks one after another. Each prints its figures and
// their ratios against a baseline measured in the same run; none asserts a time.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const all = [
  'server-start',
  'engine',
  'streaming',
  'sandbox',
  'sandbox-modules',
  'canvas',
  'chatflow-canvas',
  'pages',
  'vector-query',
  'doc-processing',
  'prediction-history',
  'prediction-throughput',
  'flows-list',
  'lists',
  'evaluations',
  'otel',
  'queueMode',
];
const picked = process.argv.slice(2);
const names = picked.length ? picked : all;
const unknown = names.filter((n) => !all.includes(n));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Choose from: ${all.join(', ')}`);
  process.exit(2);
}
/** Benchmarks that are another one's script with arguments. */
const variants = { 'chatflow-canvas': ['canvas', '--kind', 'chatflow'] };
let failed = 0;
for (const name of names) {
  const [script, ...args] = variants[name] ?? [name];
  console.log(`\n=== bench/${script}.ts ${args.join(' ')}`);
  const r = spawnSync('npx', ['tsx', '--expose-gc', resolve(import.meta.dirname, `${script}.ts`), ...args], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
