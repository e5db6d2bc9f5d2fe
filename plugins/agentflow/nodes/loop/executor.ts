import { stateUpdatesFrom } from '../../../../host/server/engine/applyStateUpdates.ts';
import type { NodeExecutor } from '../../../../host/server/engine/engineTypes.ts';

/**
 * Loop: asks the engine to jump back to loopBackToNode (saved as '<nodeId>-<label>'). maxLoopCount
 * is the number of jumps (default 5); past it the run goes on with the fallback message.
 */
export const loopExecutor: NodeExecutor = {
  async run(ctx) {
    const target = String(ctx.inputs.loopBackToNode ?? '').trim();
    if (!target) throw new Error('Loop: choose the node to loop back to');
    const max = Number(ctx.inputs.maxLoopCount);
    const maxLoopCount = Number.isFinite(max) && max >= 0 ? Math.floor(max) : 5;
    const content = `Loop back to ${target}`;
    const fallback = typeof ctx.inputs.fallbackMessage === 'string' ? ctx.inputs.fallbackMessage : '';
    return {
      output: { content, nodeID: target, maxLoopCount, ...(fallback ? { fallbackMessage: fallback } : {}) },
      stateUpdates: stateUpdatesFrom(ctx.inputs.loopUpdateState, content),
      loopBack: { nodeId: target, maxLoopCount, ...(fallback ? { fallbackMessage: fallback } : {}) },
    };
  },
};
