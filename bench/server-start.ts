import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Server start to ready, measured from spawning the process until it prints its ready line and
 * answers GET /api/v1/ping. Compared with a bare Fastify listen (no database, no plugins) run in
 * the same session, so the ratios hold across machines. Run: npx tsx bench/server-start.ts [runs]
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const RUNS = Number(process.argv[2] ?? 3);

interface Sample {
  /** Spawn to ready line, as seen from outside. */
  wallMs: number;
  /** The process's own report (performance.now() at ready). */
  selfMs: number;
  rssMb: number;
}

function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function startOnce(script: string, env: Record<string, string>): Promise<Sample> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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
      const sample = { wallMs, selfMs: Number(m[2]), rssMb: rssMb(child.pid ?? 0) };
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
  };
  console.log(
    `${label.padEnd(34)} wall ${m.wallMs.toFixed(0).padStart(6)} ms   self ${String(m.selfMs).padStart(6)} ms   rss ${m.rssMb} MB   (${samples.map((s) => s.wallMs.toFixed(0)).join(', ')})`,
  );
  return m;
}

const server = 'host/server/main.ts';
console.log(`Server start to ready, median of ${RUNS} runs each`);
const base = await measure('baseline: bare Fastify listen', () => startOnce('bench/bareFastify.ts', {}));
const dirs: string[] = [];
const fresh = await measure('embedded db, fresh data dir', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bs-bench-'));
  dirs.push(dir);
  return startOnce(server, { DATA_DIR: dir });
});
const reopenDir = dirs[0] ?? (await mkdtemp(join(tmpdir(), 'bs-bench-')));
const reopen = await measure('embedded db, reopen data dir', () =>
  startOnce(server, { DATA_DIR: reopenDir }),
);
for (const dir of dirs) await rm(dir, { recursive: true, force: true });

const ratio = (s: Sample) => (s.wallMs / base.wallMs).toFixed(2);
console.log(`ratio fresh/baseline  ${ratio(fresh)}x`);
console.log(`ratio reopen/baseline ${ratio(reopen)}x  (budget: reopen under 1500-2000 ms wall)`);
