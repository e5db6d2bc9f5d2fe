import type { NodeContext, TokenUsage } from '../../../../host/server/engine/engineTypes.ts';
import type { KnowledgeQuery, RetrievedDocument } from '../../../../host/server/engine/knowledge.ts';
import { passagesText, storeRef } from './storeRef.ts';

/** A knowledge base the Agent may search, as one tool taking `{ query }`. */
export interface KnowledgeTool {
  name: string;
  description: string;
  returnSourceDocuments: boolean;
  search(query: string): Promise<{ text: string; docs: RetrievedDocument[]; usage?: TokenUsage }>;
}

/** The built-in vector store's name in agentKnowledgeVSEmbeddings (the document store's vectors). */
const BUILTIN_VECTOR_STORE = 'pgvector';

const toolName = (base: string, n: number) =>
  `${
    base
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 48) || 'knowledge'
  }_${n}`;

const rowsOf = (value: unknown) =>
  (Array.isArray(value) ? value : []).filter(
    (r): r is Record<string, unknown> => !!r && typeof r === 'object',
  );

/**
 * The Agent's knowledge inputs as tools: each picked document store
 * (agentKnowledgeDocumentStores), and each vector store + embeddings pair
 * (agentKnowledgeVSEmbeddings; the built-in store names its document store in the vector store's
 * config as `documentStore`, and the query is embedded with the chosen embeddings).
 */
export function knowledgeTools(ctx: NodeContext): KnowledgeTool[] {
  const i = ctx.inputs;
  const tools: KnowledgeTool[] = [];
  const search = (q: Omit<KnowledgeQuery, 'query' | 'signal'>) => async (query: string) => {
    if (!ctx.services.retrieve)
      throw new Error('Agent: no document store plugin is installed, so its knowledge cannot be searched');
    const r = await ctx.services.retrieve({ ...q, query, signal: ctx.signal });
    return {
      text: passagesText(r.docs) || 'Nothing relevant was found.',
      docs: r.docs,
      ...(r.usage ? { usage: r.usage } : {}),
    };
  };
  for (const row of rowsOf(i.agentKnowledgeDocumentStores)) {
    const storeId = storeRef(row.documentStore);
    if (!storeId) continue;
    const described = typeof row.docStoreDescription === 'string' ? row.docStoreDescription.trim() : '';
    tools.push({
      name: toolName('search_documents', tools.length + 1),
      description: described || 'Searches a document store for passages relevant to the query',
      returnSourceDocuments: row.returnSourceDocuments === true,
      search: search({ storeId }),
    });
  }
  for (const row of rowsOf(i.agentKnowledgeVSEmbeddings)) {
    if (!row.vectorStore) continue;
    if (row.vectorStore !== BUILTIN_VECTOR_STORE)
      throw new Error(
        `Agent: vector store '${String(row.vectorStore)}' is not available; pick '${BUILTIN_VECTOR_STORE}'`,
      );
    const vsConfig = (row.vectorStoreConfig ?? {}) as Record<string, unknown>;
    const storeId = storeRef(vsConfig.documentStore ?? vsConfig.storeId);
    if (!storeId)
      throw new Error('Agent: the knowledge vector store names no document store (documentStore)');
    const topK = Number(vsConfig.topK);
    const name = typeof row.knowledgeName === 'string' ? row.knowledgeName : 'knowledge';
    tools.push({
      name: toolName(name, tools.length + 1),
      description:
        (typeof row.knowledgeDescription === 'string' && row.knowledgeDescription.trim()) ||
        `Searches ${name} for passages relevant to the query`,
      returnSourceDocuments: row.returnSourceDocuments === true,
      search: search({
        storeId,
        ...(Number.isInteger(topK) && topK > 0 ? { topK } : {}),
        ...(typeof row.embeddingModel === 'string' && row.embeddingModel
          ? {
              embedding: {
                name: row.embeddingModel,
                config: (row.embeddingModelConfig ?? {}) as Record<string, unknown>,
              },
            }
          : {}),
      }),
    });
  }
  return tools;
}
