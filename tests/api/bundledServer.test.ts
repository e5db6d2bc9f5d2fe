import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../../host/server/cli/serverBuild.mjs';
import { repoRoot } from '../../host/server/paths.ts';
import { signInProcess } from './startTestServer.ts';

/**
 * `npm start` runs the esbuild bundle of the server with plain node, not the TypeScript sources
 * the other API tests load. This proves the bundle itself: it starts, serves the API, finds the
 * web build beside the repository, and runs user code in its sandbox worker thread.
 */
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f().catch(() => {});
});

/** Packages a default start must not load: each loads with its first use (issue 16, warm start). */
const LOADED_ON_FIRST_USE = [
  '@opentelemetry/sdk-trace',
  '@opentelemetry/sdk-metrics',
  '@opentelemetry/core',
  '@opentelemetry/api',
  // bundled (BUNDLED_PACKAGES): never imported from node_modules
  'kysely',
  'fastify',
  'ajv',
  '@fastify/static',
  'sql.js',
  'jszip',
  'nodemailer',
  'esbuild',
  'papaparse',
  '@node-rs/argon2',
  'bcryptjs',
  'pg',
  'ioredis',
  'bullmq',
  '@modelcontextprotocol/sdk',
  'ai',
];

/** The packages (by node_modules folder) whose modules a log of moduleLoadLog.mjs names. */
const packagesIn = (log: string) =>
  new Set([...log.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)].map((m) => m[1]));

/** Starts the bundle; with `moduleLog`, under moduleLog.mjs, reporting the packages loaded by ready. */
function startBundle(
  script: string,
  dataDir: string,
  moduleLog?: string,
): Promise<{ child: ChildProcess; url: string; loadedAtReady: Set<string | undefined> }> {
  const hook = ['--import', join(repoRoot, 'tests/api/moduleLoadLog.mjs')];
  // the embedded database in dataDir, even where CI sets DATABASE_URL for the PostgreSQL runs
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const child = spawn(process.execPath, [...(moduleLog ? hook : []), script], {
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...(moduleLog ? { MODULE_LOAD_LOG: moduleLog } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.push(async () => child.kill('SIGKILL'));
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = out.match(/ready at (http:\/\/\S+) \(/);
      const url = m?.[1];
      if (url)
        (moduleLog ? readFile(moduleLog, 'utf8') : Promise.resolve('')).then(
          (log) => resolve({ child, url, loadedAtReady: packagesIn(log) }),
          reject,
        );
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`bundled server exited with ${code}:\n${out}`)));
  });
}

describe('the bundled server (npm start)', () => {
  it('starts, answers the API and runs a tool in its sandbox worker', async () => {
    // Two levels below the root, like build/server, so the bundle finds the repository as usual.
    const dir = `build/test-${process.pid}`;
    cleanup.push(() => rm(join(repoRoot, dir), { recursive: true, force: true }));
    const serve = await buildServer(repoRoot, { dir, entries: undefined });
    expect(serve).toMatch(/start\.mjs$/);

    const dataDir = await mkdtemp(join(tmpdir(), 'bs-bundle-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const template = inject('pgliteTemplate');
    if (template) await cp(template, join(dataDir, 'pgdata'), { recursive: true });

    const script = join(repoRoot, dir, 'serve.mjs');
    // A start under the module-load log, then one without it (loader hooks reach the sandbox's worker too).
    const logged = await startBundle(script, dataDir, join(dataDir, 'modules.log'));
    expect(logged.loadedAtReady).toContain('@electric-sql/pglite'); // the log works
    expect(LOADED_ON_FIRST_USE.filter((name) => logged.loadedAtReady.has(name))).toEqual([]);
    const exited = new Promise((done) => logged.child.once('exit', done));
    logged.child.kill('SIGTERM');
    await exited;

    const { url } = await startBundle(script, dataDir);
    expect(await fetch(`${url}/api/v1/ping`).then((r) => r.text())).toBe('pong');
    const cookie = await signInProcess(url);
    const nodes = (await fetch(`${url}/api/v1/nodes`, { headers: { cookie } }).then((r) => r.json())) as {
      name: string;
    }[];
    expect(nodes.map((n) => n.name)).toContain('llmAgentflow');
    const run = await fetch(`${url}/api/v1/tools/test-run`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ func: 'return $a * 7;', args: { a: 6 } }),
    });
    expect(run.status).toBe(200);
    expect(await run.json()).toMatchObject({ ok: true, output: 42 });
    // require: the bundle bundles lodash for the sandbox with esbuild at run time, and has crypto
    const modules = await fetch(`${url}/api/v1/tools/test-run`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        func: "return [require('lodash').sum([1, 2, 3]), require('crypto').createHash('md5').update('a').digest('hex')];",
      }),
    });
    expect(await modules.json()).toMatchObject({ ok: true, output: [6, '0cc175b9c0f1b6a831c399e269772661'] });
  }, 180_000);
});
