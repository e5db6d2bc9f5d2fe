import type { ChatMessage } from '../../../../host/server/engine/engineTypes.ts';
import { formatPrompt, promptVariables } from '../../common/formatPrompt.ts';
import type { PromptInstance } from '../componentTypes.ts';
import type { ModelPrompt } from './callModel.ts';

/**
 * A prompt node's templates filled for one question. Values come from the prompt's own values,
 * then `extra` (format_instructions, chat_history...); `question` and `input` are the question;
 * when exactly one variable is still unset, the question fills it (as the peer does), and when
 * more are, the error names them.
 */
export function renderPrompt(
  prompt: PromptInstance,
  question: string,
  extra: Record<string, unknown> = {},
  history: ChatMessage[] = [],
): ModelPrompt {
  const values: Record<string, unknown> = { question, input: question, ...extra, ...prompt.values };
  const texts = [prompt.system ?? '', prompt.human, ...(prompt.examples ?? []).map((m) => m.content)];
  const unset = [...new Set(texts.flatMap(promptVariables))].filter((v) => !Object.hasOwn(values, v));
  if (unset.length === 1) values[unset[0]!] = question;
  else if (unset.length > 1) throw new Error(`Give the prompt values for: ${unset.join(', ')}`);
  const fill = (t: string) => formatPrompt(t, values);
  const system = prompt.system ? fill(prompt.system) : undefined;
  const examples = (prompt.examples ?? []).map((m) => ({ ...m, content: fill(m.content) }));
  return {
    ...(system ? { system } : {}),
    messages: [...history, ...examples, { role: 'user', content: fill(prompt.human) }],
  };
}
