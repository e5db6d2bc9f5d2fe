import { stateUpdatesFrom } from '../../../../host/server/engine/applyStateUpdates.ts';
import type { NodeExecutor } from '../../../../host/server/engine/engineTypes.ts';

/**
 * Execute Flow: runs another saved flow of the workspace in-process (never this flow; the depth
 * of nested calls is capped by the service) and answers with its text.
 */
export const executeFlowExecutor: NodeExecutor = {
  async run(ctx) {
    const flowId = String(ctx.inputs.executeFlowSelectedFlow ?? '').trim();
    if (!flowId) throw new Error('Execute Flow: choose a flow');
    if (flowId === ctx.flowId) throw new Error('Execute Flow cannot call the flow it belongs to');
    if (!ctx.services.runFlow) throw new Error('Execute Flow: flows cannot be run from here');
    const input = String(ctx.inputs.executeFlowInput || ctx.input.question || '');
    let overrideConfig: Record<string, unknown> | undefined;
    const raw = ctx.inputs.executeFlowOverrideConfig;
    if (typeof raw === 'string' && raw.trim()) {
      try {
        overrideConfig = JSON.parse(raw);
      } catch {
        throw new Error('Execute Flow: the override config is not valid JSON');
      }
    } else if (raw && typeof raw === 'object') overrideConfig = raw as Record<string, unknown>;
    const result = await ctx.services.runFlow(flowId, {
      question: input,
      ...(overrideConfig ? { overrideConfig } : {}),
    });
    const role = ctx.inputs.executeFlowReturnResponseAs === 'assistantMessage' ? 'assistant' : 'user';
    if (ctx.isLastNode && ctx.streaming) ctx.emit('token', result.text);
    return {
      output: { content: result.text, ...(result.executionId ? { executionId: result.executionId } : {}) },
      chatHistory: [{ role, content: result.text }],
      stateUpdates: stateUpdatesFrom(ctx.inputs.executeFlowUpdateState, result.text),
    };
  },
};
