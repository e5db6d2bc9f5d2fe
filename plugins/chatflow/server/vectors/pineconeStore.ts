import { createHash } from 'node:crypto';
import type { RetrievedDocument } from '../../../../host/server/engine/knowledge.ts';
import { mmrSelect } from '../../../document-stores/public.ts';
import { instanceOf, numberInput, objectInput, textInput } from '../componentInputs.ts';
import type { ChatflowComponent, EmbeddingsInstance } from '../componentTypes.ts';
import { connectedDocuments } from './connectedDocuments.ts';
import { type PineconeMatch, PineconeClient } from './pineconeClient.ts';
import { vectorStoreOutput } from './vectorStoreOutput.ts';

/** Upserts done in this process (index, namespace, documents): a flow's next run skips them. */
const upserted = new Set<string>();

/** The passage of a match: LangChain keeps it in metadata.text, LlamaIndex in _node_content. */
function toDocument(m: PineconeMatch): RetrievedDocument {
  const { text, _node_content, ...metadata } = m.metadata ?? {};
  let pageContent = typeof text === 'string' ? text : '';
  if (!pageContent && typeof _node_content === 'string') {
    try {
      pageContent = String((JSON.parse(_node_content) as { text?: unknown }).text ?? '');
    } catch {
      pageContent = '';
    }
  }
  return { pageContent, metadata, ...(m.score === undefined ? {} : { score: m.score }), id: m.id };
}

/**
 * Pinecone (and its LlamaIndex twin): searches a Pinecone index over its REST data plane. Connected
 * documents are embedded and upserted first (ids from their content, so a repeat is harmless).
 * Search Type MMR fetches Fetch K matches with their vectors and picks Top K diverse ones.
 */
export const pineconeStore: ChatflowComponent = {
  async init(ctx) {
    const embeddings = instanceOf<EmbeddingsInstance>(ctx, 'embeddings', 'embeddings');
    const index = textInput(ctx, 'pineconeIndex').trim();
    if (!index) throw new Error(`Name the Pinecone index`);
    const namespace = textInput(ctx, 'pineconeNamespace').trim() || undefined;
    const filter = objectInput(ctx, 'pineconeMetadataFilter');
    const mmr = textInput(ctx, 'searchType') === 'mmr';
    const fetchK = numberInput(ctx, 'fetchK', 20);
    const lambda = numberInput(ctx, 'lambda', 0.5);
    const cred = await ctx.credential();
    const client = new PineconeClient(
      typeof cred.pineconeApiKey === 'string' ? cred.pineconeApiKey : '',
      index,
      {
        allowPrivate: ctx.run.services.allowPrivate,
        controlPlane: ctx.run.services.modelBaseURL?.pinecone,
      },
    );
    const docs = connectedDocuments(ctx);
    if (docs.length) {
      const ids = docs.map((d) =>
        createHash('sha256')
          .update(JSON.stringify([d.pageContent, d.metadata]))
          .digest('hex')
          .slice(0, 32),
      );
      const key = JSON.stringify([index, namespace ?? '', ids]);
      if (!upserted.has(key)) {
        const vectors = await embeddings.embed(
          docs.map((d) => d.pageContent),
          ctx.run.signal,
        );
        await client.upsert(
          docs.map((d, i) => ({
            id: ids[i] as string,
            values: vectors[i] ?? [],
            metadata: { ...d.metadata, text: d.pageContent },
          })),
          namespace,
          ctx.run.signal,
        );
        upserted.add(key);
      }
    }
    return vectorStoreOutput(ctx, async (query, k, signal) => {
      const [vector = []] = await embeddings.embed([query], signal);
      if (!mmr) return (await client.query({ vector, topK: k, namespace, filter }, signal)).map(toDocument);
      const matches = await client.query(
        { vector, topK: Math.max(fetchK, k), namespace, filter, values: true },
        signal,
      );
      return mmrSelect(
        vector,
        matches.map((m) => m.values ?? []),
        k,
        lambda,
      ).map((i) => toDocument(matches[i] as PineconeMatch));
    });
  },
};
