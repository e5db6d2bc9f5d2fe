import { parseAllowPrivate } from '../../../../host/common/net/allowPrivate.ts';
import { stateUpdatesFrom } from '../../../../host/server/engine/applyStateUpdates.ts';
import type { NodeExecutor } from '../../../../host/server/engine/engineTypes.ts';
import { createGuardedFetch } from '../../../../host/server/sandbox/guardedFetch.ts';
import { createGuardedSql } from '../../../../host/server/sandbox/modules/guardedSql.ts';
import { runSandboxed } from '../../../../host/server/sandbox/runSandboxed.ts';

export const CUSTOM_FUNCTION_TIMEOUT_MS = Number(process.env.SANDBOX_TIMEOUT_MS) || 10_000;

/** The text of any value: strings as they are, the rest as JSON. */
export const asText = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));

/**
 * Custom Function: the code runs in the QuickJS sandbox (time and memory limits, no host access).
 * It sees each input variable as $<name> (and all of them as $input/$args), $vars, and $flow
 * (sessionId, chatId, chatflowId, input: the question, state, chatHistory).
 */
export const customFunctionExecutor: NodeExecutor = {
  async run(ctx) {
    const code = String(ctx.inputs.customFunctionJavascriptFunction ?? '');
    if (!code.trim()) throw new Error('Custom Function: the function is empty');
    const args: Record<string, unknown> = {};
    const rows = Array.isArray(ctx.inputs.customFunctionInputVariables)
      ? ctx.inputs.customFunctionInputVariables
      : [];
    for (const row of rows as { variableName?: unknown; variableValue?: unknown }[]) {
      if (typeof row?.variableName === 'string' && row.variableName)
        args[row.variableName] = row.variableValue ?? '';
    }
    const result = await runSandboxed({
      code,
      args,
      vars: ctx.vars,
      flow: {
        sessionId: ctx.input.sessionId,
        chatId: ctx.input.chatId,
        chatflowId: ctx.flowId,
        input: ctx.input.question ?? '',
        state: ctx.state,
        chatHistory: ctx.chatHistory,
      },
      timeoutMs: CUSTOM_FUNCTION_TIMEOUT_MS,
      fetch: createGuardedFetch({ allowPrivate: ctx.services.allowPrivate ?? parseAllowPrivate(undefined) }),
      // the peer's SQL templates query PostgreSQL with require('pg') / require('typeorm')
      sql: createGuardedSql({ allowPrivate: ctx.services.allowPrivate ?? parseAllowPrivate(undefined) }),
    });
    if (!result.ok) throw new Error(`Custom Function failed (${result.error.kind}): ${result.error.message}`);
    const content = asText(result.value);
    return {
      output: { content, ...(result.logs.length ? { logs: result.logs } : {}) },
      stateUpdates: stateUpdatesFrom(ctx.inputs.customFunctionUpdateState, content),
    };
  },
};
