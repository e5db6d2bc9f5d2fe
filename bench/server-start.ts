import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBuildReason } from '../host/server/cli/serverBuild.mjs';

/**
 * Server start to ready, measured from spawning the process until it prints its ready line and
 * answers GET /api/v1/ping. Compared with a bare Fastify listen (no database, no plugins) run in
 * the same session, so the ratios hold across machines. CPU time at ready (user + system, from
 * /proc) is reported too: on a busy machine it moves far less than wall time.
 * Cases: `npm start` (plain node running the esbuild bundle, host/server/cli/start.mjs) on a fresh
 * and on a reopened data dir, and `npm run serve` (tsx, the development path) for comparison.
 * Run: npx tsx bench/server-start.ts [runs]
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const RUNS = Number(process.argv[2] ?? 3);

interface Sample {
  /** Spawn to ready line, as seen from outside. */
  wallMs: number;
  /** The process's own report (performance.now() at ready). */
  selfMs: number;
  rssMb: number;
  /** User + system CPU time of the process at ready. */
  cpuMs: number;
}

/** utime + stime of a process in ms (clock ticks of 10 ms on Linux). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function startOnce(args: string[], env: Record<string, string>): Promise<Sample> {
  const script = args.join(' ');
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  return new Promise<Sample>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} not ready within 60 s:\n${out}${err}`));
    }, 60_000);
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.stdout.on('data', async (d) => {
      out += d;
      const m = out.match(/ready at (http:\/\/\S+) \((\d+) ms\)/);
      if (!m) return;
      child.stdout.removeAllListeners('data');
      const wallMs = performance.now() - t0;
      clearTimeout(timer);
      const ping = await fetch(`${m[1]}/api/v1/ping`).then((r) => r.text());
      const pid = child.pid ?? 0;
      const sample = { wallMs, selfMs: Number(m[2]), rssMb: rssMb(pid), cpuMs: cpuMs(pid) };
      child.kill('SIGTERM');
      child.once('exit', () =>
        ping === 'pong' ? resolve(sample) : reject(new Error(`ping answered ${ping}`)),
      );
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!out.includes('ready at')) reject(new Error(`${script} exited ${code}:\n${out}${err}`));
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function measure(label: string, run: () => Promise<Sample>): Promise<Sample> {
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await run());
  const m = {
    wallMs: median(samples.map((s) => s.wallMs)),
    selfMs: median(samples.map((s) => s.selfMs)),
    rssMb: median(samples.map((s) => s.rssMb)),
    cpuMs: median(samples.map((s) => s.cpuMs)),
  };
  console.log(
    `${label.padEnd(34)} wall ${m.wallMs.toFixed(0).padStart(6)} ms   self ${String(m.selfMs).padStart(6)} ms   cpu ${String(m.cpuMs).padStart(5)} ms   rss ${m.rssMb} MB   (${samples.map((s) => s.wallMs.toFixed(0)).join(', ')})`,
  );
  return m;
}

const bundled = ['host/server/cli/start.mjs'];
const tsx = ['--import', 'tsx', 'host/server/main.ts'];
const reason = serverBuildReason(root);
if (reason) {
  console.log(`Bundling the server first (${reason})`);
  await buildServer(root);
}
console.log(`Server start to ready, median of ${RUNS} runs each`);
const base = await measure('baseline: bare Fastify listen', () => startOnce(['bench/bareFastify.mjs'], {}));
const dirs: string[] = [];
const fresh = await measure('npm start, fresh data dir', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bs-bench-'));
  dirs.push(dir);
  return startOnce(bundled, { DATA_DIR: dir });
});
const reopenDir = dirs[0] ?? (await mkdtemp(join(tmpdir(), 'bs-bench-')));
const bare = await measure('baseline: Fastify + open PGlite', () =>
  startOnce(['bench/bareFastifyPGlite.mjs'], { DATA_DIR: reopenDir }),
);
const reopen = await measure('npm start, reopen data dir', () => startOnce(bundled, { DATA_DIR: reopenDir }));
const dev = await measure('tsx (npm run serve), reopen', () => startOnce(tsx, { DATA_DIR: reopenDir }));
for (const dir of dirs) await rm(dir, { recursive: true, force: true });

const ratio = (s: Sample) => (s.wallMs / base.wallMs).toFixed(2);
console.log(`ratio fresh/baseline  ${ratio(fresh)}x`);
console.log(`ratio reopen/baseline ${ratio(reopen)}x  (budget: reopen under 2000 ms wall)`);
console.log(
  `ratio reopen/(Fastify + PGlite) ${(reopen.wallMs / bare.wallMs).toFixed(2)}x  (goal: within 1.5x)`,
);
console.log(`ratio tsx/bundled     ${(dev.wallMs / reopen.wallMs).toFixed(2)}x`);
