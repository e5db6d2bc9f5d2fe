import type { RetrievedDocument } from '../../../../host/server/engine/knowledge.ts';
import type {
  AnswerContext,
  ChainInstance,
  ChatModelInstance,
  RetrieverInstance,
} from '../componentTypes.ts';

/**
 * Instances only the retrieval nodes hand each other (LlamaIndex-style engines), beside the
 * shared ones of componentTypes.ts.
 */

/** A retriever that also names the model its engine answers with (LlamaIndex vector stores take the chat model). */
export interface RetrieverWithModel extends RetrieverInstance {
  model?: ChatModelInstance;
}

/** How a query engine writes its answer from passages. */
export interface ResponseSynthesizerInstance {
  kind: 'responseSynthesizer';
  synthesize(
    model: ChatModelInstance,
    query: string,
    docs: RetrievedDocument[],
    ctx: AnswerContext,
  ): Promise<{ text: string; usage: import('../../../../host/server/engine/engineTypes.ts').TokenUsage }>;
}

/** A query engine: a chain that also tells the passages its last answer came from. */
export interface QueryEngineInstance extends ChainInstance {
  lastDocuments?(): RetrievedDocument[];
}

/** A query engine offered to a sub-question engine under a name and description. */
export interface QueryEngineToolInstance {
  kind: 'queryEngineTool';
  name: string;
  description: string;
  engine: QueryEngineInstance;
}
