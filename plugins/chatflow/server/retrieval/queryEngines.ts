import { askModel } from '../agents/askModel.ts';
import { chainComponent } from '../agents/chainComponent.ts';
import { booleanInput, instanceOf, optionalInstanceOf, textInput } from '../componentInputs.ts';
import type { RetrievedDocument } from '../../../../host/server/engine/knowledge.ts';
import type {
  BuildContext,
  ChatflowComponent,
  ChatModelInstance,
  MemoryInstance,
} from '../componentTypes.ts';
import { contextText } from './contextText.ts';
import { responseSynthesizer } from './responseSynthesizers.ts';
import type {
  QueryEngineInstance,
  ResponseSynthesizerInstance,
  RetrieverWithModel,
} from './retrievalTypes.ts';

/** The model of a LlamaIndex-style node: its own input, else the one its vector store was given. */
function engineModel(ctx: BuildContext, retriever: RetrieverWithModel): ChatModelInstance {
  const own = optionalInstanceOf<ChatModelInstance>(ctx, 'model', 'chatModel');
  const model = own ?? retriever.model;
  if (!model) throw new Error(`Connect a chat model to its vector store`);
  return model;
}

/**
 * Query Engine: passages for the question, written into an answer by the response synthesizer.
 * Its instance also tells the passages of its last answer (a sub-question engine returns them).
 */
export const queryEngine: ChatflowComponent = {
  async init(ctx): Promise<QueryEngineInstance> {
    const retriever = instanceOf<RetrieverWithModel>(ctx, 'vectorStoreRetriever', 'retriever');
    const model = engineModel(ctx, retriever);
    const synthesizer =
      optionalInstanceOf<ResponseSynthesizerInstance>(ctx, 'responseSynthesizer', 'responseSynthesizer') ??
      responseSynthesizer('compactRefine');
    const returnSources = booleanInput(ctx, 'returnSourceDocuments');
    let last: RetrievedDocument[] = [];
    return {
      kind: 'chain',
      name: ctx.node.data.label,
      lastDocuments: () => last,
      async call(question, answerCtx) {
        last = await retriever.retrieve(question, answerCtx.run.signal);
        const r = await synthesizer.synthesize(model, question, last, answerCtx);
        return { text: r.text, usage: r.usage, ...(returnSources ? { sourceDocuments: last } : {}) };
      },
    };
  },
  answer: (instance, ctx) => (instance as QueryEngineInstance).call(ctx.question, ctx),
};

const CONTEXT_SYSTEM = 'Context information is below.\n--------------------\n{context}\n--------------------';

/** Context Chat Engine: a chat with memory; every message first retrieves passages for the system prompt. */
export const contextChatEngine = chainComponent(async (ctx) => {
  const retriever = instanceOf<RetrieverWithModel>(ctx, 'vectorStoreRetriever', 'retriever');
  const model = engineModel(ctx, retriever);
  const memory = instanceOf<MemoryInstance>(ctx, 'memory', 'memory');
  const systemMessage = textInput(ctx, 'systemMessagePrompt');
  const returnSources = booleanInput(ctx, 'returnSourceDocuments');
  return async (question, answerCtx) => {
    const docs = await retriever.retrieve(question, answerCtx.run.signal);
    const context = CONTEXT_SYSTEM.replace('{context}', contextText(docs));
    const history = await memory.messages();
    const reply = await askModel(
      model,
      {
        system: systemMessage ? `${systemMessage}\n\n${context}` : context,
        messages: [...history, { role: 'user', content: question }],
      },
      answerCtx,
      { stream: true, attach: true },
    );
    await memory.save(question, reply.text);
    return { text: reply.text, usage: reply.usage, ...(returnSources ? { sourceDocuments: docs } : {}) };
  };
});
