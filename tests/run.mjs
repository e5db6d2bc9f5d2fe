#!/usr/bin/env node
// `npm test`: every suite (unit, API, e2e) against real parts, then one plain summary line
// `N passed, N failed` that CI and people can read at a glance.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const results = resolve(root, 'test-results');
mkdirSync(results, { recursive: true });
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const only = process.argv[2]; // optional: 'unit' or 'e2e'

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function firstLine(text) {
  return (
    String(text ?? '')
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const error = t.results?.at(-1)?.error?.message;
        failures.push(`[${t.projectName}] ${[...path, spec.title].join(' > ')}: ${firstLine(error)}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;
/** Names of the failed tests, repeated at the end: CI keeps only the tail of a long log. */
const failures = [];

if (only !== 'e2e') {
  const code = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${results}/vitest.json`,
  ]);
  const v = readJson(`${results}/vitest.json`);
  if (v) {
    passed += v.numPassedTests;
    failed += v.numFailedTests;
    skipped += v.numPendingTests + v.numTodoTests;
    for (const file of v.testResults ?? []) {
      const bad = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of bad)
        failures.push(
          `${file.name.replace(`${root}/`, '')} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`,
        );
      if (file.status === 'failed' && bad.length === 0)
        failures.push(`${file.name.replace(`${root}/`, '')}: ${firstLine(file.message)}`);
    }
  }
  if (code !== 0 || !v) {
    exitCode = 1;
    if (!v) failed += 1;
  }
}

if (only !== 'unit') {
  if (!existsSync(chromium)) {
    console.error(
      `\nChromium was not found at ${chromium}; the end-to-end tests need it.\n` +
        'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to another Chromium or Chrome binary).\n',
    );
    exitCode = 1;
    failed += 1;
  } else {
    const built = run('npx', ['vite', 'build', '--logLevel', 'warn']);
    if (built !== 0) {
      exitCode = 1;
      failed += 1;
    } else {
      const code = run('npx', ['playwright', 'test'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json`,
        CHROMIUM_PATH: chromium,
      });
      const p = readJson(`${results}/playwright.json`);
      if (p?.stats) {
        passed += p.stats.expected + p.stats.flaky;
        failed += p.stats.unexpected;
        skipped += p.stats.skipped;
        collectPlaywrightFailures(p.suites ?? [], []);
      }
      if (code !== 0 || !p) {
        exitCode = 1;
        if (!p) failed += 1;
      }
    }
  }
}

if (failures.length > 0) {
  console.log(`\nFailed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
