import { callModel, type ModelPrompt } from '../components/callModel.ts';
import type { AnswerContext, ChatModelInstance } from '../componentTypes.ts';

/**
 * A model call without tools (the runner's callModel): with `stream`, a streaming request gets
 * the text as tokens while it arrives.
 */
export function askModel(
  model: ChatModelInstance,
  prompt: ModelPrompt,
  ctx: Pick<AnswerContext, 'run' | 'token'>,
  stream = false,
) {
  return callModel(model, prompt, {
    signal: ctx.run.signal,
    ...(stream && ctx.run.streaming ? { onToken: ctx.token } : {}),
  });
}
