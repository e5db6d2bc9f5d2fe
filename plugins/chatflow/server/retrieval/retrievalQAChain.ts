import { askModel } from '../agents/askModel.ts';
import { chainComponent } from '../agents/chainComponent.ts';
import { moderateInput } from '../agents/moderateInput.ts';
import { instanceOf, instancesOf } from '../componentInputs.ts';
import type { ChatModelInstance, ModerationInstance, RetrieverInstance } from '../componentTypes.ts';
import { contextText } from './contextText.ts';

const QA_SYSTEM =
  'Use the passages below to answer the question. If they do not contain the answer, say that you do not know.\n\n{context}';

/** Retrieval QA Chain: one question, answered from the passages retrieved for it (no memory). */
export const retrievalQAChain = chainComponent(async (ctx) => {
  const model = instanceOf<ChatModelInstance>(ctx, 'model', 'chatModel');
  const retriever = instanceOf<RetrieverInstance>(ctx, 'vectorStoreRetriever', 'retriever');
  const moderations = instancesOf<ModerationInstance>(ctx, 'inputModeration', 'moderation');
  return async (question, answerCtx) => {
    const refused = await moderateInput(moderations, question, answerCtx.run.signal);
    if (refused) {
      answerCtx.token(refused);
      return { text: refused };
    }
    const docs = await retriever.retrieve(question, answerCtx.run.signal);
    const reply = await askModel(
      model,
      {
        system: QA_SYSTEM.replace('{context}', contextText(docs)),
        messages: [{ role: 'user', content: question }],
      },
      answerCtx,
      { stream: true, attach: true },
    );
    return { text: reply.text, usage: reply.usage };
  };
});
