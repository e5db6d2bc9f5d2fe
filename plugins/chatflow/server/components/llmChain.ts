import type {
  Answer,
  AnswerContext,
  BuildContext,
  ChainInstance,
  ChatflowComponent,
  ChatModelInstance,
  OutputParserInstance,
  PromptInstance,
  ModerationInstance,
} from '../componentTypes.ts';
import { callModel } from './callModel.ts';
import { moderate } from './moderation.ts';
import { renderPrompt } from './renderPrompt.ts';
import { instanceOf, instancesOf, optionalInstanceOf } from '../componentInputs.ts';
import { str } from './inputValues.ts';

interface LlmChain {
  model: ChatModelInstance;
  prompt: PromptInstance;
  parser?: OutputParserInstance;
  moderation: ModerationInstance[];
}

type RunContext = Pick<AnswerContext, 'question' | 'run' | 'reportUsage'> & { token?: (t: string) => void };

/** The parsed answer, asking the model once to repair it when the parser allows (autofix). */
async function parsed(chain: LlmChain, parser: OutputParserInstance, text: string, ctx: RunContext) {
  try {
    return parser.parse(text);
  } catch (error) {
    if (!parser.autofix) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    const fixed = await callModel(
      chain.model,
      {
        messages: [
          {
            role: 'user',
            content: `This answer does not follow the format it must have.\n\nFormat:\n${parser.instructions()}\n\nAnswer:\n${text}\n\nProblem: ${reason}\n\nWrite the answer again in the required format, nothing else.`,
          },
        ],
      },
      { signal: ctx.run.signal },
    );
    ctx.reportUsage(fixed.usage);
    return parser.parse(fixed.text);
  }
}

/** One run of the chain: tokens stream only when no parser has to see the whole answer first. */
async function runChain(chain: LlmChain, ctx: RunContext): Promise<Answer> {
  const refused = await moderate(chain.moderation, ctx.question, ctx.run.signal);
  if (refused) return { text: refused };
  const instructions = chain.parser?.instructions() ?? '';
  const prompt = renderPrompt(chain.prompt, ctx.question, { format_instructions: instructions });
  const usesInstructions = [chain.prompt.system, chain.prompt.human].some((t) =>
    t?.includes('{format_instructions}'),
  );
  const last = prompt.messages.at(-1);
  if (instructions && !usesInstructions && last) last.content = `${last.content}\n\n${instructions}`;
  const reply = await callModel(chain.model, prompt, {
    signal: ctx.run.signal,
    attachments: ctx.run.input,
    ...(ctx.token && !chain.parser ? { onToken: ctx.token } : {}),
  });
  ctx.reportUsage(reply.usage);
  if (!chain.parser) return { text: reply.text };
  const json = await parsed(chain, chain.parser, reply.text, ctx);
  return { text: typeof json === 'string' ? json : JSON.stringify(json, null, 2), json };
}

function chainOf(ctx: BuildContext): LlmChain {
  return {
    model: instanceOf<ChatModelInstance>(ctx, 'model', 'chatModel'),
    prompt: instanceOf<PromptInstance>(ctx, 'prompt', 'prompt'),
    parser: optionalInstanceOf<OutputParserInstance>(ctx, 'outputParser', 'outputParser'),
    moderation: instancesOf<ModerationInstance>(ctx, 'inputModeration', 'moderation'),
  };
}

/**
 * LLM Chain: a prompt to a model, the answer optionally parsed. With the "Output Prediction"
 * output it runs while the flow is built and hands its answer (text, or the parsed JSON) on to
 * the nodes that use it; otherwise it is a chain that answers, or that other chains call.
 */
export const llmChainComponent: ChatflowComponent = {
  async init(ctx) {
    const chain = chainOf(ctx);
    if (ctx.node.data.outputs?.output === 'outputPrediction') {
      const answer = await runChain(chain, {
        question: ctx.run.input.question ?? '',
        run: ctx.run,
        reportUsage: ctx.reportUsage,
      });
      return answer.json ?? answer.text;
    }
    const instance: ChainInstance & { chain: LlmChain } = {
      kind: 'chain',
      chain,
      ...(str(ctx.inputs.chainName) ? { name: str(ctx.inputs.chainName) } : {}),
      call: (question, actx) => runChain(chain, { ...actx, question }),
    };
    return instance;
  },
  async answer(instance, ctx) {
    const chain = instance as Partial<ChainInstance>;
    // an Output Prediction at the end of the flow: its answer is already there
    if (chain?.kind !== 'chain')
      return {
        text: typeof instance === 'string' ? instance : JSON.stringify(instance),
        ...(typeof instance === 'string' ? {} : { json: instance }),
      };
    return chain.call!(ctx.question, ctx);
  },
};
