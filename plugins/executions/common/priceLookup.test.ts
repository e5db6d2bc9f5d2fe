import { describe, expect, it } from 'vitest';
import { BUILT_IN_PRICES } from './modelPrices.ts';
import { findModelPrice, mergePriceTables } from './priceLookup.ts';

describe('findModelPrice', () => {
  it('finds a model by its exact name in its vendor list', () => {
    expect(findModelPrice(BUILT_IN_PRICES, 'chatOpenAI', 'gpt-4o-mini')).toEqual({
      inputPer1M: 0.15,
      outputPer1M: 0.6,
      matched: 'gpt-4o-mini',
      list: 'openai',
    });
    expect(findModelPrice(BUILT_IN_PRICES, 'chatAnthropic', 'claude-sonnet-4-5')?.inputPer1M).toBe(3);
    expect(findModelPrice(BUILT_IN_PRICES, 'chatGoogleGenerativeAI', 'gemini-2.5-pro')?.outputPer1M).toBe(10);
    expect(findModelPrice(BUILT_IN_PRICES, 'openAIEmbeddings', 'text-embedding-3-small')).toEqual({
      inputPer1M: 0.02,
      matched: 'text-embedding-3-small',
      list: 'openai',
    });
  });

  it('prices a dated or versioned snapshot as its base model', () => {
    expect(findModelPrice(BUILT_IN_PRICES, 'chatOpenAI', 'gpt-4o-2024-08-06')?.matched).toBe('gpt-4o');
    expect(findModelPrice(BUILT_IN_PRICES, 'chatOpenAI', 'gpt-4.1-mini-2025-04-14')?.matched).toBe(
      'gpt-4.1-mini',
    );
    expect(findModelPrice(BUILT_IN_PRICES, 'chatAnthropic', 'claude-3-5-sonnet-20241022')?.matched).toBe(
      'claude-3-5-sonnet',
    );
    expect(findModelPrice(BUILT_IN_PRICES, 'chatAnthropic', 'claude-3-5-haiku-latest')?.matched).toBe(
      'claude-3-5-haiku',
    );
    expect(findModelPrice(BUILT_IN_PRICES, 'chatGoogleGenerativeAI', 'gemini-1.5-pro-002')?.matched).toBe(
      'gemini-1.5-pro',
    );
  });

  it('prefers an exact snapshot entry to the base name (gpt-4o-2024-05-13 kept its launch price)', () => {
    expect(findModelPrice(BUILT_IN_PRICES, 'chatOpenAI', 'gpt-4o-2024-05-13')).toMatchObject({
      inputPer1M: 5,
      matched: 'gpt-4o-2024-05-13',
    });
  });

  it('knows nothing of unknown models, variants, other providers or an empty name', () => {
    expect(findModelPrice(BUILT_IN_PRICES, 'chatOpenAI', 'gpt-7-turbo')).toBeUndefined();
    // A variant is not its base model: only snapshot suffixes are stripped.
    expect(findModelPrice(BUILT_IN_PRICES, 'chatOpenAI', 'gpt-4o-audio-preview')).toBeUndefined();
    expect(findModelPrice(BUILT_IN_PRICES, 'chatOpenAI', 'claude-3-5-haiku')).toBeUndefined();
    // Azure deployments and OpenAI-compatible hosts are priced only by an operator.
    expect(findModelPrice(BUILT_IN_PRICES, 'azureChatOpenAI', 'gpt-4o')).toBeUndefined();
    expect(findModelPrice(BUILT_IN_PRICES, 'chatOpenRouter', 'gpt-4o')).toBeUndefined();
    expect(findModelPrice(BUILT_IN_PRICES, 'chatOpenAI', '')).toBeUndefined();
  });
});

describe('mergePriceTables', () => {
  const over = {
    openai: { asOf: '2026-01-01', models: { 'gpt-4o': { inputPer1M: 2, outputPer1M: 8 } } },
    azureChatOpenAI: { models: { 'my-gpt4o-deployment': { inputPer1M: 2.75, outputPer1M: 11 } } },
  };
  const merged = mergePriceTables(BUILT_IN_PRICES, over);

  it('overrides a built-in price and keeps the rest of that list', () => {
    expect(findModelPrice(merged, 'chatOpenAI', 'gpt-4o')?.inputPer1M).toBe(2);
    expect(findModelPrice(merged, 'chatOpenAI', 'gpt-4o-2024-11-20')?.inputPer1M).toBe(2);
    expect(findModelPrice(merged, 'chatOpenAI', 'gpt-4o-mini')?.inputPer1M).toBe(0.15);
    expect(merged.openai?.asOf).toBe('2026-01-01');
    expect(merged.openai?.source).toBe(BUILT_IN_PRICES.openai?.source);
  });

  it('adds a list for a provider the table does not price', () => {
    expect(findModelPrice(merged, 'azureChatOpenAI', 'my-gpt4o-deployment')).toMatchObject({
      inputPer1M: 2.75,
      list: 'azureChatOpenAI',
    });
  });

  it('leaves the built-in table unchanged', () => {
    expect(findModelPrice(BUILT_IN_PRICES, 'chatOpenAI', 'gpt-4o')?.inputPer1M).toBe(2.5);
  });
});
