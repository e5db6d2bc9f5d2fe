import { describe, expect, it } from 'vitest';
import { engineHarness } from '../engineHarness.ts';
import { createChatflow, finished, scriptedModel, sumRows } from './evaluationHarness.ts';

const h = engineHarness();

async function evaluators() {
  const text = await h.call('POST', '/evaluators', {
    name: 'has the sum',
    type: 'text',
    config: { operator: 'contains', value: '{{expectedOutput}}' },
  });
  const numeric = await h.call('POST', '/evaluators', {
    name: 'short',
    type: 'numeric',
    config: { measure: 'length', operator: 'lessThan', value: 50 },
  });
  const judge = await h.call('POST', '/evaluators', {
    name: 'judge',
    type: 'llm',
    config: { ...llmConfig(), rubric: 'The answer states the right sum.', passGrade: 4 },
  });
  for (const r of [text, numeric, judge]) expect(r.status, r.text).toBe(201);
  return [text.body.id, numeric.body.id, judge.body.id] as string[];
}

function llmConfig() {
  const m = h.model('judge');
  return { model: m.judgeModel, modelConfig: m.judgeModelConfig };
}

describe('an evaluation of two flows on a 20-row dataset', { timeout: 180_000 }, () => {
  it('runs every row on both flows, with three kinds of evaluator, and adds the results up', async () => {
    h.llm.setResponder(scriptedModel);
    const agentflow = await h.createLlmFlow();
    const chatflow = await createChatflow(h.call, h.credentialId, h.llm.baseURL);
    const set = await h.call('POST', '/datasets/set', { name: 'sums', rows: sumRows(20) });
    expect(set.status, set.text).toBe(201);
    expect(set.body.rowCount).toBe(20);
    const evaluatorIds = await evaluators();

    const created = await h.call('POST', '/evaluations', {
      name: 'sums',
      datasetId: set.body.id,
      flowIds: [agentflow, chatflow],
      evaluatorIds,
      concurrency: 3,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.summary.total).toBe(40);
    const run = await finished(h.call, created.body.id);
    expect(run.status).toBe('completed');
    const s = run.summary;
    expect({ done: s.done, passed: s.passed, failed: s.failed, errors: s.errors }).toEqual({
      done: 40,
      passed: 30,
      failed: 10,
      errors: 0,
    });
    expect(s.passRate).toBe(0.75);
    const by = Object.fromEntries(s.perEvaluator.map((e: { name: string }) => [e.name, e]));
    expect(by['has the sum']).toMatchObject({ passed: 30, failed: 10 });
    expect(by.short).toMatchObject({ passed: 40, failed: 0 });
    expect(by.judge).toMatchObject({ passed: 30, failed: 10 });
    for (const f of s.perFlow) expect(f).toMatchObject({ passed: 15, failed: 5, errors: 0 });
    expect(s.totalTokens).toBeGreaterThan(0);
    expect(s.totalCostUsd).toBeGreaterThan(0);

    // rows are paged and filterable; an agent flow's row links to its execution trace
    const failedRows = await h.call('GET', `/evaluations/${run.id}/results?status=failed&limit=4&page=2`);
    expect(failedRows.body.total).toBe(10);
    expect(failedRows.body.results).toHaveLength(4);
    const one = await h.call(
      'GET',
      `/evaluations/${run.id}/results?flowId=${agentflow}&search=${encodeURIComponent('What is 8 +')}`,
    );
    expect(one.body.total).toBe(1);
    const row = one.body.results[0];
    expect(row).toMatchObject({ status: 'failed', actualOutput: "I don't know", expectedOutput: '16' });
    expect(row.verdicts.map((v: { pass: boolean }) => v.pass)).toEqual([false, true, false]);
    expect(row.verdicts[2].grade).toBe(2);
    expect(row.tokens).toBe(15);
    expect(row.latencyMs).toBeGreaterThanOrEqual(0);
    expect((await h.call('GET', `/executions/${row.executionId}`)).status).toBe(200);
    // evaluation runs are not chat exchanges of the flow
    expect((await h.call('GET', `/chatmessage/${agentflow}`)).body).toEqual([]);

    // run again after the model learned to add every fourth sum: a second version, compared
    h.llm.setResponder((req) => {
      const reply = scriptedModel(req);
      return 'text' in reply && reply.text === "I don't know" ? { text: 'Got it: 8 8 8 8 8 8' } : reply;
    });
    const again = await h.call('POST', `/evaluations/run-again/${run.id}`);
    expect(again.status, again.text).toBe(201);
    expect(again.body).toMatchObject({ version: 2, groupId: run.groupId });
    const second = await finished(h.call, again.body.id);
    // only row 4 (expects 8) now contains its sum; the other wrong rows still fail
    expect(second.summary.passed).toBe(32);
    const versions = await h.call('GET', `/evaluations/versions/${run.id}`);
    expect(versions.body.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const diff = await h.call('GET', `/evaluations/${second.id}/compare/${run.id}`);
    expect(diff.body.counts).toMatchObject({ fixed: 2, broke: 0, output: 8, same: 30 });

    // editing the dataset makes the first run outdated
    expect((await h.call('GET', `/evaluations/is-outdated/${second.id}`)).body.isOutdated).toBe(false);
    await h.call('POST', '/datasets/rows', {
      datasetId: set.body.id,
      input: 'What is 21 + 21?',
      expectedOutput: '42',
    });
    const outdated = await h.call('GET', `/evaluations/is-outdated/${second.id}`);
    expect(outdated.body).toMatchObject({ isOutdated: true, dataset: { changed: true } });
  });

  it('a flow that fails gives error rows, not a failed run; cancel stops a run', async () => {
    h.llm.setResponder(() => ({ error: { status: 500, message: 'model down' } }));
    const flow = await h.createLlmFlow();
    const set = await h.call('POST', '/datasets/set', { name: 'errors', rows: sumRows(3) });
    const created = await h.call('POST', '/evaluations', {
      name: 'errors',
      datasetId: set.body.id,
      flowIds: [flow],
    });
    const run = await finished(h.call, created.body.id);
    expect(run.status).toBe('completed');
    expect(run.summary).toMatchObject({ errors: 3, passed: 0, failed: 0, passRate: null });
    const rows = await h.call('GET', `/evaluations/${run.id}/results`);
    expect(rows.body.results[0].error).toBeTruthy();

    // a run held at its first model call, then cancelled
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    h.llm.setResponder(async (req) => {
      await held;
      return scriptedModel(req);
    });
    const big = await h.call('POST', '/datasets/set', { name: 'big', rows: sumRows(30) });
    const slow = await h.call('POST', '/evaluations', {
      name: 'slow',
      datasetId: big.body.id,
      flowIds: [flow],
      concurrency: 1,
    });
    await expect.poll(() => h.llm.requests.length, { timeout: 60_000 }).toBeGreaterThan(0);
    expect((await h.call('POST', `/evaluations/${slow.body.id}/cancel`)).status).toBe(200);
    release();
    const cancelled = await finished(h.call, slow.body.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.summary.done).toBeLessThan(30);
    expect((await h.call('POST', `/evaluations/${slow.body.id}/cancel`)).status).toBe(409);
  });
});
