import type { ChatflowComponent, PromptInstance } from '../componentTypes.ts';
import { formatPrompt } from '../../common/formatPrompt.ts';
import { instanceOf, objectInput } from '../componentInputs.ts';
import { str } from './inputValues.ts';

/** promptValues as saved: a JSON object (its strings already resolved by the runner). */

export const promptComponents: Record<string, ChatflowComponent> = {
  promptTemplate: {
    async init(ctx): Promise<PromptInstance> {
      const template = str(ctx.inputs.template);
      if (!template) throw new Error('The template is empty');
      return { kind: 'prompt', human: template, values: objectInput(ctx, 'promptValues') ?? {} };
    },
  },
  chatPromptTemplate: {
    async init(ctx): Promise<PromptInstance> {
      const human = str(ctx.inputs.humanMessagePrompt);
      if (!human) throw new Error('The human message is empty');
      const system = str(ctx.inputs.systemMessagePrompt);
      return {
        kind: 'prompt',
        ...(system ? { system } : {}),
        human,
        values: objectInput(ctx, 'promptValues') ?? {},
      };
    },
  },
  fewShotPromptTemplate: {
    async init(ctx): Promise<PromptInstance> {
      const example = instanceOf<PromptInstance>(ctx, 'examplePrompt', 'prompt');
      if (ctx.inputs.templateFormat === 'jinja-2')
        throw new Error('Only the f-string template format runs here');
      let rows: unknown;
      try {
        rows = JSON.parse(str(ctx.inputs.examples) ?? '[]');
      } catch {
        throw new Error('Examples must be a JSON array of objects');
      }
      if (!Array.isArray(rows)) throw new Error('Examples must be a JSON array of objects');
      const separator =
        typeof ctx.inputs.exampleSeparator === 'string' ? ctx.inputs.exampleSeparator : '\n\n';
      // example texts are final: their braces must not be read as variables again
      const examples = rows.map((r) =>
        formatPrompt(example.human, { ...example.values, ...(r as Record<string, unknown>) }).replace(
          /[{}]/g,
          (b) => b + b,
        ),
      );
      const parts = [str(ctx.inputs.prefix), ...examples, str(ctx.inputs.suffix)].filter(
        (p): p is string => !!p,
      );
      return { kind: 'prompt', human: parts.join(separator), values: {} };
    },
  },
};
