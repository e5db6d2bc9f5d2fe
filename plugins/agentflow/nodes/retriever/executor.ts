import { stateUpdatesFrom } from '../../../../host/server/engine/applyStateUpdates.ts';
import type { NodeExecutor, TokenUsage } from '../../../../host/server/engine/engineTypes.ts';
import type { RetrievedDocument } from '../../../../host/server/engine/knowledge.ts';
import { passagesText, storeRef } from '../../server/knowledge/storeRef.ts';
import { addUsage, usageOf } from '../../server/models/usageOf.ts';

export const NO_DOCUMENT_STORE =
  'Retriever: no document store plugin is installed, so there is nothing to retrieve from yet';

/**
 * Retriever: searches each picked document store with the query (or the user's question) and
 * answers the passages as text, or as JSON with their metadata. Every store's passages are kept
 * (the peer keeps only the last store's). They are the node's sourceDocuments, with their scores,
 * so the chat shows them and the execution trace says what was found.
 */
export const retrieverExecutor: NodeExecutor = {
  async run(ctx) {
    const i = ctx.inputs;
    const rows = Array.isArray(i.retrieverKnowledgeDocumentStores) ? i.retrieverKnowledgeDocumentStores : [];
    const storeIds = (rows as { documentStore?: unknown }[])
      .map((r) => storeRef(r?.documentStore))
      .filter(Boolean);
    if (!storeIds.length) throw new Error('Retriever: pick at least one document store');
    if (!ctx.services.retrieve) throw new Error(NO_DOCUMENT_STORE);
    const query =
      (typeof i.retrieverQuery === 'string' && i.retrieverQuery.trim()) || ctx.input.question || '';
    if (!query.trim()) throw new Error('Retriever: the query is empty');
    const docs: RetrievedDocument[] = [];
    let usage: TokenUsage = usageOf(undefined);
    for (const storeId of storeIds) {
      const r = await ctx.services.retrieve({ storeId, query, signal: ctx.signal });
      docs.push(...r.docs);
      if (r.usage) usage = addUsage(usage, r.usage);
    }
    const content =
      i.outputFormat === 'textWithMetadata'
        ? JSON.stringify(
            docs.map((d) => ({ pageContent: d.pageContent, metadata: d.metadata })),
            null,
            2,
          )
        : passagesText(docs);
    if (ctx.streaming) ctx.emit('sourceDocuments', docs);
    if (ctx.isLastNode && ctx.streaming) ctx.emit('token', content);
    return {
      output: { content, query, sourceDocuments: docs },
      stateUpdates: stateUpdatesFrom(i.retrieverUpdateState, content),
      usage,
    };
  },
};
