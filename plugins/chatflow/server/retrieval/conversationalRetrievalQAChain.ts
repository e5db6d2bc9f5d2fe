import { addUsage, usageOf } from '../../../agentflow/public.ts';
import { formatPrompt } from '../../common/formatPrompt.ts';
import { askModel } from '../agents/askModel.ts';
import { chainComponent } from '../agents/chainComponent.ts';
import { moderateInput } from '../agents/moderateInput.ts';
import { booleanInput, instanceOf, instancesOf, optionalInstanceOf, textInput } from '../componentInputs.ts';
import type {
  ChatModelInstance,
  MemoryInstance,
  ModerationInstance,
  RetrieverInstance,
} from '../componentTypes.ts';
import { conversationHistory, historyText } from './conversationHistory.ts';
import { contextText } from './contextText.ts';

export const REPHRASE_PROMPT =
  'Rewrite the last question so it can be understood without the conversation before it.\n\nConversation:\n{chat_history}\nLast question: {question}\nStandalone question:';
export const RESPONSE_PROMPT =
  'Answer the question using the passages below. If they do not contain the answer, say that you do not know rather than guessing.\n------------\n{context}\n------------';

/**
 * Conversational Retrieval QA Chain: a follow-up question is first rewritten into a standalone
 * one (with the conversation), passages are retrieved for it, and the model answers from them
 * with the conversation before the question. The passages can come back as sourceDocuments.
 */
export const conversationalRetrievalQAChain = chainComponent(async (ctx) => {
  const model = instanceOf<ChatModelInstance>(ctx, 'model', 'chatModel');
  const retriever = instanceOf<RetrieverInstance>(ctx, 'vectorStoreRetriever', 'retriever');
  const memory = optionalInstanceOf<MemoryInstance>(ctx, 'memory', 'memory');
  const moderations = instancesOf<ModerationInstance>(ctx, 'inputModeration', 'moderation');
  const rephrase = textInput(ctx, 'rephrasePrompt') || REPHRASE_PROMPT;
  const response = textInput(ctx, 'responsePrompt') || RESPONSE_PROMPT;
  const returnSources = booleanInput(ctx, 'returnSourceDocuments');
  return async (question, answerCtx) => {
    const refused = await moderateInput(moderations, question, answerCtx.run.signal);
    if (refused) {
      answerCtx.token(refused);
      return { text: refused };
    }
    const history = await conversationHistory(answerCtx, memory);
    let usage = usageOf(undefined);
    let standalone = question;
    if (history.length) {
      const prompt = formatPrompt(rephrase, { chat_history: historyText(history), question });
      const rewritten = await askModel(model, { messages: [{ role: 'user', content: prompt }] }, answerCtx);
      usage = addUsage(usage, rewritten.usage);
      standalone = rewritten.text.trim() || question;
    }
    const docs = await retriever.retrieve(standalone, answerCtx.run.signal);
    const system = formatPrompt(response, { context: contextText(docs), question: standalone });
    const reply = await askModel(
      model,
      { system, messages: [...history, { role: 'user', content: question }] },
      answerCtx,
      { stream: true, attach: true },
    );
    await memory?.save(question, reply.text);
    return {
      text: reply.text,
      usage: addUsage(usage, reply.usage),
      ...(returnSources ? { sourceDocuments: docs } : {}),
    };
  };
});
