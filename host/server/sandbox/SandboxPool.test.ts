import { afterEach, describe, expect, it } from 'vitest';
import { SandboxPool, type SandboxPoolOptions } from './SandboxPool.ts';
import { toSandboxRequest } from './sandboxRequest.ts';

const fixture = { filename: new URL('./fixtures/poolTestWorker.mjs', import.meta.url) };
const pools: SandboxPool[] = [];

function testPool(options: Partial<SandboxPoolOptions> = {}): SandboxPool {
  const pool = new SandboxPool({ size: 1, entry: fixture, graceMs: 200, ...options });
  pools.push(pool);
  return pool;
}

const request = (code: string, timeoutMs = 300) => toSandboxRequest({ code, timeoutMs });

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('SandboxPool', () => {
  it('runs on a worker and answers with its result', async () => {
    const pool = testPool();
    expect(await pool.run(request('echo'))).toEqual({ ok: true, value: 'echo', logs: [] });
    expect(pool.stats()).toMatchObject({ size: 1, workers: 1, busy: 0, queued: 0, workersReplaced: 0 });
  });

  it('ends a worker that stays silent past the deadline, keeps the main thread free, and replaces it', async () => {
    const pool = testPool();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    const result = await pool.run(request('spin', 300));
    clearInterval(ticker);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'timeout', message: expect.stringContaining('sandbox worker was stopped') },
    });
    expect(ticks).toBeGreaterThan(3); // the main event loop kept turning while the worker spun
    expect(pool.stats().workersReplaced).toBe(1);
    expect(await pool.run(request('after'))).toMatchObject({ ok: true, value: 'after' });
  }, 30_000);

  it('reports a worker that runs out of V8 heap as a memory error and carries on', async () => {
    const pool = testPool({ resourceLimits: { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 8 } });
    const result = await pool.run(request('heap', 20_000));
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'memory', message: expect.stringMatching(/memory limit.*ran out of its 24 MB heap/) },
    });
    expect(pool.stats().workersReplaced).toBe(1);
    expect(await pool.run(request('after'))).toMatchObject({ ok: true, value: 'after' });
  }, 30_000);

  it('runs up to size at once and queues the rest', async () => {
    const pool = testPool({ size: 2 });
    const spinning = [pool.run(request('spin', 1500)), pool.run(request('spin', 1500))];
    const queued = pool.run(request('third'));
    await expect.poll(() => pool.stats()).toMatchObject({ busy: 2, queued: 1 });
    const results = await Promise.all([...spinning, queued]);
    expect(results.map((r) => r.ok)).toEqual([false, false, true]);
  }, 30_000);

  it('gives up on a run that waits too long for a free worker', async () => {
    const pool = testPool({ queueWaitMs: 100 });
    const spinning = pool.run(request('spin', 1000));
    const waiting = await pool.run(request('never'));
    expect(waiting).toMatchObject({ ok: false, error: { kind: 'timeout', message: /stayed busy/ } });
    await spinning;
  }, 30_000);

  it('ends pending runs when closed and refuses new ones', async () => {
    const pool = testPool();
    const spinning = pool.run(request('spin', 10_000));
    await expect.poll(() => pool.stats().busy).toBe(1);
    await pool.close();
    expect(await spinning).toMatchObject({ ok: false, error: { message: /shut down/ } });
    expect(await pool.run(request('late'))).toMatchObject({ ok: false, error: { message: /shut down/ } });
  }, 30_000);

  it('refuses a size that is not a positive integer', () => {
    expect(() => new SandboxPool({ size: 0 })).toThrow(TypeError);
  });
});
