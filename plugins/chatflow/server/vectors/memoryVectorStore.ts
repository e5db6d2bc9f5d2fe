import { instanceOf } from '../componentInputs.ts';
import type { ChatflowComponent, EmbeddingsInstance } from '../componentTypes.ts';
import { connectedDocuments } from './connectedDocuments.ts';
import { ExactIndex } from './exactIndex.ts';
import { vectorStoreOutput } from './vectorStoreOutput.ts';

/** In-Memory Vector Store: embeds the connected documents when the flow is built and searches them exactly. */
export const memoryVectorStore: ChatflowComponent = {
  async init(ctx) {
    const embeddings = instanceOf<EmbeddingsInstance>(ctx, 'embeddings', 'embeddings');
    const docs = connectedDocuments(ctx);
    const index = new ExactIndex(
      docs,
      docs.length
        ? await embeddings.embed(
            docs.map((d) => d.pageContent),
            ctx.run.signal,
          )
        : [],
    );
    return vectorStoreOutput(ctx, async (query, k, signal) => {
      if (!index.size) return [];
      const [vector] = await embeddings.embed([query], signal);
      return index.search(vector ?? [], k);
    });
  },
};
