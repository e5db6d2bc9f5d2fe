import type { GuardedFetch } from './guardedFetch.ts';
import type { GuardedSql } from './modules/guardedSql.ts';
import { discardQuickJSModule, getQuickJSModule } from './quickjsModule.ts';
import type { SandboxRequest } from './sandboxRequest.ts';
import { SandboxRun } from './sandboxRun.ts';
import type { SandboxError, SandboxResult, SandboxToolCaller } from './sandboxTypes.ts';

/** WebAssembly memory never shrinks; past this size the module is replaced once its run ends. */
const WASM_CEILING_BYTES = 256 * 1024 * 1024;

export interface InProcessHooks {
  fetch?: GuardedFetch;
  /** Queries of the `pg`/`typeorm` modules; without it they fail. */
  sql?: GuardedSql;
  /** The run's `$tools` calls; without it they fail. */
  callTool?: SandboxToolCaller;
  /** Called when the deadline starts (after the module is loaded, so a cold start does not eat the user's time). */
  onStart?: () => void;
  /** Called when the QuickJS module had to be replaced (a host-side failure, or to give memory back). */
  onReset?: () => void;
}

function hostFailure(error: unknown): SandboxError {
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return { kind: 'memory', message: 'Stack overflow: the code recursed or nested data too deeply' };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { kind: 'runtime', message: `The sandbox engine failed and was reset: ${detail}` };
}

/**
 * One sandboxed run on the CALLING thread: what each sandbox worker does for runSandboxed, and what the bench
 * compares against. A busy loop here holds this thread's event loop until the interrupt handler stops it, so
 * the server never calls this directly (see runSandboxed).
 */
export async function runSandboxedInProcess(
  request: SandboxRequest,
  hooks: InProcessHooks = {},
): Promise<SandboxResult> {
  const module = await getQuickJSModule(request.memoryBytes);
  hooks.onStart?.();
  const reset = async () => {
    hooks.onReset?.();
    await discardQuickJSModule(module);
  };
  let run: SandboxRun;
  try {
    run = new SandboxRun(
      module,
      {
        ...request,
        ...(hooks.fetch ? { fetch: hooks.fetch } : {}),
        ...(hooks.sql ? { sql: hooks.sql } : {}),
        ...(hooks.callTool ? { callTool: hooks.callTool } : {}),
      },
      {
        timeoutMs: request.timeoutMs,
        memoryBytes: request.memoryBytes,
        deadline: Date.now() + request.timeoutMs,
      },
    );
  } catch (error) {
    await reset();
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
    if (!clean || module.getWasmMemory().buffer.byteLength > WASM_CEILING_BYTES) await reset();
  }
}
