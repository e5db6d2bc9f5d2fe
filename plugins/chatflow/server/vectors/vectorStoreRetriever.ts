import { instanceOf, numberInput } from '../componentInputs.ts';
import type { ChatflowComponent, RetrieverInstance, VectorStoreInstance } from '../componentTypes.ts';

/** Vector Store Retriever: a retriever over a connected vector store (its "Vector Store" output). */
export const vectorStoreRetriever: ChatflowComponent = {
  async init(ctx): Promise<RetrieverInstance> {
    const store = instanceOf<VectorStoreInstance>(ctx, 'vectorStore', 'vectorStore');
    return store.retriever(numberInput(ctx, 'topK', 4));
  },
};
