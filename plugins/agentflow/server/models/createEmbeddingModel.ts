import type { EmbeddingModel } from 'ai';
import type { NodeContext, TokenUsage } from '../../../../host/server/engine/engineTypes.ts';
import { embeddingProvider } from '../../common/embeddingProviders.ts';
import { apiKeyKeys, azureSettings, BASE_URL_KEYS, settingPicker } from './modelSettings.ts';
import { credentialIdOf } from './createChatModel.ts';
import { modelFetch } from '../../../../host/server/sandbox/modelFetch.ts';
import { withSafeEmbeddingErrors } from './safeModelError.ts';
import { usageOf } from './usageOf.ts';
import { aiSdk, azureSdk, googleSdk, openaiCompatibleSdk, openaiSdk } from './sdkModules.ts';

export interface Embedder {
  model: EmbeddingModel;
  provider: string;
  modelName: string;
}

/** The chat provider whose key fields and protocol an embedding provider shares. */
const KEYS_OF: Record<string, string> = {
  openAIEmbeddings: 'chatOpenAI',
  azureOpenAIEmbeddings: 'azureChatOpenAI',
  googleGenerativeAiEmbeddings: 'chatGoogleGenerativeAI',
};

/**
 * The ai SDK embedding model for a saved embeddings choice (`provider` a component name of
 * EMBEDDING_PROVIDERS, `config` its `<param>Config`), the building block document stores and
 * knowledge retrieval use. The credential is resolved at run time and its values registered as
 * secrets of the run. The provider packages load on first use, keeping them off server start.
 */
export async function createEmbeddingModel(
  provider: unknown,
  config: Record<string, unknown> | undefined,
  ctx: Pick<NodeContext, 'services' | 'addSecret'>,
): Promise<Embedder> {
  const def = embeddingProvider(provider);
  if (!def)
    throw new Error(provider ? `Unsupported embeddings '${String(provider)}'` : 'No embeddings selected');
  const cfg = config ?? {};
  const credId = credentialIdOf(cfg);
  const cred = credId ? (await ctx.services.credential(credId)).data : {};
  for (const v of Object.values(cred)) if (typeof v === 'string') ctx.addSecret(v);
  const pick = settingPicker(cfg, cred);
  const baseURL = pick(...BASE_URL_KEYS);
  const apiKey = pick(...apiKeyKeys(KEYS_OF[def.name] ?? def.name));
  const modelName = pick('modelName', 'model') ?? def.defaultModel;
  // every provider request goes through the guarded fetch (base URLs are the user's to set)
  const fetch = modelFetch(ctx.services.allowPrivate);
  const base = { ...(baseURL ? { baseURL } : {}), fetch };
  let model: EmbeddingModel;
  switch (def.name) {
    case 'openAIEmbeddings': {
      const { createOpenAI } = await openaiSdk();
      model = createOpenAI({ ...base, apiKey: apiKey ?? '' }).embedding(modelName);
      break;
    }
    case 'azureOpenAIEmbeddings': {
      // a Model Name here names the deployment; else the credential's
      const deployment =
        modelName || pick('azureOpenAIApiEmbeddingsDeploymentName', 'azureOpenAIApiDeploymentName');
      if (!deployment) throw new Error('Azure OpenAI Embeddings needs a deployment name');
      const { createAzure } = await azureSdk();
      model = createAzure({ ...azureSettings(pick, baseURL), fetch }).embedding(deployment);
      return { model: await safeEmbedding(model), provider: def.name, modelName: deployment };
    }
    case 'googleGenerativeAiEmbeddings': {
      const { createGoogleGenerativeAI } = await googleSdk();
      model = createGoogleGenerativeAI({ ...base, apiKey: apiKey ?? '' }).embedding(modelName);
      break;
    }
    default: {
      const url = baseURL ?? def.baseURL;
      if (!url) throw new Error(`${def.label} needs a base URL`);
      if (!modelName) throw new Error(`${def.label} needs a model name`);
      const { createOpenAICompatible } = await openaiCompatibleSdk();
      model = createOpenAICompatible({
        name: def.name,
        baseURL: url,
        fetch,
        ...(apiKey ? { apiKey } : {}),
      }).embeddingModel(modelName);
    }
  }
  return { model: await safeEmbedding(model), provider: def.name, modelName };
}

async function safeEmbedding(model: EmbeddingModel): Promise<EmbeddingModel> {
  return withSafeEmbeddingErrors(await aiSdk(), model as Exclude<EmbeddingModel, string>);
}

export interface Embeddings {
  vectors: number[][];
  /** Input tokens the provider counted (0 when it does not say). */
  tokens: number;
  /** The same tokens with the embedding model, as a node records them (usageMetadata). */
  usage: TokenUsage;
}

/** Embeds texts in provider-sized batches, in order; one retry like the chat calls. */
export async function embedTexts(
  embedder: Embedder,
  values: string[],
  signal?: AbortSignal,
): Promise<Embeddings> {
  if (values.length === 0) return { vectors: [], tokens: 0, usage: usageOf(undefined, embedder) };
  const { embedMany } = await aiSdk();
  const result = await embedMany({ model: embedder.model, values, maxRetries: 1, abortSignal: signal });
  const tokens = result.usage?.tokens ?? 0;
  return { vectors: result.embeddings, tokens, usage: usageOf({ inputTokens: tokens }, embedder) };
}
