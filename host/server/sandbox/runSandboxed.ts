/**
 * runSandboxed: runs user JavaScript (custom tools, custom-function nodes) in QuickJS compiled to
 * WebAssembly, with nothing of the host inside.
 *
 * Contract
 * - `code` is a function BODY: it may `return` a value and use `await`. It sees `$input` and `$args` (the
 *   arguments), `$<name>` for each top-level argument whose name is an identifier, `$vars`, `$flow`,
 *   `console.log/info/warn/error/debug` (captured into `logs`, 200 lines of 2000 chars at most) and, only when
 *   `fetch` (a GuardedFetch) is given, `fetch(url, { method, headers, body: string })` returning
 *   `{ status, statusText, ok, url, redirected, headers.get(), text(), json() }` (50 calls per run at most).
 *   No process, require, import(), timers or host objects: values cross as JSON text only.
 * - The result must be JSON-serialisable; a string stays a string, `undefined` becomes null.
 * - Never throws for anything the user code does; errors come back as { ok: false, error: { kind, message } }:
 *   'syntax' (does not parse), 'runtime' (uncaught throw or rejection), 'result' (not serialisable),
 *   'timeout' (over timeoutMs, or awaiting a promise that nothing can settle), 'memory' (over memoryBytes, or
 *   recursion too deep). Throws TypeError only for bad options from the caller.
 *
 * Limits
 * - timeoutMs: default 10 000, at most 60 000; covers compiling, running and waiting for fetch.
 * - memoryBytes: default 64 MiB, at most 512 MiB: QuickJS's allocation limit, plus a byte check on the growth of
 *   the WebAssembly memory during the run (QuickJS under emscripten cannot see allocation sizes). The check is
 *   made when QuickJS polls its interrupt handler (every ~10 000 operations), so a loop allocating megabyte
 *   strings can overshoot both limits before it is stopped; the module is then replaced to give memory back.
 *   No ArrayBuffer or typed arrays inside.
 * - A fresh runtime and context per run, disposed afterwards. The compiled WebAssembly module is shared and
 *   reset if QuickJS ever fails on the host side (for example a host stack overflow from deeply nested data).
 * - The code runs on the calling thread: a busy loop holds the event loop until the deadline interrupts it.
 */
import { discardQuickJSModule, getQuickJSModule } from './quickjsModule.ts';
import { SandboxRun } from './sandboxRun.ts';
import type { SandboxError, SandboxOptions, SandboxResult } from './sandboxTypes.ts';

export type {
  SandboxError,
  SandboxErrorKind,
  SandboxFlow,
  SandboxLog,
  SandboxOptions,
  SandboxResult,
} from './sandboxTypes.ts';

export const SANDBOX_DEFAULT_TIMEOUT_MS = 10_000;
export const SANDBOX_MAX_TIMEOUT_MS = 60_000;
export const SANDBOX_DEFAULT_MEMORY_BYTES = 64 * 1024 * 1024;
export const SANDBOX_MAX_MEMORY_BYTES = 512 * 1024 * 1024;
const MIN_MEMORY_BYTES = 1024 * 1024;
/** WebAssembly memory never shrinks; past this size the module is replaced once its run ends. */
const WASM_CEILING_BYTES = 256 * 1024 * 1024;

let resets = 0;

/** How often the shared module was replaced, after a failure or to give back memory (for tests and health). */
export function sandboxModuleResets(): number {
  return resets;
}

function limit(value: number | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new TypeError(`runSandboxed: ${name} must be a positive number`);
  }
  return Math.min(max, Math.max(min, Math.floor(value)));
}

function hostFailure(error: unknown): SandboxError {
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return { kind: 'memory', message: 'Stack overflow: the code recursed or nested data too deeply' };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { kind: 'runtime', message: `The sandbox engine failed and was reset: ${detail}` };
}

export async function runSandboxed(options: SandboxOptions): Promise<SandboxResult> {
  if (typeof options?.code !== 'string') throw new TypeError('runSandboxed: code must be a string');
  const timeoutMs = limit(
    options.timeoutMs,
    'timeoutMs',
    SANDBOX_DEFAULT_TIMEOUT_MS,
    1,
    SANDBOX_MAX_TIMEOUT_MS,
  );
  const memoryBytes = limit(
    options.memoryBytes,
    'memoryBytes',
    SANDBOX_DEFAULT_MEMORY_BYTES,
    MIN_MEMORY_BYTES,
    SANDBOX_MAX_MEMORY_BYTES,
  );
  for (const key of ['args', 'vars', 'flow'] as const) {
    try {
      JSON.stringify(options[key]);
    } catch (error) {
      throw new TypeError(`runSandboxed: ${key} must be JSON-serialisable (${(error as Error).message})`);
    }
  }
  const module = await getQuickJSModule();
  // The deadline starts after the module is loaded, so a cold start does not eat the user's time.
  let run: SandboxRun;
  try {
    run = new SandboxRun(module, options, { timeoutMs, memoryBytes, deadline: Date.now() + timeoutMs });
  } catch (error) {
    resets++;
    await discardQuickJSModule(module);
    return { ok: false, error: hostFailure(error), logs: [] };
  }
  let poisoned = false;
  try {
    return await run.execute();
  } catch (error) {
    poisoned = true;
    return run.failure(hostFailure(error));
  } finally {
    const clean = run.close(poisoned);
    if (!clean || module.getWasmMemory().buffer.byteLength > WASM_CEILING_BYTES) {
      resets++;
      await discardQuickJSModule(module);
    }
  }
}
