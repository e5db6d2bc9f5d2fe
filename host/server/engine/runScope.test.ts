import { describe, expect, it } from 'vitest';
import { type RunScopeOptions, runHistory, runScope } from './runScope.ts';
import { emptySnapshot } from './runSnapshot.ts';

const past = { role: 'user' as const, content: 'before' };
const now = { role: 'assistant' as const, content: 'this run' };
const options: RunScopeOptions = {
  flowId: 'f1',
  vars: { v: '1' },
  input: { question: 'q?', sessionId: 's1', chatId: 'c1', history: [past] },
};

describe('runScope', () => {
  it('shows past history unless cleared, then this run’s messages', () => {
    const snap = emptySnapshot();
    snap.runtimeHistory = [now];
    expect(runHistory(options, snap)).toEqual([past, now]);
    snap.historyCleared = true;
    expect(runHistory(options, snap)).toEqual([now]);
  });

  it('exposes the run as templates read it, with a copy of the state', () => {
    const snap = emptySnapshot();
    snap.state = { k: 'v' };
    snap.loopCounts = { loop_0: 1, loop_1: 3 };
    snap.outputs = { llm_0: { content: 'hi' } };
    const scope = runScope(options, snap, { value: null });
    expect(scope).toMatchObject({
      question: 'q?',
      chatHistory: [past],
      runtimeMessagesLength: 0,
      vars: { v: '1' },
      flow: { sessionId: 's1', chatId: 'c1', chatflowId: 'f1', state: { k: 'v' }, input: 'q?' },
      iteration: { value: null },
      loopCount: 3,
    });
    expect(scope.nodeOutput?.('llm_0')).toEqual({ content: 'hi' });
    (scope.flow?.state as Record<string, unknown>).k = 'changed';
    expect(snap.state).toEqual({ k: 'v' });
    expect('iteration' in runScope(options, snap)).toBe(false);
  });
});
