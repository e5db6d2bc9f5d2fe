import type { RetrievedDocument } from '../../../../host/server/engine/knowledge.ts';
import { chosenOutput, numberInput, optionalInstanceOf } from '../componentInputs.ts';
import type {
  BuildContext,
  ChatModelInstance,
  RetrieverInstance,
  VectorStoreInstance,
} from '../componentTypes.ts';
import type { RetrieverWithModel } from '../retrieval/retrievalTypes.ts';

export type Search = (query: string, k: number, signal: AbortSignal) => Promise<RetrievedDocument[]>;

/**
 * What a vector store node hands on: a retriever (its Top K) or, when the node's "Vector Store"
 * output is chosen, the store itself (a Vector Store Retriever node sets its own Top K).
 */
export function vectorStoreOutput(
  ctx: BuildContext,
  search: Search,
  defaultTopK = 4,
): RetrieverInstance | VectorStoreInstance {
  const topK = numberInput(ctx, 'topK', defaultTopK);
  const retriever = (k = topK): RetrieverInstance => ({
    kind: 'retriever',
    retrieve: (query, signal) => search(query, k, signal),
  });
  if (chosenOutput(ctx, 'retriever') === 'vectorStore')
    return { kind: 'vectorStore', retriever, similaritySearch: search };
  // LlamaIndex vector stores take the chat model their engine answers with
  const model = optionalInstanceOf<ChatModelInstance>(ctx, 'model', 'chatModel');
  if (!model) return retriever();
  const withModel: RetrieverWithModel = { ...retriever(), model };
  return withModel;
}
