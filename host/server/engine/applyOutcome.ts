import type { ExecutedNode, NodeOutcome, TokenUsage } from './engineTypes.ts';
import type { RunSnapshot } from './runSnapshot.ts';

/**
 * Applies what a finished node changes in its run: the flow state (Start replaces it, others merge
 * keys), the chat history, and the run's token totals (`usage`, added to in place). Returns what the
 * node's execution record carries beside its output. Output routing and pauses stay with the run.
 */
export function applyOutcome(
  snap: RunSnapshot,
  usage: TokenUsage,
  outcome: NodeOutcome,
): Partial<ExecutedNode['data']> {
  if (outcome.initialState) snap.state = { ...outcome.initialState };
  if (outcome.stateUpdates) snap.state = { ...snap.state, ...outcome.stateUpdates };
  if (outcome.clearHistory) snap.historyCleared = true;
  if (outcome.chatHistory?.length) snap.runtimeHistory.push(...outcome.chatHistory);
  if (outcome.usage) {
    usage.inputTokens += outcome.usage.inputTokens;
    usage.outputTokens += outcome.usage.outputTokens;
    usage.totalTokens += outcome.usage.totalTokens;
  }
  return {
    ...(outcome.chatHistory?.length ? { chatHistory: outcome.chatHistory } : {}),
    ...(outcome.usage ? { usageMetadata: outcome.usage } : {}),
  };
}
