import type { AllowPrivate } from '../../../host/common/net/allowPrivate.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { createGuardedFetch } from '../../../host/server/sandbox/guardedFetch.ts';
import { runSandboxed, type SandboxFlow } from '../../../host/server/sandbox/runSandboxed.ts';
import { argumentProblems, compileToolSchema } from '../common/compileToolSchema.ts';
import type { ToolRunResult } from '../common/toolTypes.ts';

export interface ToolRunOptions {
  vars?: Record<string, unknown>;
  flow?: SandboxFlow;
  /** Default: the sandbox's (10 s). */
  timeoutMs?: number;
  /** Private addresses fetch may reach (the server config's HTTP_ALLOW_PRIVATE); default none. */
  allowPrivate?: AllowPrivate;
}

/**
 * Runs a tool function in the QuickJS sandbox: the arguments are checked against the input schema
 * first (a mismatch is the caller's mistake: 400 naming the field), then the function gets them as
 * $args / $<name>, plus $vars and $flow, and a fetch that only reaches what guardedFetch allows.
 * Whatever the function does comes back as a result, never as a thrown error.
 */
export async function runToolCode(
  func: string,
  schemaText: string | undefined,
  args: Record<string, unknown>,
  options: ToolRunOptions = {},
): Promise<ToolRunResult> {
  const compiled = compileToolSchema(schemaText);
  if (!compiled.ok) throw httpError(400, compiled.message);
  const problems = argumentProblems(compiled.validate, args);
  if (problems) throw httpError(400, `Invalid arguments: ${problems}`);
  const fetch = createGuardedFetch({
    allowPrivate: options.allowPrivate ?? false,
  });
  const started = performance.now();
  const result = await runSandboxed({
    code: func,
    args,
    vars: options.vars ?? {},
    flow: options.flow ?? {},
    fetch,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const durationMs = Math.round(performance.now() - started);
  return result.ok
    ? { ok: true, output: result.value, logs: result.logs, durationMs }
    : { ok: false, error: result.error, logs: result.logs, durationMs };
}
