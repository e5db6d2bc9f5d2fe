import type { ReferenceScope } from '../common/flowReference.ts';
import type { RunContext } from './runContext.ts';

/**
 * Runs user code of a sequential node in the sandbox, as the peer's nodes see it: `$flow` holds
 * the state, the node's output, the input and the chat ids; `$vars` the variables; args become
 * `$<name>` globals. Its return value is the result.
 */
export async function runCode(
  ctx: RunContext,
  code: string,
  scope: ReferenceScope,
  label: string,
  args: Record<string, unknown> = {},
): Promise<unknown> {
  if (!code.trim()) throw new Error(`${label} is empty`);
  const { runSandboxed } = await import('../../../host/server/sandbox/runSandboxed.ts');
  const { createGuardedFetch } = await import('../../../host/server/sandbox/guardedFetch.ts');
  const result = await runSandboxed({
    code,
    args,
    vars: ctx.req.vars,
    flow: {
      ...scope.flow,
      state: JSON.parse(JSON.stringify(scope.state)),
      output: JSON.parse(JSON.stringify(scope.output ?? {})),
    },
    timeoutMs: Number(process.env.SANDBOX_TIMEOUT_MS) || 10_000,
    fetch: createGuardedFetch({ allowPrivate: ctx.req.services.allowPrivate }),
  });
  if (!result.ok) throw new Error(`${label} failed (${result.error.kind}): ${result.error.message}`);
  return result.value;
}
