import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBuildReason } from '../host/server/cli/serverBuild.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));

/**
 * Our server as a user runs it (`npm start`: plain node on the esbuild bundle) in a process of its
 * own on `dataDir`, silent but for warnings, allowed to reach the bench's model server on
 * 127.0.0.1; resolves once it prints its ready line. `env` adds settings (DATABASE_URL, ...),
 * `nodeArgs` node's own flags (--cpu-prof).
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string | undefined> = {},
  nodeArgs: string[] = [],
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  if (serverBuildReason(root)) await buildServer(root);
  const child = spawn(process.execPath, [...nodeArgs, 'host/server/cli/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      HTTP_ALLOW_PRIVATE: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const ready = out.match(/ready at (http:\/\/\S+)/);
      if (ready?.[1]) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`our server exited ${code} before ready:\n${out}`)));
  });
  return { url, pid: child.pid ?? 0, stop };
}

/** User + system CPU ms of a process, every thread (Linux /proc, 10 ms ticks). */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
