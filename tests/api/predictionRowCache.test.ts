import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCounter } from '../../host/server/db/QueryCounter.ts';
import { type EngineHarness, edge, node, startEngineHarness, startNode } from './engineHarness.ts';
import { openTestDatabase } from './testDatabase.ts';
import { envForFile } from './withEnv.ts';

/**
 * Issue 16: the rows on a prediction's first-token path (its flow, the workspace's variables, the
 * model's credential) are cached, and every change to them applies to the very next prediction.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
const counter = new QueryCounter();
let h: EngineHarness;

// Caches live until a change is heard, not until a loaded machine's clock says so (counts stay exact).
envForFile({ ROW_CACHE_SECONDS: '3600', SESSION_CACHE_SECONDS: '3600' });
beforeAll(async () => {
  h = await startEngineHarness({ database: await openTestDatabase({ counter }) });
});
afterAll(() => h?.close());

async function predict(flowId: string, reply = 'answer') {
  h.llm.enqueue({ text: reply });
  counter.reset();
  const res = await h.call('POST', `/prediction/${flowId}`, { question: 'hello' });
  expect(res.status, res.text).toBe(200);
  return { text: res.body.text as string, statements: counter.snapshot().statements };
}

/** Start -> Direct Reply of `message` (templates resolved). */
function replyFlow(message: string) {
  return JSON.stringify({
    nodes: [
      startNode(),
      node('directReplyAgentflow_0', 'directReplyAgentflow', { directReplyMessage: message }),
    ],
    edges: [edge('startAgentflow_0', 'directReplyAgentflow_0')],
  });
}

/** A commit to each cached table that changes nothing a run sees: the caches are emptied. */
async function touchCachedTables() {
  const { db } = h.server.app.brains;
  await db
    .updateTable('chat_flow')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', 'none')
    .execute();
  await db
    .updateTable('variable')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', 'none')
    .execute();
  await db
    .updateTable('credential')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', 'none')
    .execute();
}

describe('prediction row cache', () => {
  it('a cached prediction sends fewer statements (flow, variables, credential not read again)', async () => {
    const flowId = await h.createLlmFlow();
    await predict(flowId); // the first run of an instance sweeps interrupted runs once
    await touchCachedTables();
    const uncached = await predict(flowId);
    const cached = await predict(flowId);
    // flow row, variables, credential in the reference check and at the model call
    expect(cached.statements).toBeLessThanOrEqual(uncached.statements - 4);
    await touchCachedTables();
    expect((await predict(flowId)).statements).toBe(uncached.statements);
  });

  it('a changed flow, variable or credential applies to the very next prediction', async () => {
    const variable = await h.call('POST', '/variables', { name: 'cachedWho', value: 'Ann', type: 'static' });
    expect(variable.status, variable.text).toBe(201);
    const created = await h.call('POST', '/chatflows', {
      name: 'cached reply',
      type: 'AGENTFLOW',
      flowData: replyFlow('hello {{$vars.cachedWho}}'),
    });
    expect(created.status, created.text).toBe(201);
    const flowId = created.body.id as string;
    expect((await predict(flowId)).text).toBe('hello Ann');
    expect((await predict(flowId)).text).toBe('hello Ann'); // cached now

    const put = await h.call('PUT', `/variables/${variable.body.id}`, { value: 'Bob' });
    expect(put.status, put.text).toBe(200);
    expect((await predict(flowId)).text).toBe('hello Bob');

    const edited = await h.call('PUT', `/chatflows/${flowId}`, {
      flowData: replyFlow('bye {{$vars.cachedWho}}'),
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await predict(flowId)).text).toBe('bye Bob');

    const llmFlow = await h.createLlmFlow();
    await predict(llmFlow);
    await predict(llmFlow);
    const before = h.llm.requests.at(-1)?.headers.authorization;
    expect(before).toBe(`Bearer ${h.apiKeySecret}`);
    const newKey = `sk-rotated-${crypto.randomUUID()}`;
    const cred = await h.call('PUT', `/credentials/${h.credentialId}`, {
      plainDataObj: { openAIApiKey: newKey },
    });
    expect(cred.status, cred.text).toBe(200);
    await predict(llmFlow);
    expect(h.llm.requests.at(-1)?.headers.authorization).toBe(`Bearer ${newKey}`);
    const back = await h.call('PUT', `/credentials/${h.credentialId}`, {
      plainDataObj: { openAIApiKey: h.apiKeySecret },
    });
    expect(back.status, back.text).toBe(200);
  });

  it('a rolled back change is never seen, and a deleted flow or variable is gone at once', async () => {
    const { db } = h.server.app.brains;
    const variable = await h.call('POST', '/variables', { name: 'rolled', value: 'kept', type: 'static' });
    expect(variable.status, variable.text).toBe(201);
    const flowId = await h.createFlow(
      [
        startNode(),
        node('directReplyAgentflow_0', 'directReplyAgentflow', { directReplyMessage: '[{{$vars.rolled}}]' }),
      ],
      [edge('startAgentflow_0', 'directReplyAgentflow_0')],
    );
    expect((await predict(flowId)).text).toBe('[kept]');
    await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('variable')
          .set({ value: 'never' })
          .where('id', '=', variable.body.id)
          .execute();
        await trx
          .updateTable('chat_flow')
          .set({ flow_data: replyFlow('never') })
          .where('id', '=', flowId)
          .execute();
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await predict(flowId)).text).toBe('[kept]');

    expect((await h.call('DELETE', `/variables/${variable.body.id}`)).status).toBe(204);
    expect((await predict(flowId)).text).toBe('[{{$vars.rolled}}]'); // left as written when unknown
    expect((await h.call('DELETE', `/chatflows/${flowId}`)).status).toBeLessThan(300);
    expect((await h.call('POST', `/prediction/${flowId}`, { question: 'hello' })).status).toBe(404);
  });
});
