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

export const llmComponents: Record<string, ChatflowComponent> = {
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
