import type {
  Answer,
  AnswerContext,
  ChatflowComponent,
  ChatModelInstance,
  ModerationInstance,
} from '../componentTypes.ts';
import { callModel } from './callModel.ts';
import { moderate } from './moderation.ts';
import { instanceOf, instancesOf } from '../componentInputs.ts';
import { str } from './inputValues.ts';

/** What a Prompt Retriever node hands the Multi Prompt Chain: one named destination. */
export interface PromptRouteInstance {
  kind: 'promptRoute';
  name: string;
  description: string;
  systemMessage: string;
}

interface MultiPrompt {
  model: ChatModelInstance;
  routes: PromptRouteInstance[];
  moderation: ModerationInstance[];
}

const DEFAULT_ROUTE = 'DEFAULT';

/**
 * Multi prompt: the model first picks the destination whose description fits the question best
 * (structured output, so the choice is one of the names), then answers with that destination's
 * system message; with no good fit it answers plainly.
 */
async function route(chain: MultiPrompt, ctx: AnswerContext): Promise<Answer> {
  const refused = await moderate(chain.moderation, ctx.question, ctx.run.signal);
  if (refused) return { text: refused };
  const names = chain.routes.map((r) => r.name);
  const choice = await callModel(
    chain.model,
    {
      system: `Pick the prompt best suited to the user's input. The prompts:\n${chain.routes
        .map((r) => `- ${r.name}: ${r.description}`)
        .join(
          '\n',
        )}\nChoose "${DEFAULT_ROUTE}" when none fits. In next_inputs, repeat the input, rephrased only if that helps the chosen prompt.`,
      messages: [{ role: 'user', content: ctx.question }],
    },
    {
      signal: ctx.run.signal,
      schema: {
        type: 'object',
        properties: {
          destination: { type: 'string', enum: [...names, DEFAULT_ROUTE] },
          next_inputs: { type: 'string' },
        },
        required: ['destination', 'next_inputs'],
        additionalProperties: false,
      },
    },
  );
  ctx.reportUsage(choice.usage);
  const picked = chain.routes.find((r) => r.name === choice.object?.destination);
  const input = str(choice.object?.next_inputs) ?? ctx.question;
  const reply = await callModel(
    chain.model,
    { ...(picked ? { system: picked.systemMessage } : {}), messages: [{ role: 'user', content: input }] },
    { signal: ctx.run.signal, onToken: ctx.token },
  );
  ctx.reportUsage(reply.usage);
  return { text: reply.text };
}

export const multiPromptComponents: Record<string, ChatflowComponent> = {
  promptRetriever: {
    async init(ctx): Promise<PromptRouteInstance> {
      const name = str(ctx.inputs.name);
      const systemMessage = str(ctx.inputs.systemMessage);
      if (!name) throw new Error('Give the prompt a name');
      if (!systemMessage) throw new Error('Write the prompt system message');
      return { kind: 'promptRoute', name, description: str(ctx.inputs.description) ?? name, systemMessage };
    },
  },
  multiPromptChain: {
    async init(ctx): Promise<MultiPrompt> {
      const routes = instancesOf<PromptRouteInstance>(ctx, 'promptRetriever', 'promptRoute');
      if (!routes.length) throw new Error('Connect at least one Prompt Retriever');
      return {
        model: instanceOf<ChatModelInstance>(ctx, 'model', 'chatModel'),
        routes,
        moderation: instancesOf<ModerationInstance>(ctx, 'inputModeration', 'moderation'),
      };
    },
    answer: (instance, ctx) => route(instance as MultiPrompt, ctx),
  },
};
