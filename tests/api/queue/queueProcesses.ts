import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/** A server instance or worker of the installation as its own process (the real entry points). */
export interface QueueProcess {
  child: ChildProcess;
  /** The server's http://127.0.0.1:<port> (workers: ''). */
  url: string;
  /** What it wrote to stderr, for failure messages. */
  errors(): string;
}

/**
 * Starts `npm run serve` (host/server/main.ts) or `npm run worker` (host/server/worker.ts) with
 * `env` and a DATA_DIR of its own; resolves once it says it is ready. `stop` kills what was started.
 */
export function queueProcesses(env: Record<string, string>) {
  const started: { child: ChildProcess; dir: string }[] = [];
  const start = async (kind: 'server' | 'worker'): Promise<QueueProcess> => {
    const dir = await mkdtemp(join(tmpdir(), `bs-queue-${kind}-`));
    const entry = kind === 'server' ? 'host/server/main.ts' : 'host/server/worker.ts';
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, entry)], {
      cwd: ROOT,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        HTTP_ALLOW_PRIVATE: '127.0.0.1',
        ...env,
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push({ child, dir });
    let err = '';
    child.stderr?.on('data', (d: Buffer) => {
      err = (err + d.toString()).slice(-20_000);
    });
    const url = await new Promise<string>((ok, fail) => {
      let out = '';
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        const server = /ready at (http:\/\/[^\s]+)/.exec(out);
        if (kind === 'server' && server) ok(server[1] as string);
        if (kind === 'worker' && /worker ready/.test(out)) ok('');
      });
      child.once('exit', (code) => fail(new Error(`${kind} exited with ${code}: ${err.slice(-2000)}`)));
    });
    return { child, url, errors: () => err };
  };
  return {
    start,
    async stop() {
      await Promise.all(
        started.map(async ({ child, dir }) => {
          if (child.exitCode === null && child.signalCode === null) {
            const gone = new Promise((r) => child.once('exit', r));
            child.kill('SIGKILL');
            await gone;
          }
          await rm(dir, { recursive: true, force: true });
        }),
      );
    },
  };
}
