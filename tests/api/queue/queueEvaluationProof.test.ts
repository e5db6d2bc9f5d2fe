import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowNode as n } from '../../../host/server/engine/testFlow.ts';
import { lastUserText } from '../../llm/openaiTestServer.ts';
import { apiCall } from '../apiCall.ts';
import { finished, scriptedModel, sumRows } from '../evaluations/evaluationHarness.ts';
import { type ProcessCluster, startProcessCluster } from './processCluster.ts';
import { queueServicesReachable } from './queueCluster.ts';

const reachable = await queueServicesReachable();

interface ResultRow {
  input: string;
  status: string;
  error: string | null;
  executionId: string | null;
}

describe.skipIf(!reachable)(
  'queue mode: an evaluation is a job, on worker processes',
  { timeout: 240_000 },
  () => {
    let c: ProcessCluster;
    let flow: string;
    let datasetId: string;
    let evaluatorId: string;
    /** Model requests wait here while `hold` says so; `release` lets them answer. */
    let release = () => {};

    beforeAll(async () => {
      c = await startProcessCluster();
      flow = await c.createFlow([n('llmAgentflow_0', 'llmAgentflow', c.model('llm'))]);
      const set = await apiCall(c.asA, 'POST', '/datasets/set', { name: 'sums', rows: sumRows(6) });
      expect(set.status, set.text).toBe(201);
      datasetId = set.body.id;
      const check = await apiCall(c.asA, 'POST', '/evaluators', {
        name: 'has the sum',
        type: 'text',
        config: { operator: 'contains', value: '{{expectedOutput}}' },
      });
      expect(check.status, check.text).toBe(201);
      evaluatorId = check.body.id;
    }, 300_000);

    afterAll(async () => {
      release();
      await c?.close();
    });

    /** The model answers the sums, but the `nth` requests (1-based) wait until `release`. */
    const holdQuestion = (...nth: number[]) => {
      c.llm.reset();
      const gate = new Promise<void>((r) => {
        release = r;
      });
      c.llm.setResponder(async (req) => {
        if (nth.includes(c.llm.requests.length)) await gate;
        return scriptedModel(req);
      });
    };

    const startThrough = async (caller: ProcessCluster['asA'], name: string) => {
      const run = await apiCall(caller, 'POST', '/evaluations', {
        name,
        datasetId,
        flowIds: [flow],
        evaluatorIds: [evaluatorId],
        concurrency: 1,
      });
      expect(run.status, run.text).toBe(201);
      return run.body.id as string;
    };

    const resultsOf = async (id: string): Promise<ResultRow[]> =>
      (await apiCall(c.asB, 'GET', `/evaluations/${id}/results?limit=100`)).body.results;

    it("started through A it runs on a worker, B reads its status, and B's cancel stops it there", async () => {
      holdQuestion(2);
      const id = await startThrough(c.asA, 'cancelled through B');
      // Row 1 answered, row 2 at the model: the run is under way on a worker.
      await expect.poll(() => c.llm.requests.length, { timeout: 60_000 }).toBe(2);
      const [active] = await c.queue.getActive();
      expect(active?.name).toBe('evaluation');
      expect(active?.id).toBe(`evaluation-${id}`);
      expect(c.holderOf(active)).toBeDefined();
      const seen = await apiCall(c.asB, 'GET', `/evaluations/${id}`);
      expect(seen.body.status).toBe('running');
      await expect
        .poll(async () => (await apiCall(c.asB, 'GET', `/evaluations/${id}`)).body.summary.done)
        .toBe(1);

      const cancelled = await apiCall(c.asB, 'POST', `/evaluations/${id}/cancel`);
      expect(cancelled.status, cancelled.text).toBe(200);
      // The stop reaches the worker: the job ends there (the held row is not answered first).
      await expect.poll(async () => (await c.queue.getJobCounts('active')).active).toBe(0);
      const run = await finished((m, p, body) => apiCall(c.asB, m, p, body), id);
      expect(run.status).toBe('cancelled');
      expect(run.summary).toMatchObject({ total: 6, done: 1 });
      release();
      // No row after the cancel reached the model.
      expect(c.llm.requests).toHaveLength(2);
      expect((await resultsOf(id)).filter((r) => r.status === 'pending')).toHaveLength(5);
    });

    it('kill -9 of the worker holding it: another worker takes it over and runs every row exactly once', async () => {
      holdQuestion(3);
      const id = await startThrough(c.asA, 'survives a worker');
      // Rows 1 and 2 written, row 3 at the model when its worker dies.
      await expect.poll(() => c.llm.requests.length, { timeout: 60_000 }).toBe(3);
      const [active] = await c.queue.getActive();
      expect(active?.id).toBe(`evaluation-${id}`);
      const holder = c.holderOf(active);
      expect(holder, `evaluation held by ${active?.processedBy}`).toBeDefined();
      holder?.child.kill('SIGKILL');

      const run = await finished((m, p, body) => apiCall(c.asB, m, p, body), id);
      expect(run.status).toBe('completed');
      const results = await resultsOf(id);
      expect(results).toHaveLength(6);
      expect(results.filter((r) => r.status === 'pending')).toHaveLength(0);
      // The row in flight on the dead worker is marked, with the execution it opened; not run again.
      const cut = results.filter((r) => r.status === 'error');
      expect(cut.map((r) => r.input)).toEqual(['What is 3 + 3?']);
      expect(cut[0]?.error).toMatch(/^Interrupted/);
      expect(cut[0]?.executionId).toBeTruthy();
      // Every question reached the model exactly once: rows 1-2 before the kill, 3 cut, 4-6 after.
      const asked = c.llm.requests.map((r) => lastUserText(r.body));
      expect([...asked].sort()).toEqual(
        sumRows(6)
          .map((r) => r.input)
          .sort(),
      );
      // Rows 1-3, 5 and 6 hold their sum, row 4 gets "I don't know"; row 3 counts as an error.
      expect(run.summary).toMatchObject({ total: 6, done: 6, passed: 4, failed: 1, errors: 1 });
      // The take-over finished the job: none left waiting, running or failed.
      expect(await c.queue.getJobCounts('waiting', 'active', 'failed')).toEqual({
        waiting: 0,
        active: 0,
        failed: 0,
      });
    });

    it('a worker stopped with SIGTERM hands the evaluation back; another worker finishes it', async () => {
      // The kill above left one worker: a second one to hand over to.
      c.workers.push(await c.procs.start('worker'));
      // Row 2 waits at the model when its worker is stopped, and again when the next worker asks.
      holdQuestion(2, 3);
      const id = await startThrough(c.asB, 'survives a worker stop');
      await expect.poll(() => c.llm.requests.length, { timeout: 60_000 }).toBe(2);
      const [active] = await c.queue.getActive();
      expect(active?.id).toBe(`evaluation-${id}`);
      const holder = c.holderOf(active);
      expect(holder, `evaluation held by ${active?.processedBy}`).toBeDefined();
      const exited = new Promise<number | null>((r) => holder?.child.once('exit', r));
      holder?.child.kill('SIGTERM');
      // It stops without waiting for the held row, having put the job back.
      expect(await exited).toBe(0);
      await expect.poll(() => c.llm.requests.length, { timeout: 60_000 }).toBe(3);
      // Handed back, not taken over: the other worker has it and it never stalled.
      const [again] = await c.queue.getActive();
      expect(again?.id).toBe(`evaluation-${id}`);
      expect(c.holderOf(again)).toBeDefined();
      expect(c.holderOf(again)).not.toBe(holder);
      expect(again?.stalledCounter).toBe(0);
      release();

      const run = await finished((m, p, body) => apiCall(c.asA, m, p, body), id);
      expect(run.status).toBe('completed');
      // The row it stopped stayed pending and ran again on the other worker; nothing is an error.
      expect(run.summary).toMatchObject({ total: 6, done: 6, passed: 5, failed: 1, errors: 0 });
      const asked = c.llm.requests.map((r) => lastUserText(r.body));
      expect(asked.filter((q) => q === 'What is 2 + 2?')).toHaveLength(2);
      expect(asked).toHaveLength(7);
      expect(await c.queue.getJobCounts('waiting', 'active', 'failed')).toEqual({
        waiting: 0,
        active: 0,
        failed: 0,
      });
    });

    it('its workers killed twice: the job is given up and the run marked, not retried again', async () => {
      // Three live workers: the one left above and two more.
      c.workers.push(...(await Promise.all([c.procs.start('worker'), c.procs.start('worker')])));
      holdQuestion(2, 3);
      const id = await startThrough(c.asA, 'loses two workers');
      const killHolder = async () => {
        const [active] = await c.queue.getActive();
        expect(active?.id).toBe(`evaluation-${id}`);
        const holder = c.holderOf(active);
        expect(holder, `evaluation held by ${active?.processedBy}`).toBeDefined();
        holder?.child.kill('SIGKILL');
      };
      await expect.poll(() => c.llm.requests.length, { timeout: 60_000 }).toBe(2);
      await killHolder();
      // Taken over (row 2 marked cut), row 3 at the model when that worker dies too.
      await expect.poll(() => c.llm.requests.length, { timeout: 120_000 }).toBe(3);
      await killHolder();

      const run = await finished((m, p, body) => apiCall(c.asB, m, p, body), id);
      expect(run.status).toBe('error');
      expect(run.error).toMatch(/^Interrupted/);
      expect((await c.queue.getJobCounts('failed')).failed).toBe(1);
      // Marked, not run a third time: rows 4-6 never reached the model.
      expect(c.llm.requests).toHaveLength(3);
      // Row 1 answered, rows 2 and 3 cut (one by each dead worker), rows 4-6 left pending.
      const results = await resultsOf(id);
      expect(results.map((r) => r.status)).toEqual([
        'passed',
        'error',
        'error',
        'pending',
        'pending',
        'pending',
      ]);
      for (const r of results.filter((x) => x.status === 'error')) expect(r.error).toMatch(/^Interrupted/);
    });
  },
);
