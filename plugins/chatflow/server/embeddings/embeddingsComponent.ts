import { createEmbeddingModel, type Embedder, embedTexts } from '../../../agentflow/public.ts';
import type { BuildContext, ChatflowComponent, EmbeddingsInstance } from '../componentTypes.ts';

interface EmbeddingsNode {
  /** The model layer's provider (agentflow's EMBEDDING_PROVIDERS). */
  provider: string;
  /** The node's params as that provider's config. */
  config(inputs: Record<string, unknown>): Record<string, unknown>;
  /** Credential fields under the names the model layer reads. */
  credentialFields?(data: Record<string, unknown>): Record<string, unknown>;
}

const pickKeys = (inputs: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(
    keys.filter((k) => inputs[k] !== undefined && inputs[k] !== '').map((k) => [k, inputs[k]]),
  );

/** Ollama's OpenAI-compatible API lives under /v1 of its base URL. */
function ollamaBase(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.trim()) return undefined;
  const base = url.trim().replace(/\/+$/, '');
  return base.endsWith('/v1') ? base : `${base}/v1`;
}

const NODES: Record<string, EmbeddingsNode> = {
  openAIEmbeddings: { provider: 'openAIEmbeddings', config: (i) => pickKeys(i, ['modelName', 'basepath']) },
  openAIEmbedding_LlamaIndex: {
    provider: 'openAIEmbeddings',
    config: (i) => pickKeys(i, ['modelName', 'basepath']),
  },
  azureOpenAIEmbeddings: { provider: 'azureOpenAIEmbeddings', config: (i) => pickKeys(i, ['basepath']) },
  googleGenerativeAiEmbeddings: {
    provider: 'googleGenerativeAiEmbeddings',
    config: (i) => pickKeys(i, ['modelName']),
  },
  ollamaEmbedding: {
    provider: 'ollamaEmbeddings',
    config: (i) => ({
      ...pickKeys(i, ['modelName']),
      ...(ollamaBase(i.baseUrl) ? { baseUrl: ollamaBase(i.baseUrl) } : {}),
    }),
  },
  localAIEmbeddings: {
    provider: 'openAICompatibleEmbeddings',
    config: (i) => pickKeys(i, ['modelName', 'basePath']),
    credentialFields: (d) => ({ apiKey: d.localAIApiKey }),
  },
};

/**
 * The embeddings nodes: the model layer's embedding providers (agentflow's public
 * createEmbeddingModel: the same credentials and guarded fetch as everywhere). The model is made
 * on the first embedding, so a flow that never embeds needs no key. Tests point a provider at a
 * local server with services.modelBaseURL (by node name, then by provider name).
 */
export function embeddingsComponent(nodeName: string): ChatflowComponent {
  const def = NODES[nodeName];
  if (!def) throw new Error(`Unknown embeddings node '${nodeName}'`);
  return {
    async init(ctx: BuildContext): Promise<EmbeddingsInstance> {
      const { services } = ctx.run;
      const credentialId = ctx.node.data.credential || ctx.inputs.FLOWISE_CREDENTIAL_ID;
      const testBase = services.modelBaseURL?.[nodeName] ?? services.modelBaseURL?.[def.provider];
      const config: Record<string, unknown> = {
        ...(testBase ? { basepath: testBase } : {}),
        ...def.config(ctx.inputs),
        ...(typeof credentialId === 'string' && credentialId ? { FLOWISE_CREDENTIAL_ID: credentialId } : {}),
      };
      let embedder: Promise<Embedder> | undefined;
      const make = () =>
        createEmbeddingModel(def.provider, config, {
          addSecret: ctx.run.addSecret,
          services: {
            ...services,
            credential: async (id) => {
              const c = await services.credential(id);
              return def.credentialFields
                ? { ...c, data: { ...c.data, ...def.credentialFields(c.data) } }
                : c;
            },
          },
        });
      return {
        kind: 'embeddings',
        name: def.provider,
        config,
        async embed(texts, signal) {
          embedder ??= make();
          const e = await embedder;
          const clean = nodeName === 'openAIEmbeddings' && ctx.inputs.stripNewLines === true;
          const result = await embedTexts(e, clean ? texts.map((t) => t.replace(/\n/g, ' ')) : texts, signal);
          // embedding tokens count in the run's usage (executions price them)
          if (result.tokens) ctx.reportUsage(result.usage);
          return result.vectors;
        },
      };
    },
  };
}
