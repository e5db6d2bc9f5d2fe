import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCounter } from '../../host/server/db/QueryCounter.ts';
import { nodes as chatflowNodes } from '../../plugins/chatflow/definitions.ts';
import { nodes as multiagentNodes } from '../../plugins/multiagent/definitions.ts';
import { sampleFlows } from '../../plugins/multiagent/common/sampleFlows.ts';
import { type EngineHarness, startEngineHarness } from './engineHarness.ts';
import { openTestDatabase } from './testDatabase.ts';
import { envForFile } from './withEnv.ts';

/**
 * Issue 16: a prediction's database work is the same whatever the flow's history, and a run makes
 * at most three commits (question + execution, at most one checkpoint, answer + final record);
 * a Start -> LLM run two (Start's checkpoint is made before the opening commit and goes in it),
 * on PGlite in two messages to its thread.
 * Measured by counting what the server's database handle sends, not by timing.
 */
const counter = new QueryCounter();
let h: EngineHarness;
let kind: string;

// Caches live until a change is heard, not until a loaded machine's clock says so (counts stay exact).
envForFile({ ROW_CACHE_SECONDS: '3600', SESSION_CACHE_SECONDS: '3600' });
beforeAll(async () => {
  const database = await openTestDatabase({ counter });
  kind = database.kind;
  h = await startEngineHarness({ database });
});
afterAll(() => h?.close());

async function predict(flowId: string, body: Record<string, unknown>) {
  counter.reset();
  const res = await h.call('POST', `/prediction/${flowId}`, body);
  expect(res.status, res.text).toBe(200);
  // The route answers once the run's records are written; nothing else is left in flight.
  return counter.snapshot();
}

/** Earlier runs of the flow: executions and chat messages, in this session and in others. */
async function addHistory(flowId: string, sessionId: string, runs: number) {
  const { db } = h.server.app.brains;
  await sql`
    insert into execution (id, workspace_id, agentflow_id, session_id, state, execution_data, run_state, created_date)
    select gen_random_uuid()::text, 'default', ${flowId}, case when i % 2 = 0 then ${sessionId} else 'other-' || i end,
           'FINISHED', '[]', '{"state":{}}', now() - (i || ' seconds')::interval
    from generate_series(1, ${runs}) as i`.execute(db);
  await sql`
    insert into chat_message (id, workspace_id, chatflow_id, chat_id, session_id, role, content, created_date)
    select gen_random_uuid()::text, 'default', ${flowId}, 'chat-' || (i % 50), case when i % 2 = 0 then ${sessionId} else 'other-' || i end,
           case when i % 2 = 0 then 'userMessage' else 'apiMessage' end, 'earlier message ' || i,
           now() - (i || ' seconds')::interval
    from generate_series(1, ${runs}) as i`.execute(db);
}

describe('database work per prediction', () => {
  for (const streaming of [false, true]) {
    it(`${streaming ? 'streamed' : 'plain'}: at most 3 commits, the same statements with 10 or 4,000 earlier runs`, async () => {
      const flowId = await h.createLlmFlow();
      const sessionId = `s-${streaming}`;
      const body = { question: 'hello', streaming, chatId: sessionId };
      h.llm.enqueue({ text: 'warm-up' });
      await predict(flowId, body); // the first run of an instance sweeps interrupted runs once

      await addHistory(flowId, sessionId, 10);
      h.llm.enqueue({ text: 'answer' });
      const few = await predict(flowId, body);
      expect(few.commits).toBeLessThanOrEqual(3);

      await addHistory(flowId, sessionId, 4_000);
      h.llm.enqueue({ text: 'answer' });
      const many = await predict(flowId, body);
      expect(many.commits).toBeLessThanOrEqual(3);
      expect(many.statements).toBe(few.statements);
      // begin + execution with Start's checkpoint + question + commit; begin + final record + answer + commit
      expect(few.statements).toBeLessThanOrEqual(8);
      expect(many.commits).toBeLessThanOrEqual(2);
      // On PGlite the opening and the closing transaction are one message each (pipelineWrites).
      if (kind === 'pglite') expect(many.roundTrips).toBeLessThanOrEqual(2);
    });
  }

  it('a multi-agent run: question and execution in one commit, its final record and answer in one', async () => {
    const defs = new Map([...multiagentNodes, ...chatflowNodes].map((d) => [d.name, d]));
    const team = sampleFlows((n) => defs.get(n), { basepath: h.llm.baseURL }, h.credentialId).supervisorTeam;
    const made = await h.call('POST', '/chatflows', {
      name: 'Counted team',
      type: 'MULTIAGENT',
      flowData: JSON.stringify(team),
    });
    expect(made.status, made.text).toBe(201);
    const route = (next: string) => ({
      toolCalls: [{ name: 'route', arguments: { reasoning: `pick ${next}`, next, instructions: '' } }],
    });
    const ask = () => {
      h.llm.enqueue(route('Mathematician'), { text: 'It is 42.' }, route('FINISH'));
      return predict(made.body.id, { question: 'What is 6 times 7?', chatId: 'counted-team' });
    };
    await ask(); // the first run of a kind sweeps interrupted runs once
    const counted = await ask();
    expect(counted.commits).toBe(2);
  });

  it('the lookups a prediction makes in its history use an index, not a scan of every earlier run', async () => {
    const { db } = h.server.app.brains;
    const flowId = await h.createLlmFlow();
    await addHistory(flowId, 'indexed', 4_000);
    await sql`analyze execution`.execute(db);
    const plan = await sql<{ 'QUERY PLAN': string }>`
      explain select * from execution
      where workspace_id = 'default' and agentflow_id = ${flowId} and session_id = 'indexed'
      order by created_date desc limit 1`.execute(db);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Scan Backward using execution_session_latest_idx/);
    expect(text).not.toMatch(/\bSort\b/);
  });
});
