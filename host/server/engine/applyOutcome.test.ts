import { describe, expect, it } from 'vitest';
import { applyOutcome } from './applyOutcome.ts';
import type { TokenUsage } from './engineTypes.ts';
import { emptySnapshot } from './runSnapshot.ts';

describe('applyOutcome', () => {
  it('replaces the state for Start, merges updates, appends history and adds up tokens', () => {
    const snap = emptySnapshot();
    snap.state = { old: 1 };
    const usage: TokenUsage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };
    const message = { role: 'assistant' as const, content: 'hi' };
    const tokens = { inputTokens: 3, outputTokens: 4, totalTokens: 7, model: 'm' };
    const extra = applyOutcome(snap, usage, {
      output: {},
      initialState: { a: 1 },
      stateUpdates: { b: 2 },
      chatHistory: [message],
      usage: tokens,
    });
    expect(snap.state).toEqual({ a: 1, b: 2 });
    expect(snap.runtimeHistory).toEqual([message]);
    expect(usage).toEqual({ inputTokens: 4, outputTokens: 5, totalTokens: 9 });
    expect(extra).toEqual({ chatHistory: [message], usageMetadata: tokens });
  });

  it('changes nothing for a bare output; clearHistory marks the past dropped', () => {
    const snap = emptySnapshot();
    const usage: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
    expect(applyOutcome(snap, usage, { output: { content: 'x' }, chatHistory: [] })).toEqual({});
    expect(snap).toEqual(emptySnapshot());
    applyOutcome(snap, usage, { output: {}, clearHistory: true });
    expect(snap.historyCleared).toBe(true);
  });
});
