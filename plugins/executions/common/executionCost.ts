import type { ExecutedNodeRun, ModelTokens, NodeUsage } from './executionTypes.ts';
import type { PriceTable } from './modelPrices.ts';
import { type FoundPrice, findModelPrice } from './priceLookup.ts';

/** One model's share of a node run, priced when its price is known. */
export interface CostLine extends ModelTokens {
  /** Null: no price known for the model (or no model recorded). */
  usd: number | null;
  /** The table entry used, e.g. gpt-4o for gpt-4o-2024-08-06. */
  priced?: string;
}

export interface RunCost {
  /** Sum of the priced lines; null when none could be priced. */
  usd: number | null;
  lines: CostLine[];
  /** Models of this run without a price ('' for tokens recorded without a model). */
  unpriced: string[];
}

/** What the detail read returns beside the record: cost per node run and in total. */
export interface ExecutionCost {
  currency: 'USD';
  /** Sum of every priced line: 0 for a run without model usage; null when nothing could be priced. */
  totalUsd: number | null;
  /** Models used without a known price: the total is then a lower bound. */
  unpriced: string[];
  /** Index-aligned with the parsed executionData (parseExecutionData); null for runs without usage. */
  runs: (RunCost | null)[];
}

/** A usage per model: `models` when several, else the one recorded model; '' when none was recorded. */
export function usagePerModel(u: NodeUsage): ModelTokens[] {
  if (Array.isArray(u.models)) return u.models;
  const totals = {
    inputTokens: u.inputTokens || 0,
    outputTokens: u.outputTokens || 0,
    totalTokens: u.totalTokens || (u.inputTokens || 0) + (u.outputTokens || 0),
  };
  if (!u.model && !totals.totalTokens) return [];
  return [{ provider: u.provider ?? '', model: u.model ?? '', ...totals }];
}

/** USD for tokens at a per-1M-token price. */
export const priceTokens = (tokens: number, per1M: number | undefined) =>
  ((tokens || 0) * (per1M ?? 0)) / 1e6;

type PriceOf = (provider: string, model: string) => FoundPrice | undefined;

export function runCost(
  usage: NodeUsage | undefined,
  table: PriceTable,
  priceOf: PriceOf = (provider, model) => findModelPrice(table, provider, model),
): RunCost | null {
  if (!usage) return null;
  const lines = usagePerModel(usage).map((m): CostLine => {
    const price = priceOf(m.provider, m.model);
    if (!price) return { ...m, usd: null };
    const usd = priceTokens(m.inputTokens, price.inputPer1M) + priceTokens(m.outputTokens, price.outputPer1M);
    return { ...m, usd, priced: price.matched };
  });
  if (!lines.length) return null;
  const priced = lines.filter((l) => l.usd !== null);
  return {
    usd: priced.length ? priced.reduce((sum, l) => sum + (l.usd ?? 0), 0) : null,
    lines,
    unpriced: [...new Set(lines.filter((l) => l.usd === null).map((l) => l.model))],
  };
}

/**
 * Prices a run's usage. Called by the server when an execution is read, with the built-in table
 * merged with the operator's MODEL_PRICES_FILE: the override then applies to every record, old
 * ones too, and API callers get the same figures as the page. Pure, so it is tested here.
 */
export function executionCost(runs: ExecutedNodeRun[], table: PriceTable): ExecutionCost {
  // A run repeats a few models many times (loops, iterations): look each one up once.
  const seen = new Map<string, FoundPrice | undefined>();
  const priceOf: PriceOf = (provider, model) => {
    const key = `${provider}\u0000${model}`;
    if (!seen.has(key)) seen.set(key, findModelPrice(table, provider, model));
    return seen.get(key);
  };
  const costs = runs.map((r) => runCost(r.data.usageMetadata, table, priceOf));
  let total = 0;
  let anyPriced = false;
  let anyUsage = false;
  const unpriced = new Set<string>();
  for (const c of costs) {
    if (!c) continue;
    anyUsage = true;
    if (c.usd !== null) {
      anyPriced = true;
      total += c.usd;
    }
    for (const m of c.unpriced) unpriced.add(m);
  }
  return {
    currency: 'USD',
    totalUsd: anyPriced || !anyUsage ? total : null,
    unpriced: [...unpriced],
    runs: costs,
  };
}
