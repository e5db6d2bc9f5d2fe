import { type ChatRequestBody, lastUserText } from './openaiTestServer.ts';
import type { ScriptedReply } from './scriptedReply.ts';

/** Row i asks "What is i + i?" and expects 2i. */
export const sumRows = (n: number) =>
  Array.from({ length: n }, (_, k) => ({
    input: `What is ${k + 1} + ${k + 1}?`,
    expectedOutput: String(2 * (k + 1)),
  }));

/**
 * The test model: a flow's question "What is i + i?" gets 2i, except every fourth i, which gets
 * "I don't know"; a judge's request (structured output) gets grade 5 when the graded answer holds
 * the expected one, else 2.
 */
export function scriptedModel({ body }: { body: ChatRequestBody }): ScriptedReply {
  const text = lastUserText(body);
  if (body.response_format) {
    const expected = /Expected answer:\n(.*)/.exec(text)?.[1]?.trim() ?? '';
    const graded = /Answer to grade:\n([\s\S]*)$/.exec(text)?.[1] ?? '';
    const ok = expected !== '' && graded.includes(expected);
    return { json: { grade: ok ? 5 : 2, reasoning: ok ? 'correct sum' : 'wrong or missing sum' } };
  }
  const i = Number(/What is (\d+) \+/.exec(text)?.[1]);
  if (!Number.isFinite(i)) return { text: 'no question' };
  return { text: i % 4 === 0 ? "I don't know" : `The sum is ${2 * i}.` };
}
