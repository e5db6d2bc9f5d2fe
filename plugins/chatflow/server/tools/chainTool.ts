import { booleanInput, instanceOf, textInput } from '../componentInputs.ts';
import type { AnswerContext, ChainInstance, ChatflowComponent, ToolInstance } from '../componentTypes.ts';

/**
 * Chain Tool: an agent asks a chain (or another agent) a question. The chain answers without
 * streaming its own tokens into the agent's answer.
 */
export const chainTool: ChatflowComponent = {
  async init(ctx): Promise<ToolInstance> {
    const chain = instanceOf<ChainInstance>(ctx, 'baseChain', 'chain');
    const name = textInput(ctx, 'name').trim();
    if (!name) throw new Error(`Give the chain a name`);
    const quiet: AnswerContext = { ...ctx, question: '', token: () => {} };
    return {
      kind: 'tool',
      name,
      description: textInput(ctx, 'description') || `Ask ${chain.name ?? name} a question`,
      schema: {
        type: 'object',
        properties: { input: { type: 'string', description: 'The question for the chain' } },
        required: ['input'],
      },
      returnDirect: booleanInput(ctx, 'returnDirect'),
      async call(args) {
        const question = String(args.input ?? '');
        const answer = await chain.call(question, { ...quiet, question });
        return answer.text;
      },
    };
  },
};
