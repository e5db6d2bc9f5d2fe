import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxStats } from '../../host/server/sandbox/runSandboxed.ts';
import { apiCall } from './apiCall.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

// The sandbox runs on worker threads: user code that spins or allocates without end must leave the
// HTTP server answering. The test server runs in this process, so the pool's counters are visible here.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const testRun = (func: string, extra: Record<string, unknown> = {}) =>
  apiCall(server, 'POST', '/tools/test-run', { func, ...extra });

async function ping(): Promise<void> {
  const res = await server.fetch('/api/v1/ping');
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('pong');
}

describe('sandbox isolation', () => {
  it('answers /ping while a tool is stuck in an infinite loop', async () => {
    // Two runs at once start two workers, so the second tool below does not wait for a cold start.
    const warm = await Promise.all([testRun('return 1'), testRun('return 2')]);
    expect(warm.map((r) => r.body.ok)).toEqual([true, true]);
    const order: string[] = [];
    const stuck = testRun('while (true) {}', { timeoutMs: 20_000 }).then((result) => {
      order.push('loop ended');
      return result;
    });
    // Wait until the loop really runs on a worker, then ask the server something.
    await expect.poll(() => sandboxStats().busy, { timeout: 60_000 }).toBe(1);
    await ping();
    order.push('ping answered');
    const quick = await testRun('return 6 * 7');
    order.push('another tool ran');
    expect(quick.body).toMatchObject({ ok: true, output: 42 });
    expect(sandboxStats().busy).toBe(1); // the loop was still running all along
    const result = await stuck;
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(order).toEqual(['ping answered', 'another tool ran', 'loop ended']);
  }, 180_000);

  it('ends an allocation bomb with a memory limit error and stays healthy', async () => {
    const bomb = await testRun('const a = []; for (let i = 0; ; i++) a.push("y".repeat(1e6) + i)');
    expect(bomb.status).toBe(200);
    expect(bomb.body).toMatchObject({
      ok: false,
      error: { kind: 'memory', message: /memory limit of 64 MiB/ },
    });
    await ping();
    const next = await testRun('console.log("still here"); return [1, 2, 3].length');
    expect(next.body).toMatchObject({ ok: true, output: 3, logs: [{ level: 'log', message: 'still here' }] });
  }, 180_000);
});
