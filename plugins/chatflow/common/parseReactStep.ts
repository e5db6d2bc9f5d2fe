/** One step of a ReAct transcript: a tool call, or the final answer. */
export type ReactStep =
  | { type: 'action'; thought: string; tool: string; input: string }
  | { type: 'final'; thought: string; answer: string };

/**
 * Reads a model's ReAct reply ("Thought: … Action: … Action Input: …" or "Final Answer: …").
 * A reply in neither shape is taken as the final answer (models often just answer).
 */
export function parseReactStep(text: string): ReactStep {
  const final = /Final Answer\s*:\s*([\s\S]*)$/i.exec(text);
  const action = /Action\s*:\s*(.+?)\s*\n+\s*Action Input\s*:\s*([\s\S]*?)(?:\n\s*Observation\s*:|$)/i.exec(
    text,
  );
  const thoughtOf = (end: number) =>
    text
      .slice(0, end)
      .replace(/^\s*Thought\s*:\s*/i, '')
      .trim();
  if (action && (!final || action.index < final.index)) {
    const input = (action[2] ?? '').trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
    return { type: 'action', thought: thoughtOf(action.index), tool: (action[1] ?? '').trim(), input };
  }
  if (final) return { type: 'final', thought: thoughtOf(final.index), answer: (final[1] ?? '').trim() };
  return { type: 'final', thought: '', answer: text.trim() };
}
