import type { ModelPrice, PriceTable } from './modelPrices.ts';

/**
 * The built-in vendor list each provider component bills through. Azure and the OpenAI-compatible
 * hosts are left out on purpose: their prices depend on the deployment or the host, so they are
 * priced only by an operator's list under their own component name.
 */
const VENDOR_OF: Record<string, string> = {
  chatOpenAI: 'openai',
  openAIEmbeddings: 'openai',
  chatAnthropic: 'anthropic',
  chatGoogleGenerativeAI: 'google',
  googleGenerativeAiEmbeddings: 'google',
};

/**
 * A dated or versioned snapshot's suffix: gpt-4o-2024-08-06, claude-3-5-sonnet-20241022,
 * claude-3-5-haiku-latest, gemini-1.5-pro-002. Only these: a general prefix match would price
 * gpt-4o-audio-preview as gpt-4o.
 */
const SNAPSHOT_SUFFIX = /-(?:\d{4}-\d{2}-\d{2}|\d{8}|\d{3}|latest)$/;

export interface FoundPrice extends ModelPrice {
  /** The table entry that matched (the base name for a snapshot). */
  matched: string;
  /** The price list it came from. */
  list: string;
}

/**
 * The price of a provider's model: the provider's own list (an operator's) before its vendor's,
 * the exact name before the snapshot's base name. Undefined when unknown: no guessed number.
 */
export function findModelPrice(table: PriceTable, provider: string, model: string): FoundPrice | undefined {
  const name = model.trim();
  if (!name) return undefined;
  const lists = [provider, VENDOR_OF[provider]].filter((l): l is string => Boolean(l && table[l]));
  const base = name.replace(SNAPSHOT_SUFFIX, '');
  for (const candidate of base === name ? [name] : [name, base]) {
    for (const list of lists) {
      const price = table[list]?.models[candidate];
      if (price) return { ...price, matched: candidate, list };
    }
  }
  return undefined;
}

/** An operator's table over the built-in one: lists merge model by model, the operator's entries win. */
export function mergePriceTables(base: PriceTable, over: PriceTable): PriceTable {
  const out: PriceTable = { ...base };
  for (const [list, prices] of Object.entries(over)) {
    const had = base[list];
    out[list] = {
      ...had,
      ...prices,
      models: { ...had?.models, ...prices.models },
    };
  }
  return out;
}
