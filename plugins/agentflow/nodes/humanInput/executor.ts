import type { NodeExecutor, TokenUsage } from '../../../../host/server/engine/engineTypes.ts';
import { createChatModel } from '../../server/models/createChatModel.ts';
import { generateReply } from '../../server/models/generateReply.ts';

/**
 * Human Input: the first pass describes what to approve (fixed text, or a model's summary when
 * dynamic) and pauses the run; the resumed pass takes output 0 on proceed, 1 on reject, with the
 * feedback as a user message.
 */
export const humanInputExecutor: NodeExecutor = {
  async run(ctx) {
    const i = ctx.inputs;
    if (ctx.humanInput) {
      const proceed = ctx.humanInput.type === 'proceed';
      const feedback = i.humanInputEnableFeedback === false ? '' : (ctx.humanInput.feedback ?? '').trim();
      const conditions = [
        { type: 'proceed', isFulfilled: proceed },
        { type: 'reject', isFulfilled: !proceed },
      ];
      // The paused entry (with the model's usage) is replaced by this one: carry the usage over.
      const usage = (ctx.resume as { usage?: TokenUsage } | undefined)?.usage;
      return {
        output: { content: feedback || ctx.humanInput.type, conditions },
        conditions,
        ...(usage ? { usage } : {}),
        ...(feedback ? { chatHistory: [{ role: 'user' as const, content: feedback }] } : {}),
      };
    }
    let description: string;
    let usage: TokenUsage | undefined;
    if (i.humanInputDescriptionType === 'dynamic') {
      const chat = await createChatModel(
        i.humanInputModel,
        i.humanInputModelConfig as Record<string, unknown>,
        ctx,
      );
      const history = ctx.chatHistory
        .filter((m) => m.role === 'user' || m.role === 'assistant')
        .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content }));
      const reply = await generateReply({ ...ctx, isLastNode: false }, chat, {
        messages: [...history, { role: 'user', content: String(i.humanInputModelPrompt ?? '') }],
      });
      description = reply.text;
      usage = reply.usage;
    } else {
      description = String(i.humanInputDescription || 'Do you want to proceed?');
    }
    if (ctx.streaming) ctx.emit('token', description);
    return {
      output: { content: description },
      pause: { description, ...(usage ? { resume: { usage } } : {}) },
      ...(usage ? { usage } : {}),
    };
  },
};
