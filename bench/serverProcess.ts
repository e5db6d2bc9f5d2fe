import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBuildReason } from '../host/server/cli/serverBuild.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));

/** A server process: its address once it printed its ready line, its pid, and a stop. */
export interface ServerProcess {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Our server as a user runs it (`npm start`: plain node on the esbuild bundle) in a process of its
 * own on `dataDir`, silent but for warnings, allowed to reach the bench's model server on
 * 127.0.0.1. `env` adds settings (DATABASE_URL, ...), `nodeArgs` node's own flags (--cpu-prof).
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string | undefined> = {},
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  if (serverBuildReason(root)) await buildServer(root);
  return spawnUntilReady([...nodeArgs, 'host/server/cli/start.mjs'], {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    HTTP_ALLOW_PRIVATE: '127.0.0.1',
    ...env,
  });
}

/** The floor for a prediction on `modelBaseURL` (bench/floorServer.ts) in a process of its own. */
export function startFloorProcess(modelBaseURL: string): Promise<ServerProcess> {
  return spawnUntilReady(['--import', 'tsx', 'bench/floorServer.ts'], { MODEL_BASE_URL: modelBaseURL });
}

function spawnUntilReady(args: string[], env: Record<string, string | undefined>): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise<ServerProcess>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const ready = out.match(/ready at (http:\/\/\S+)/);
      if (ready?.[1]) resolve({ url: ready[1], pid: child.pid ?? 0, stop });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code} before ready:\n${out}`)));
  });
}

/** User + system CPU ms of a process, every thread (Linux /proc, 10 ms ticks). */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
