/**
 * runSandboxed: runs user JavaScript (custom tools, custom-function nodes, condition code) in QuickJS compiled
 * to WebAssembly, with nothing of the host inside, on a pool of worker threads.
 *
 * Contract
 * - `code` is a function BODY: it may `return` a value and use `await`. It sees `$input` and `$args` (the
 *   arguments), `$<name>` for each top-level argument whose name is an identifier, `$vars`, `$flow`,
 *   `console.log/info/warn/error/debug` (captured into `logs`, 200 lines of 2000 chars at most) and, only when
 *   `fetch` (a GuardedFetch) is given, `fetch(url, { method, headers, body: string })` returning
 *   `{ status, statusText, ok, url, redirected, headers.get(), text(), json() }` (50 calls per run at most).
 *   `require(name)` loads the curated modules (node-fetch and axios over that same fetch, crypto, uuid, lodash,
 *   cheerio, date-fns, url, querystring, buffer; pg and typeorm when `sql` is given, a GuardedSql) plus the
 *   operator's SANDBOX_MODULES; anything else throws
 *   "Module 'x' is not available in the sandbox. Allowed: ...". Modules are prepared from the string literals
 *   the code requires and compiled only when required (see modules/prepareSandboxModules.ts). Buffer, URL,
 *   URLSearchParams, atob and btoa are globals.
 *   No process, import(), timers or host objects: values cross as JSON data only.
 * - The result must be JSON-serialisable; a string stays a string, `undefined` becomes null.
 * - Never throws for anything the user code does; errors come back as { ok: false, error: { kind, message } }:
 *   'syntax' (does not parse), 'runtime' (uncaught throw or rejection), 'result' (not serialisable),
 *   'timeout' (over timeoutMs, or awaiting a promise that nothing can settle), 'memory' (over memoryBytes, or
 *   recursion too deep). Throws TypeError only for bad options from the caller.
 *
 * Where it runs (see SandboxPool)
 * - In a worker thread, SANDBOX_WORKERS of them at most (default 2 to 4 by CPU count), one run per worker at a
 *   time; more runs wait for a free worker (60 s at most). A busy loop never holds the server's event loop.
 * - fetch() inside the code is made here, on the main thread, with the caller's GuardedFetch: the address
 *   policy and the redirect checks stay in one place, and a worker never opens a connection.
 *
 * Limits
 * - timeoutMs: default 10 000, at most 60 000; covers compiling, running and waiting for fetch. QuickJS's
 *   interrupt handler stops the code at the deadline; if the worker still stays silent a second later, the
 *   pool ends the worker (the run is a timeout without its console output) and starts another.
 * - memoryBytes: default 64 MiB, at most 512 MiB: the WebAssembly memory of QuickJS cannot grow past it (a
 *   hard byte cap: the run ends with a 'memory' error), plus QuickJS's allocation limit; the worker's V8 heap
 *   is capped too (SANDBOX_WORKER_LIMITS), and a worker that runs out is replaced. No typed arrays inside.
 * - A fresh runtime and context per run, disposed afterwards.
 */
import { SandboxPool, type SandboxPoolStats } from './SandboxPool.ts';
import { sandboxPoolSize } from './sandboxPoolSize.ts';
import { prepareSandboxRequest } from './sandboxRequest.ts';
import type { SandboxOptions, SandboxResult } from './sandboxTypes.ts';

export {
  SANDBOX_DEFAULT_MEMORY_BYTES,
  SANDBOX_DEFAULT_TIMEOUT_MS,
  SANDBOX_MAX_MEMORY_BYTES,
  SANDBOX_MAX_TIMEOUT_MS,
} from './sandboxRequest.ts';
export { SANDBOX_WORKERS_ENV, sandboxPoolSize } from './sandboxPoolSize.ts';
export type {
  SandboxError,
  SandboxErrorKind,
  SandboxFlow,
  SandboxLog,
  SandboxOptions,
  SandboxResult,
  SandboxTool,
} from './sandboxTypes.ts';

let pool: SandboxPool | null = null;

function sandboxPool(): SandboxPool {
  pool ??= new SandboxPool({ size: sandboxPoolSize() });
  return pool;
}

export async function runSandboxed(options: SandboxOptions): Promise<SandboxResult> {
  const request = await prepareSandboxRequest(options);
  return sandboxPool().run(request, options.fetch, options.sql, options.tools);
}

/** Starts the sandbox workers ahead of the first run (server start); a bad SANDBOX_WORKERS throws here. */
export function warmSandbox(): void {
  sandboxPool().warm();
}

export function sandboxStats(): SandboxPoolStats {
  return sandboxPool().stats();
}

/** How often a QuickJS module was replaced in a worker, after a failure or to give back memory (tests, health). */
export function sandboxModuleResets(): number {
  return pool?.stats().engineResets ?? 0;
}

/** Ends the workers (tests, shutdown); the next run starts a new pool. */
export async function closeSandbox(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close();
}
