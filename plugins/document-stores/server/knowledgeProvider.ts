import type { KnowledgeProvider } from '../../../host/server/engine/knowledge.ts';
import { checkEmbeddingChoice } from './embeddings/storeEmbedder.ts';
import { retrieveChunks } from './vectors/retrieveChunks.ts';

/**
 * Document stores as the flows' knowledge (host contribution point): the Retriever node and the
 * Agent's knowledge search a store of the run's workspace through this, never through our files.
 */
export const documentStoreKnowledge: KnowledgeProvider = {
  async retrieve({ db, config, workspaceId }, q) {
    const r = await retrieveChunks(db, config, {
      workspaceId,
      storeId: q.storeId,
      query: q.query,
      ...(q.topK !== undefined ? { topK: q.topK } : {}),
      ...(q.embedding
        ? {
            embedding: {
              name: checkEmbeddingChoice(q.embedding.name, 'embeddingModel'),
              config: q.embedding.config,
            },
          }
        : {}),
      ...(q.signal ? { signal: q.signal } : {}),
    });
    return {
      docs: r.docs,
      storeName: r.storeName,
      usage: {
        inputTokens: r.tokens,
        outputTokens: 0,
        totalTokens: r.tokens,
        provider: r.model.provider,
        model: r.model.modelName,
      },
    };
  },
};
