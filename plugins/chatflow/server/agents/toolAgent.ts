import type { ModelMessage } from 'ai';
import { formatPrompt } from '../../common/formatPrompt.ts';
import {
  booleanInput,
  instanceOf,
  instancesOf,
  numberInput,
  optionalInstanceOf,
  textInput,
} from '../componentInputs.ts';
import type {
  ChatModelInstance,
  MemoryInstance,
  ModerationInstance,
  PromptInstance,
  ToolInstance,
} from '../componentTypes.ts';
import { toModelMessages } from './callChat.ts';
import { chainComponent } from './chainComponent.ts';
import { moderateInput } from './moderateInput.ts';
import { questionMessage } from './questionMessage.ts';
import { DEFAULT_MAX_ITERATIONS, runToolLoop } from './runToolLoop.ts';

/**
 * Tool Agent (and Conversational Agent, which differs in its default system message): the model
 * calls the connected tools through native tool calling; memory gives it the conversation and
 * keeps this exchange.
 */
export const toolAgent = chainComponent(async (ctx) => {
  const model = instanceOf<ChatModelInstance>(ctx, 'model', 'chatModel');
  const tools = instancesOf<ToolInstance>(ctx, 'tools', 'tool');
  const memory = optionalInstanceOf<MemoryInstance>(ctx, 'memory', 'memory');
  const prompt = optionalInstanceOf<PromptInstance>(ctx, 'chatPromptTemplate', 'prompt');
  const moderations = instancesOf<ModerationInstance>(ctx, 'inputModeration', 'moderation');
  const maxIterations = numberInput(ctx, 'maxIterations', DEFAULT_MAX_ITERATIONS);
  const system = prompt?.system
    ? formatPrompt(prompt.system, prompt.values)
    : textInput(ctx, 'systemMessage') || 'You are a helpful AI assistant.';
  return async (question, answerCtx) => {
    const refused = await moderateInput(moderations, question, answerCtx.run.signal);
    if (refused) {
      answerCtx.token(refused);
      return { text: refused };
    }
    const history = memory ? toModelMessages(await memory.messages()) : [];
    const human = prompt
      ? formatPrompt(prompt.human, { ...prompt.values, input: question, question })
      : question;
    const messages: ModelMessage[] = [
      ...history,
      ...(prompt?.examples ? toModelMessages(prompt.examples) : []),
    ];
    messages.push(questionMessage(model, human || question, answerCtx.run.input));
    const detailed = booleanInput(ctx, 'enableDetailedStreaming');
    const answer = await runToolLoop({ model, tools, system, messages, maxIterations, detailed }, answerCtx);
    await memory?.save(question, answer.text);
    return answer;
  };
});
