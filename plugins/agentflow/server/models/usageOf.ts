import type { TokenUsage } from '../../../../host/server/engine/engineTypes.ts';

/** The ai SDK's usage as the execution record keeps it (missing numbers count as 0). */
export function usageOf(
  u: { inputTokens?: number; outputTokens?: number; totalTokens?: number } | undefined,
): TokenUsage {
  const inputTokens = u?.inputTokens ?? 0;
  const outputTokens = u?.outputTokens ?? 0;
  return { inputTokens, outputTokens, totalTokens: u?.totalTokens ?? inputTokens + outputTokens };
}

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}
