import { callModel, type ModelPrompt } from '../components/callModel.ts';
import type { AnswerContext, ChatModelInstance } from '../componentTypes.ts';

/**
 * A model call without tools (the runner's callModel): with `stream`, a streaming request gets
 * the text as tokens while it arrives; with `attach`, the last message is the user's question and
 * gets the files and images attached to it.
 */
export function askModel(
  model: ChatModelInstance,
  prompt: ModelPrompt,
  ctx: Pick<AnswerContext, 'run' | 'token'>,
  options: { stream?: boolean; attach?: boolean } = {},
) {
  return callModel(model, prompt, {
    signal: ctx.run.signal,
    ...(options.stream && ctx.run.streaming ? { onToken: ctx.token } : {}),
    ...(options.attach ? { attachments: ctx.run.input } : {}),
  });
}
