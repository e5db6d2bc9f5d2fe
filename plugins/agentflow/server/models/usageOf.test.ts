import { describe, expect, it } from 'vitest';
import { addUsage, usageOf } from './usageOf.ts';

const gpt = { provider: 'chatOpenAI', modelName: 'gpt-4o-mini' };
const claude = { provider: 'chatAnthropic', modelName: 'claude-3-5-haiku-latest' };

describe('usageOf', () => {
  it('records the tokens with the model that used them', () => {
    expect(usageOf({ inputTokens: 11, outputTokens: 4 }, gpt)).toEqual({
      inputTokens: 11,
      outputTokens: 4,
      totalTokens: 15,
      provider: 'chatOpenAI',
      model: 'gpt-4o-mini',
    });
    expect(usageOf(undefined)).toEqual({ inputTokens: 0, outputTokens: 0, totalTokens: 0 });
  });
});

describe('addUsage', () => {
  it('keeps one model as provider/model (an agent loop calls the same model each round)', () => {
    const rounds = [
      usageOf({ inputTokens: 10, outputTokens: 2 }, gpt),
      usageOf({ inputTokens: 20, outputTokens: 3 }, gpt),
    ];
    const sum = rounds.reduce(addUsage, usageOf(undefined));
    expect(sum).toEqual({
      inputTokens: 30,
      outputTokens: 5,
      totalTokens: 35,
      provider: 'chatOpenAI',
      model: 'gpt-4o-mini',
    });
  });
  it('lists each model when several contributed', () => {
    const sum = addUsage(
      addUsage(
        usageOf({ inputTokens: 10, outputTokens: 2 }, gpt),
        usageOf({ inputTokens: 5, outputTokens: 1 }, claude),
      ),
      usageOf({ inputTokens: 1, outputTokens: 1 }, gpt),
    );
    expect(sum).toEqual({
      inputTokens: 16,
      outputTokens: 4,
      totalTokens: 20,
      models: [
        { provider: 'chatOpenAI', model: 'gpt-4o-mini', inputTokens: 11, outputTokens: 3, totalTokens: 14 },
        {
          provider: 'chatAnthropic',
          model: 'claude-3-5-haiku-latest',
          inputTokens: 5,
          outputTokens: 1,
          totalTokens: 6,
        },
      ],
    });
  });
  it('keeps tokens without a model apart instead of giving them to a model', () => {
    const sum = addUsage(
      { inputTokens: 7, outputTokens: 0, totalTokens: 7 },
      usageOf({ inputTokens: 1 }, gpt),
    );
    expect(sum.model).toBeUndefined();
    expect(sum.models?.map((m) => [m.model, m.totalTokens])).toEqual([
      ['', 7],
      ['gpt-4o-mini', 1],
    ]);
  });
});
