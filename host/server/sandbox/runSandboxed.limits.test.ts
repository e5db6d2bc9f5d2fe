import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch } from './guardedFetch.ts';
import { getQuickJSModule } from './quickjsModule.ts';
import { runSandboxed, sandboxModuleResets } from './runSandboxed.ts';
import { runSandboxedInProcess } from './runSandboxedInProcess.ts';
import { SANDBOX_DEFAULT_MEMORY_BYTES, toSandboxRequest } from './sandboxRequest.ts';

async function healthy(): Promise<void> {
  const next = await runSandboxed({ code: 'return $n * 2', args: { n: 21 } });
  expect(next).toMatchObject({ ok: true, value: 42 });
}

// Generous timeouts: these run on a worker thread of a machine that may be busy with other work.
beforeAll(async () => {
  await healthy(); // starts a worker, so its start-up time is not counted in the timings below
}, 60_000);

describe('runSandboxed limits', { timeout: 60_000 }, () => {
  it('stops an infinite loop at the deadline and the process stays usable', async () => {
    const timerFired = new Promise<number>((resolve) => setTimeout(() => resolve(Date.now()), 10));
    const started = Date.now();
    const result = await runSandboxed({ code: 'while (true) {}', timeoutMs: 300 });
    const elapsed = Date.now() - started;
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(5000);
    expect(await timerFired).toBeGreaterThan(0);
    await healthy();
  });

  it('cannot dodge the deadline by catching the interrupt or looping after an await', async () => {
    for (const code of [
      'for (;;) { try { while (true) {} } catch (e) {} }',
      'await null; while (true) {}',
      'await Promise.resolve().then(() => { for (;;) {} })',
      '/(a+)+b/.test("a".repeat(40))',
    ]) {
      const result = await runSandboxed({ code, timeoutMs: 200 });
      expect(result, code).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    }
    await healthy();
  });

  it('ends an await on a promise that can never settle with a timeout', async () => {
    const result = await runSandboxed({ code: 'await new Promise(() => {}); return 1', timeoutMs: 5000 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    await healthy();
  });

  it('ends an await on a fetch that outlives the deadline with a timeout and aborts it', async () => {
    let closed = false;
    const server = http.createServer((req) => {
      req.socket.on('close', () => {
        closed = true;
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const result = await runSandboxed({
        code: `await fetch('${url}'); return 'answered'`,
        timeoutMs: 300,
        fetch: createGuardedFetch({ allowPrivate: true, timeoutMs: 30_000 }),
      });
      expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
      await expect.poll(() => closed).toBe(true);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('stops allocation bombs with a memory error', async () => {
    for (const code of [
      'let s = "x"; for (;;) s += s',
      'const a = []; for (let i = 0; ; i++) a.push({ i, s: "y" + i })',
      'return new Array(1e9).fill(0).length',
      'return new ArrayBuffer(1e9).byteLength',
      'const held = []; for (;;) held.push(new Uint8Array(1 << 20))',
    ]) {
      const result = await runSandboxed({ code, memoryBytes: 8 * 1024 * 1024, timeoutMs: 10_000 });
      expect(result, code).toMatchObject({ ok: false, error: { kind: 'memory' } });
    }
    await healthy();
  });

  it('stops deep recursion cleanly', async () => {
    const result = await runSandboxed({ code: 'function f(n) { return f(n + 1) + 1 } return f(0)' });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'memory', message: expect.stringMatching(/stack/i) },
    });
    const caught = await runSandboxed({
      code: 'function f() { return f() } try { f() } catch (e) { return String(e) }',
    });
    expect(caught).toMatchObject({ ok: true, value: expect.stringMatching(/stack overflow/) });
    await healthy();
  });

  it('survives data nested deeper than the host stack and resets the engine', async () => {
    const code = 'let o = {}; for (let i = 0; i < 300000; i++) o = { o }; return JSON.stringify(o).length';
    // On this thread's ~1 MB stack the WebAssembly frames overflow the host stack: the module is replaced.
    let resets = 0;
    const slow = { code, timeoutMs: 60_000 }; // building 300 000 objects takes seconds on a busy machine
    const inProcess = await runSandboxedInProcess(toSandboxRequest(slow), { onReset: () => resets++ });
    expect(inProcess).toMatchObject({ ok: false, error: { kind: 'memory' } });
    expect(resets).toBe(1);
    // A worker's 4 MB stack leaves QuickJS's own recursion limit to stop it first.
    const before = sandboxModuleResets();
    const result = await runSandboxed(slow);
    expect(result).toMatchObject({ ok: false, error: { kind: 'memory' } });
    expect(sandboxModuleResets()).toBeGreaterThanOrEqual(before);
    await healthy();
  }, 150_000);

  it('limits the size of the result by the memory limit', async () => {
    const result = await runSandboxed({
      code: 'return "z".repeat(20 * 1024 * 1024)',
      memoryBytes: 8 * 1024 * 1024,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'memory' } });
  });

  // In this thread (what each worker does), so the module and the heap can be measured here.
  it('disposes everything: 200 runs do not grow memory', async () => {
    const module = await getQuickJSModule(SANDBOX_DEFAULT_MEMORY_BYTES);
    let resets = 0;
    const run = (i: number) =>
      runSandboxedInProcess(
        toSandboxRequest({
          code: `const big = []; for (let i = 0; i < 2000; i++) big.push({ i, s: 'x'.repeat(100) });
               console.log('run', $i); await Promise.resolve(); return big.length + $i`,
          args: { i },
        }),
        { onReset: () => resets++ },
      );
    for (let i = 0; i < 20; i++) await run(i); // warm up: let the WebAssembly heap reach its working size
    const wasmBefore = module.getWasmMemory().buffer.byteLength;
    const heapBefore = process.memoryUsage().heapUsed;
    for (let i = 0; i < 200; i++) {
      const result = await run(i);
      expect(result.ok).toBe(true);
    }
    const wasmGrowth = module.getWasmMemory().buffer.byteLength - wasmBefore;
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    // Each run allocates ~1 MB inside QuickJS; a leaked runtime would add ~200 MB here.
    expect(wasmGrowth).toBeLessThan(16 * 1024 * 1024);
    expect(heapGrowth).toBeLessThan(64 * 1024 * 1024);
    expect(resets).toBe(0);
    expect(await getQuickJSModule(SANDBOX_DEFAULT_MEMORY_BYTES)).toBe(module);
  });
});
