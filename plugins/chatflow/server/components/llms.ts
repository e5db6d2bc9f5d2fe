import type { LanguageModel } from 'ai';
import { modelFetch } from '../../../../host/server/sandbox/modelFetch.ts';
import { withSafeErrors } from '../../../agentflow/public.ts';
import type { BuildContext, ChatflowComponent, ChatModelInstance } from '../componentTypes.ts';
import { str, num } from './inputValues.ts';

/**
 * Text-completion models (the peer's LLMs category). They hand on the same instance as chat
 * models: the ai SDK calls either kind the same way, so every chain takes them.
 */
async function instance(
  ctx: BuildContext,
  provider: string,
  modelName: string,
  model: LanguageModel,
): Promise<ChatModelInstance> {
  const sdk = await import('ai');
  return {
    kind: 'chatModel',
    chat: {
      model: withSafeErrors(sdk, model as Exclude<LanguageModel, string>),
      settings: {
        temperature: num(ctx.inputs.temperature),
        maxOutputTokens: num(ctx.inputs.maxTokens),
        topP: num(ctx.inputs.topP),
      },
      provider,
      modelName,
    },
  };
}

/** Ollama's OpenAI-compatible API lives under /v1 of the server address. */
const v1 = (base: string) => {
  const trimmed = base.replace(/\/+$/, '');
  return /\/v1$/.test(trimmed) ? trimmed : `${trimmed}/v1`;
};

/** Replicate's model inputs from the node: the peer's names, then Additional Inputs over them. */
function replicateInput(ctx: BuildContext): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const set = (key: string, value: number | undefined) => {
    if (value !== undefined) input[key] = value;
  };
  set('temperature', num(ctx.inputs.temperature));
  set('max_length', num(ctx.inputs.maxTokens));
  set('top_p', num(ctx.inputs.topP));
  set('repetition_penalty', num(ctx.inputs.repetitionPenalty));
  const extra = ctx.inputs.additionalInputs;
  if (extra && typeof extra === 'object') return { ...input, ...(extra as Record<string, unknown>) };
  if (typeof extra === 'string' && extra.trim()) {
    try {
      return { ...input, ...(JSON.parse(extra) as Record<string, unknown>) };
    } catch {
      throw new Error('Additional Inputs is not valid JSON');
    }
  }
  return input;
}

export const llmComponents: Record<string, ChatflowComponent> = {
  replicate: {
    async init(ctx) {
      const cred = await ctx.credential();
      const model = str(ctx.inputs.model);
      if (!model) throw new Error('Give the model (owner/name or owner/name:version)');
      const { replicateModel, REPLICATE_API } = await import('./replicateModel.ts');
      const apiKey = str(cred.replicateApiKey) ?? str(cred.apiKey) ?? '';
      return instance(
        ctx,
        'replicate',
        model,
        replicateModel({
          model,
          apiKey,
          baseURL: (ctx.run.services.modelBaseURL?.replicate ?? REPLICATE_API).replace(/\/+$/, ''),
          input: replicateInput(ctx),
          fetch: modelFetch(ctx.run.services.allowPrivate),
        }),
      );
    },
  },
  openAI: {
    async init(ctx) {
      const cred = await ctx.credential();
      const name = str(ctx.inputs.modelName) ?? 'gpt-3.5-turbo-instruct';
      const baseURL = str(ctx.inputs.basepath) ?? str(cred.basepath) ?? ctx.run.services.modelBaseURL?.openAI;
      const { createOpenAI } = await import('@ai-sdk/openai');
      const openai = createOpenAI({
        apiKey: str(cred.openAIApiKey) ?? '',
        fetch: modelFetch(ctx.run.services.allowPrivate),
        ...(baseURL ? { baseURL } : {}),
      });
      return instance(ctx, 'openAI', name, openai.completion(name));
    },
  },
  ollama: {
    async init(ctx) {
      const name = str(ctx.inputs.modelName);
      if (!name) throw new Error('Give the model name');
      const base = v1(
        str(ctx.inputs.baseUrl) ?? ctx.run.services.modelBaseURL?.ollama ?? 'http://127.0.0.1:11434',
      );
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      const provider = createOpenAICompatible({
        name: 'ollama',
        baseURL: base,
        fetch: modelFetch(ctx.run.services.allowPrivate),
      });
      return instance(ctx, 'ollama', name, provider.completionModel(name));
    },
  },
  // Hugging Face serves its hosted models through an OpenAI-compatible router; an own endpoint
  // (an Inference Endpoint with the same API) replaces it.
  huggingFaceInference_LLMs: {
    async init(ctx) {
      const cred = await ctx.credential();
      const name = str(ctx.inputs.model);
      const endpoint = str(ctx.inputs.endpoint);
      if (!name && !endpoint) throw new Error('Give the model or an endpoint');
      const base =
        endpoint ??
        ctx.run.services.modelBaseURL?.huggingFaceInference_LLMs ??
        'https://router.huggingface.co/v1';
      const apiKey = str(cred.huggingFaceApiKey);
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      const provider = createOpenAICompatible({
        name: 'huggingface',
        baseURL: base,
        fetch: modelFetch(ctx.run.services.allowPrivate),
        ...(apiKey ? { apiKey } : {}),
      });
      return instance(ctx, 'huggingFaceInference_LLMs', name ?? 'tgi', provider.chatModel(name ?? 'tgi'));
    },
  },
};
