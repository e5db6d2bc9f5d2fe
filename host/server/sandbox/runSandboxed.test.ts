import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch } from './guardedFetch.ts';
import { runSandboxed } from './runSandboxed.ts';

let server: http.Server;
let base: string;
let hits = 0;

beforeAll(async () => {
  await runSandboxed({ code: 'return 1' }); // starts a worker outside the timed tests (slow on a busy machine)
  server = http.createServer((req, res) => {
    hits++;
    res.setHeader('content-type', 'application/json');
    res.setHeader('x-token', 'abc');
    res.end(JSON.stringify({ path: req.url, method: req.method }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function value(
  code: string,
  extra: Partial<Parameters<typeof runSandboxed>[0]> = {},
): Promise<unknown> {
  const result = await runSandboxed({ code, ...extra });
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.value;
}

describe('runSandboxed contract', { timeout: 30_000 }, () => {
  it('runs a function body with return and await', async () => {
    expect(await value('return 1 + 1')).toBe(2);
    expect(await value('const x = await Promise.resolve(20); return x + 1')).toBe(21);
    expect(await value('return "a string"')).toBe('a string');
    expect(await value('return { list: [1, "two", null], nested: { ok: true } }')).toEqual({
      list: [1, 'two', null],
      nested: { ok: true },
    });
    expect(await value('const unused = 1')).toBeNull();
  });

  it('hands in $input, $args, $<name>, $vars and $flow as copies', async () => {
    const args = { city: 'Paris', days: 3, 'not-an-identifier': 1 };
    const flow = { sessionId: 's1', chatId: 'c1', chatflowId: 'f1', input: 'hi', state: { n: 1 } };
    const got = await value(
      `$input.days = 99;
       return [$args.city, $city, $days, typeof $input, $vars.TOKEN, $flow.sessionId, $flow.chatId,
               $flow.chatflowId, $flow.input, $flow.state.n, $input === $args ? 'same' : 'copy']`,
      { args, vars: { TOKEN: 't' }, flow },
    );
    expect(got).toEqual(['Paris', 'Paris', 3, 'object', 't', 's1', 'c1', 'f1', 'hi', 1, 'copy']);
    expect(args.days).toBe(3);
  });

  it('captures console output, formatted and truncated', async () => {
    const result = await runSandboxed({
      code: `console.log('a', 1, { b: 2 }); console.warn(new Error('w')); console.error('x'.repeat(5000));
             for (let i = 0; i < 300; i++) console.info(i); return 'done'`,
    });
    expect(result.ok).toBe(true);
    expect(result.logs[0]).toEqual({ level: 'log', message: 'a 1 {"b":2}' });
    expect(result.logs[1]).toEqual({ level: 'warn', message: 'Error: w' });
    expect(result.logs[2]!.message.length).toBeLessThanOrEqual(2001);
    expect(result.logs).toHaveLength(201);
    expect(result.logs.at(-1)).toEqual({ level: 'warn', message: '… 103 more log lines were dropped' });
  });

  it('reports syntax, runtime and result errors with their kind', async () => {
    const syntax = await runSandboxed({ code: 'return (' });
    expect(syntax).toMatchObject({ ok: false, error: { kind: 'syntax' } });
    expect(await runSandboxed({ code: 'throw new TypeError("bad")' })).toMatchObject({
      ok: false,
      error: { kind: 'runtime', message: 'TypeError: bad' },
    });
    expect(await runSandboxed({ code: 'await Promise.reject("plain")' })).toMatchObject({
      error: { kind: 'runtime', message: 'plain' },
    });
    expect(await runSandboxed({ code: 'JSON.parse("{")' })).toMatchObject({ error: { kind: 'runtime' } });
    expect(await runSandboxed({ code: 'return () => 1' })).toMatchObject({ error: { kind: 'result' } });
    expect(await runSandboxed({ code: 'return 10n' })).toMatchObject({ error: { kind: 'result' } });
    expect(await runSandboxed({ code: 'const a = {}; a.a = a; return a' })).toMatchObject({
      error: { kind: 'result' },
    });
  });

  it('refuses bad options from the caller', async () => {
    await expect(runSandboxed({ code: 42 as unknown as string })).rejects.toThrow(TypeError);
    await expect(runSandboxed({ code: '', timeoutMs: -1 })).rejects.toThrow(/timeoutMs/);
    await expect(runSandboxed({ code: '', args: { n: 1n } as never })).rejects.toThrow(/args/);
  });

  it('gives every run a fresh context', async () => {
    await value('globalThis.leak = 1; Object.prototype.polluted = true; JSON.parse = () => 0');
    expect(await value('return [typeof leak, typeof ({}).polluted, JSON.parse("[1]")]')).toEqual([
      'undefined',
      'undefined',
      [1],
    ]);
  });

  it('reads the result with pristine JSON even when user code replaces JSON.stringify', async () => {
    expect(await value('JSON.stringify = () => "\\"forged\\""; return { real: true }')).toEqual({
      real: true,
    });
  });
});

describe('runSandboxed escapes', { timeout: 30_000 }, () => {
  const probes: [string, string][] = [
    ['process', 'return typeof process'],
    ['module', 'return [typeof module, typeof exports, typeof __dirname, typeof __filename].join()'],
    ['require chain', "return require.constructor('return typeof process')()"],
    ['a required module', "return require('crypto').createHash.constructor('return typeof process')()"],
    ['Buffer chain', "return Buffer.from('a').constructor.constructor('return typeof process')()"],
    ['timers', 'return [typeof setTimeout, typeof setInterval, typeof queueMicrotask].join()'],
    ['fetch without a guarded fetch', 'return typeof fetch'],
    ['constructor chain', "return globalThis.constructor.constructor('return typeof process')()"],
    ['Function this', "return typeof Function('return this')().process"],
    ['this.__proto__', "return typeof this.__proto__.constructor.constructor('return this')().process"],
    ['console function constructor', "return console.log.constructor('return typeof process')()"],
    ['argument prototype chain', "return typeof $input.constructor.constructor('return this')().process"],
    ['eval', "return eval('typeof process + typeof require')"],
    ['indirect eval', "return (0, eval)('typeof globalThis.process')"],
  ];
  it.each(probes)('%s finds nothing of the host', async (_name, code) => {
    const got = String(await value(code, { args: { a: 1 } }));
    expect(got.split(',').every((t) => t.startsWith('undefined'))).toBe(true);
  });

  it('reaching for host objects directly is an error, never a host value', async () => {
    for (const code of [
      "return globalThis.constructor.constructor('return process')().pid",
      "return Function('return require')()('fs')",
      "return eval('process.env')",
      'return this.process.env',
    ]) {
      const result = await runSandboxed({ code });
      expect(result.ok, code).toBe(false);
      if (!result.ok) expect(result.error.kind).toBe('runtime');
    }
  });

  it('import() is refused', async () => {
    const got = await value(
      "try { await import('node:fs'); return 'imported' } catch (e) { return 'refused' }",
    );
    expect(got).toBe('refused');
    const direct = await runSandboxed({
      code: "const fs = await import('fs'); return fs.readFileSync('/etc/passwd')",
    });
    expect(direct.ok).toBe(false);
  });

  it('the global object holds only the language, the inputs and console', async () => {
    const names = (await value('return Object.getOwnPropertyNames(globalThis)', {
      args: { a: 1 },
    })) as string[];
    const ours = [
      'console',
      'fetch',
      'require',
      'Buffer',
      'URL',
      'URLSearchParams',
      'atob',
      'btoa',
      'TextEncoder',
      'TextDecoder',
    ];
    const extras = names.filter((n) => n.startsWith('$') || ours.includes(n));
    expect(extras.sort()).toEqual([
      '$a',
      '$args',
      '$flow',
      '$input',
      '$vars',
      'Buffer',
      'TextDecoder',
      'TextEncoder',
      'URL',
      'URLSearchParams',
      'atob',
      'btoa',
      'console',
      'require',
    ]);
    for (const hostName of ['process', 'global', 'module', 'setTimeout', 'WebAssembly', 'std', 'os']) {
      expect(names).not.toContain(hostName);
    }
  });

  it('typed arrays, ArrayBuffer, DataView, TextEncoder and TextDecoder work as in a peer Custom Function', async () => {
    const got = await value(
      `
      const bytes = new TextEncoder().encode($text);
      const view = new DataView(new ArrayBuffer(8));
      view.setUint32(0, 0xdeadbeef);
      view.setFloat32(4, 1.5, true);
      const words = new Uint16Array([1, 65535, 65536]);
      const copy = new Uint8Array(bytes.length);
      copy.set(bytes);
      const hex = Array.from(copy.subarray(0, 3), (b) => b.toString(16).padStart(2, '0')).join('');
      return {
        length: bytes.length,
        isView: ArrayBuffer.isView(bytes) && bytes instanceof Uint8Array,
        back: new TextDecoder().decode(copy.buffer),
        fromBuffer: Buffer.from(bytes.buffer).toString('base64'),
        hex,
        first: view.getUint8(0),
        float: view.getFloat32(4, true),
        words: Array.from(words),
        lone: Array.from(new TextEncoder().encode('\ud800')),
        broken: new TextDecoder().decode(new Uint8Array([0x61, 0xff, 0x62])),
        fatal: (() => { try { new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array([0xc3])); return 'no'; } catch (e) { return e.name; } })(),
        latin: (() => { try { new TextDecoder('latin1'); return 'no'; } catch (e) { return e.message; } })(),
      };`,
      { args: { text: 'héllo 🌍' } },
    );
    expect(got).toEqual({
      length: Buffer.byteLength('héllo 🌍'),
      isView: true,
      back: 'héllo 🌍',
      fromBuffer: Buffer.from('héllo 🌍').toString('base64'),
      hex: Buffer.from('héllo 🌍').subarray(0, 3).toString('hex'),
      first: 0xde,
      float: 1.5,
      words: [1, 65535, 0],
      lone: [0xef, 0xbf, 0xbd],
      broken: 'a\ufffdb',
      fatal: 'TypeError',
      latin: "TextDecoder: only 'utf-8' is available in the sandbox, not 'latin1'",
    });
  });

  it('fetch from inside the sandbox to 127.0.0.1 is refused by the guarded fetch', async () => {
    const before = hits;
    const result = await runSandboxed({
      code: `const res = await fetch('${base}/secret'); return await res.text()`,
      fetch: createGuardedFetch({ allowPrivate: false }),
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('runtime');
      expect(result.error.message).toContain('127.0.0.1');
      expect(result.error.message).toContain('HTTP_ALLOW_PRIVATE');
    }
    const caught = await value(
      `try { await fetch('http://0x7f.0.0.1:${new URL(base).port}/') } catch (e) { return e.name + ': ' + e.message }`,
      {
        fetch: createGuardedFetch({ allowPrivate: false }),
      },
    );
    expect(String(caught)).toMatch(/^FetchError: Refused/);
    expect(hits).toBe(before);
  });

  it('fetch works through the guarded fetch when the address is allowed', async () => {
    const got = await value(
      `const res = await fetch('${base}/data?q=1', { method: 'POST', headers: { 'x-a': 1 }, body: 'hi' });
       const body = await res.json();
       return { status: res.status, ok: res.ok, token: res.headers.get('X-Token'), body }`,
      { fetch: createGuardedFetch({ allowPrivate: ['127.0.0.1'] }) },
    );
    expect(got).toEqual({ status: 200, ok: true, token: 'abc', body: { path: '/data?q=1', method: 'POST' } });
    const badBody = await runSandboxed({
      code: `await fetch('${base}/', { method: 'POST', body: { a: 1 } })`,
      fetch: createGuardedFetch({ allowPrivate: true }),
    });
    expect(badBody).toMatchObject({ ok: false, error: { kind: 'runtime' } });
  });
});
