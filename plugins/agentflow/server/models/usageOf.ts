import type { ModelUsage, TokenUsage } from '../../../../host/server/engine/engineTypes.ts';

/** The model a usage came from: a ChatModel or an Embedder fits. */
export interface UsageSource {
  provider: string;
  modelName: string;
}

/**
 * The ai SDK's usage as the execution record keeps it (missing numbers count as 0), with the
 * model that produced it so the executions page can price it.
 */
export function usageOf(
  u: { inputTokens?: number; outputTokens?: number; totalTokens?: number } | undefined,
  source?: UsageSource,
): TokenUsage {
  const inputTokens = u?.inputTokens ?? 0;
  const outputTokens = u?.outputTokens ?? 0;
  const totals = { inputTokens, outputTokens, totalTokens: u?.totalTokens ?? inputTokens + outputTokens };
  return source ? { ...totals, provider: source.provider, model: source.modelName } : totals;
}

/** A usage split per model; tokens nobody claimed become an entry without a model. */
function perModel(u: TokenUsage): ModelUsage[] {
  if (u.models) return u.models;
  if (u.model !== undefined) return [{ provider: u.provider ?? '', model: u.model, ...totalsOf(u) }];
  return u.totalTokens || u.inputTokens || u.outputTokens
    ? [{ provider: '', model: '', ...totalsOf(u) }]
    : [];
}

const totalsOf = (u: TokenUsage) => ({
  inputTokens: u.inputTokens,
  outputTokens: u.outputTokens,
  totalTokens: u.totalTokens,
});

/** Sums two usages, per model too: one model stays `provider`/`model`, several become `models`. */
export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  const sum = {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
  const merged = new Map<string, ModelUsage>();
  for (const m of [...perModel(a), ...perModel(b)]) {
    const key = `${m.provider}\u0000${m.model}`;
    const had = merged.get(key);
    merged.set(
      key,
      had
        ? {
            ...had,
            inputTokens: had.inputTokens + m.inputTokens,
            outputTokens: had.outputTokens + m.outputTokens,
            totalTokens: had.totalTokens + m.totalTokens,
          }
        : { ...m },
    );
  }
  const models = [...merged.values()];
  const [only] = models;
  if (models.length === 1 && only?.model) return { ...sum, provider: only.provider, model: only.model };
  return models.length > 1 ? { ...sum, models } : sum;
}
