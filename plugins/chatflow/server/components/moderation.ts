import type { ChatflowComponent, ChatModelInstance, ModerationInstance } from '../componentTypes.ts';
import { callModel } from './callModel.ts';
import { optionalInstanceOf } from '../componentInputs.ts';
import { str } from './inputValues.ts';

/** A refused input: chains answer its message instead of calling their model. */
export class ModerationRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModerationRefusal';
  }
}

/**
 * Checks the question against a chain's moderation inputs. Returns the refusal message when one
 * refuses (the chain answers it), undefined when the input may pass.
 */
export async function moderate(
  moderations: readonly ModerationInstance[],
  question: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  for (const m of moderations) {
    try {
      await m.check(question, signal);
    } catch (error) {
      if (error instanceof ModerationRefusal) return error.message;
      throw error;
    }
  }
  return undefined;
}

const DEFAULT_REFUSAL = 'This question cannot be answered: it breaks the content rules.';

/** Deny list: a case-insensitive phrase match, or with a model, the model judges similar wording too. */
const simple: ChatflowComponent = {
  async init(ctx): Promise<ModerationInstance> {
    const phrases = String(ctx.inputs.denyList ?? '')
      .split(/\r?\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    const refusal = str(ctx.inputs.moderationErrorMessage) ?? DEFAULT_REFUSAL;
    const model = optionalInstanceOf<ChatModelInstance>(ctx, 'model', 'chatModel');
    return {
      kind: 'moderation',
      async check(input, signal) {
        const lower = input.toLowerCase();
        if (phrases.some((p) => lower.includes(p.toLowerCase()))) throw new ModerationRefusal(refusal);
        if (!model || !phrases.length) return;
        const reply = await callModel(
          model,
          {
            system:
              'You screen user input. Answer only "true" when the input contains, asks for or closely paraphrases any of the denied phrases listed by the user, otherwise only "false".',
            messages: [
              { role: 'user', content: `Denied phrases:\n${phrases.join('\n')}\n\nInput:\n${input}` },
            ],
          },
          { signal },
        );
        ctx.reportUsage(reply.usage);
        if (/^\s*true\b/i.test(reply.text)) throw new ModerationRefusal(refusal);
      },
    };
  },
};

/** OpenAI's moderation endpoint, through the guarded fetch; a flagged input is refused. */
const openAI: ChatflowComponent = {
  async init(ctx): Promise<ModerationInstance> {
    const credential = await ctx.credential();
    const apiKey = str(credential.openAIApiKey);
    if (!apiKey) throw new Error('Choose an OpenAI credential');
    const refusal = str(ctx.inputs.moderationErrorMessage) ?? DEFAULT_REFUSAL;
    const services = ctx.run.services;
    const base = (
      str(credential.basepath) ??
      services.modelBaseURL?.inputModerationOpenAI ??
      'https://api.openai.com/v1'
    ).replace(/\/+$/, '');
    return {
      kind: 'moderation',
      async check(input, signal) {
        const { modelFetch } = await import('../../../../host/server/sandbox/modelFetch.ts');
        const res = await modelFetch(services.allowPrivate)(`${base}/moderations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
          body: JSON.stringify({ input }),
          signal,
        });
        if (!res.ok) throw new Error(`The moderation service answered ${res.status}`);
        const body = (await res.json().catch(() => ({}))) as { results?: { flagged?: boolean }[] };
        if (!Array.isArray(body.results))
          throw new Error('The moderation service sent an answer that could not be read');
        if (body.results.some((r) => r?.flagged)) throw new ModerationRefusal(refusal);
      },
    };
  },
};

export const moderationComponents: Record<string, ChatflowComponent> = {
  inputModerationSimple: simple,
  inputModerationOpenAI: openAI,
};
