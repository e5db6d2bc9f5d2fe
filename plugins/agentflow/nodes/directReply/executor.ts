import type { NodeExecutor } from '../../../../host/server/engine/engineTypes.ts';

/** Direct Reply: answers with its message (variables resolved), streamed when it is the last node. */
export const directReplyExecutor: NodeExecutor = {
  async run(ctx) {
    const content = String(ctx.inputs.directReplyMessage ?? '');
    if (ctx.isLastNode && ctx.streaming) ctx.emit('token', content);
    return { output: { content }, chatHistory: [{ role: 'assistant', content }] };
  },
};
