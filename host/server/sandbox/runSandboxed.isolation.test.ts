import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config.ts';
import type { GuardedFetch } from './guardedFetch.ts';
import { runSandboxed, sandboxPoolSize, sandboxStats, warmSandbox } from './runSandboxed.ts';

describe('runSandboxed on worker threads', () => {
  it('a busy loop holds neither the event loop nor the other runs', async () => {
    warmSandbox();
    await expect.poll(() => sandboxStats().workers, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    const order: string[] = [];
    // Long enough that the quick run below ends first on a loaded machine too.
    const loop = runSandboxed({ code: 'while (true) {}', timeoutMs: 15_000 }).then((result) => {
      order.push('loop');
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push('timer');
    const quick = await runSandboxed({ code: 'return $n + 1', args: { n: 1 } });
    order.push('quick');
    expect(quick).toMatchObject({ ok: true, value: 2 });
    expect(await loop).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(order).toEqual(['timer', 'quick', 'loop']);
  }, 120_000);

  it('a memory bomb ends with a memory limit error and the next run is fine', async () => {
    const result = await runSandboxed({
      code: 'const a = []; for (let i = 0; ; i++) a.push("y".repeat(100000) + i)',
      memoryBytes: 16 * 1024 * 1024,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'memory', message: /memory limit of 16 MiB/ } });
    expect(await runSandboxed({ code: 'return "fine"' })).toMatchObject({ ok: true, value: 'fine' });
  }, 30_000);

  it('passes inputs and the result as JSON data', async () => {
    const result = await runSandboxed({
      code: 'return { when: $input.when, fn: typeof $vars.fn, flow: $flow.state }',
      args: { when: new Date(0) },
      vars: { fn: () => 1 } as unknown as Record<string, unknown>,
      flow: { state: { n: 1 } },
    });
    expect(result).toMatchObject({
      ok: true,
      value: { when: '1970-01-01T00:00:00.000Z', fn: 'undefined', flow: { n: 1 } },
    });
  });

  it("relays fetch to the caller's function on this thread, whose throw is the code's FetchError", async () => {
    const seen: string[] = [];
    const fetch = ((url: string) => {
      seen.push(url);
      throw new Error('no network in this test');
    }) as unknown as GuardedFetch;
    const result = await runSandboxed({
      code: 'try { await fetch("https://example.com/x") } catch (e) { return String(e) }',
      fetch,
    });
    expect(result).toMatchObject({ ok: true, value: 'FetchError: no network in this test' });
    expect(seen).toEqual(['https://example.com/x']);
  });

  it('reads its pool size from SANDBOX_WORKERS', () => {
    expect(sandboxPoolSize({ SANDBOX_WORKERS: '3' })).toBe(3);
    expect(sandboxPoolSize({})).toBeGreaterThanOrEqual(2);
    expect(() => sandboxPoolSize({ SANDBOX_WORKERS: 'many' })).toThrow(/SANDBOX_WORKERS="many"/);
    expect(() => sandboxPoolSize({ SANDBOX_WORKERS: '0' })).toThrow(/1 to 64/);
    // The server checks it at start, naming the variable.
    expect(() => parseConfig({ SANDBOX_WORKERS: '-1' })).toThrow(ConfigError);
    expect(() => parseConfig({ SANDBOX_WORKERS: '-1' })).toThrow(/SANDBOX_WORKERS/);
    expect(parseConfig({ SANDBOX_WORKERS: ' 8 ' }).port).toBe(3000);
  });
});
