import { describe, expect, it } from 'vitest';
import { engineHarness } from '../engineHarness.ts';

const h = engineHarness();

describe('GET /dashboard', { timeout: 120_000 }, () => {
  it('adds up the period: answers, executions, errors, tokens, feedback, busiest flows and recent runs', async () => {
    const quiet = await h.call('GET', '/dashboard');
    expect(quiet.status, quiet.text).toBe(200);
    expect(quiet.body.totals).toMatchObject({
      predictions: 0,
      executions: 0,
      errors: 0,
      tokens: 0,
      costUsd: null,
    });
    expect(quiet.body.perDay).toHaveLength(7);

    const busy = await h.createLlmFlow();
    const other = await h.createLlmFlow();
    h.llm.enqueue(
      { text: 'one' },
      { text: 'two' },
      { text: 'three' },
      { error: { status: 500, message: 'down' } },
    );
    const first = await h.call('POST', `/prediction/${busy}`, { question: 'q1', chatId: 'c1' });
    expect(first.status, first.text).toBe(200);
    await h.call('POST', `/prediction/${busy}`, { question: 'q2', chatId: 'c1' });
    await h.call('POST', `/prediction/${other}`, { question: 'q3', chatId: 'c2' });
    h.llm.setResponder(() => ({ error: { status: 400, message: 'refused' } }));
    await h.call('POST', `/prediction/${other}`, { question: 'q4', chatId: 'c2' });
    await h.call('POST', `/feedback/${busy}`, {
      chatId: 'c1',
      messageId: first.body.chatMessageId,
      rating: 'THUMBS_UP',
    });

    const d = await h.call('GET', '/dashboard?days=30');
    expect(d.body.days).toBe(30);
    expect(d.body.perDay).toHaveLength(30);
    const t = d.body.totals;
    expect(t.executions).toBe(4);
    expect(t.errors).toBe(1);
    // every run that answered (the failed one records its error as the answer) is an answer
    expect(t.predictions).toBeGreaterThanOrEqual(3);
    // three model answers of 15 tokens each (the test server's default usage)
    expect(t.tokens).toBe(45);
    expect(t.costUsd).toBeGreaterThan(0);
    expect(t.feedback).toEqual({ up: 1, down: 0 });
    // the days add up to the totals (summed, as the runs may straddle a UTC midnight)
    const days = d.body.perDay as { executions: number; errors: number; tokens: number }[];
    const sum = (k: 'executions' | 'errors' | 'tokens') => days.reduce((n, x) => n + x[k], 0);
    expect({ executions: sum('executions'), errors: sum('errors'), tokens: sum('tokens') }).toEqual({
      executions: 4,
      errors: 1,
      tokens: 45,
    });
    expect(d.body.topFlows[0]).toMatchObject({ id: busy, predictions: 2 });
    expect(d.body.recentExecutions).toHaveLength(4);
    expect(d.body.usageSample).toEqual({ read: 4, of: 4 });

    expect((await h.call('GET', '/dashboard?days=5')).status).toBe(400);
  });
});
