/** USD per 1M tokens. Embeddings have no output price. */
export interface ModelPrice {
  inputPer1M: number;
  outputPer1M?: number;
}

/** One vendor's published prices. */
export interface PriceList {
  /** When the prices were read (yyyy-mm-dd). */
  asOf?: string;
  /** Where they were read. */
  source?: string;
  /** By model name as sent to the API; dated snapshots fall back to their base name (priceLookup). */
  models: Record<string, ModelPrice>;
}

/**
 * Price lists by vendor key: `openai`, `anthropic`, `google`, or any provider component name
 * (`azureChatOpenAI`, `groqChat`, ...) an operator prices in MODEL_PRICES_FILE.
 */
export type PriceTable = Record<string, PriceList>;

/**
 * The built-in prices: standard (pay-as-you-go, non-batch) text rates of the vendors' own APIs.
 * Only prices read from the vendors' pages are here; a model missing from the table shows no
 * cost rather than a guess. Not modelled, so the figure can be off for these cases: cached-input
 * discounts (cached tokens are priced as ordinary input, an upper bound), the higher long-prompt
 * rates of Claude Sonnet 4/4.5 (> 200K tokens), Gemini 1.5 (> 128K) and Gemini 2.5 Pro (> 200K),
 * and audio input. Reasoning tokens are output tokens, as the vendors bill them.
 * Keep it maintained: update `asOf` with the prices; operators add or override entries without a
 * release through MODEL_PRICES_FILE (README, Configuration).
 */
export const BUILT_IN_PRICES: PriceTable = {
  openai: {
    // https://platform.openai.com/docs/pricing (standard tier)
    asOf: '2025-11-15',
    source: 'https://platform.openai.com/docs/pricing',
    models: {
      'gpt-5': { inputPer1M: 1.25, outputPer1M: 10 },
      'gpt-5-mini': { inputPer1M: 0.25, outputPer1M: 2 },
      'gpt-5-nano': { inputPer1M: 0.05, outputPer1M: 0.4 },
      'gpt-4.1': { inputPer1M: 2, outputPer1M: 8 },
      'gpt-4.1-mini': { inputPer1M: 0.4, outputPer1M: 1.6 },
      'gpt-4.1-nano': { inputPer1M: 0.1, outputPer1M: 0.4 },
      'gpt-4o': { inputPer1M: 2.5, outputPer1M: 10 },
      // The first gpt-4o snapshot kept the launch price; exact names win over the dated fallback.
      'gpt-4o-2024-05-13': { inputPer1M: 5, outputPer1M: 15 },
      'gpt-4o-mini': { inputPer1M: 0.15, outputPer1M: 0.6 },
      o1: { inputPer1M: 15, outputPer1M: 60 },
      'o1-mini': { inputPer1M: 1.1, outputPer1M: 4.4 },
      o3: { inputPer1M: 2, outputPer1M: 8 },
      'o3-mini': { inputPer1M: 1.1, outputPer1M: 4.4 },
      'o4-mini': { inputPer1M: 1.1, outputPer1M: 4.4 },
      'text-embedding-3-small': { inputPer1M: 0.02 },
      'text-embedding-3-large': { inputPer1M: 0.13 },
      'text-embedding-ada-002': { inputPer1M: 0.1 },
    },
  },
  anthropic: {
    // https://docs.anthropic.com/en/docs/about-claude/pricing (base input, output)
    asOf: '2025-11-15',
    source: 'https://docs.anthropic.com/en/docs/about-claude/pricing',
    models: {
      'claude-opus-4-1': { inputPer1M: 15, outputPer1M: 75 },
      'claude-opus-4': { inputPer1M: 15, outputPer1M: 75 },
      'claude-opus-4-0': { inputPer1M: 15, outputPer1M: 75 },
      'claude-sonnet-4-5': { inputPer1M: 3, outputPer1M: 15 },
      'claude-sonnet-4': { inputPer1M: 3, outputPer1M: 15 },
      'claude-sonnet-4-0': { inputPer1M: 3, outputPer1M: 15 },
      'claude-haiku-4-5': { inputPer1M: 1, outputPer1M: 5 },
      'claude-3-7-sonnet': { inputPer1M: 3, outputPer1M: 15 },
      'claude-3-5-sonnet': { inputPer1M: 3, outputPer1M: 15 },
      'claude-3-5-haiku': { inputPer1M: 0.8, outputPer1M: 4 },
      'claude-3-opus': { inputPer1M: 15, outputPer1M: 75 },
      'claude-3-haiku': { inputPer1M: 0.25, outputPer1M: 1.25 },
    },
  },
  google: {
    // https://ai.google.dev/gemini-api/docs/pricing (paid tier, text/image/video input, prompts up to the long-context threshold)
    asOf: '2025-11-15',
    source: 'https://ai.google.dev/gemini-api/docs/pricing',
    models: {
      'gemini-2.5-pro': { inputPer1M: 1.25, outputPer1M: 10 },
      'gemini-2.5-flash': { inputPer1M: 0.3, outputPer1M: 2.5 },
      'gemini-2.5-flash-lite': { inputPer1M: 0.1, outputPer1M: 0.4 },
      'gemini-2.0-flash': { inputPer1M: 0.1, outputPer1M: 0.4 },
      'gemini-2.0-flash-lite': { inputPer1M: 0.075, outputPer1M: 0.3 },
      'gemini-1.5-pro': { inputPer1M: 1.25, outputPer1M: 5 },
      'gemini-1.5-flash': { inputPer1M: 0.075, outputPer1M: 0.3 },
      'gemini-1.5-flash-8b': { inputPer1M: 0.0375, outputPer1M: 0.15 },
    },
  },
};
