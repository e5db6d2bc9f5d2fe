import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
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

function startBundle(script: string, dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.push(async () => child.kill('SIGKILL'));
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = out.match(/ready at (http:\/\/\S+) \(/);
      if (m?.[1]) resolve({ child, url: m[1] });
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

    const { url } = await startBundle(join(repoRoot, dir, 'serve.mjs'), dataDir);
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
