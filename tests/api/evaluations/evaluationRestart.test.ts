import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startOpenAITestServer } from '../../llm/openaiTestServer.ts';
import { apiCall } from '../apiCall.ts';
import { startNode, testModelCredential } from '../engineHarness.ts';
import { flowEdge, flowNode } from '../../../host/server/engine/testFlow.ts';
import { listenOnDataDir } from '../listenOnDataDir.ts';
import { createSession } from '../startTestServer.ts';
import { finished, scriptedModel, sumRows } from './evaluationHarness.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f().catch(() => {});
});

describe('a server stopped in the middle of an evaluation', { timeout: 240_000 }, () => {
  it('resumes the run when it starts again, running only the rows not done', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bs-eval-restart-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const template = inject('pgliteTemplate');
    if (template) await cp(template, join(dataDir, 'pgdata'), { recursive: true });
    const llm = await startOpenAITestServer();
    cleanup.push(() => llm.close());

    const first = await listenOnDataDir(dataDir);
    cleanup.push(() => first.app.close());
    const a = createSession(first.url);
    const call = (method: string, path: string, body?: unknown) => apiCall(a, method, path, body);
    const { model } = await testModelCredential(a, llm.baseURL, 'sk-eval-restart');
    const flow = await call('POST', '/chatflows', {
      name: 'sums',
      type: 'AGENTFLOW',
      flowData: JSON.stringify({
        nodes: [startNode(), flowNode('llmAgentflow_0', 'llmAgentflow', model('llm'))],
        edges: [flowEdge('startAgentflow_0', 'llmAgentflow_0')],
      }),
    });
    expect(flow.status, flow.text).toBe(201);
    const set = await call('POST', '/datasets/set', { name: 'sums', rows: sumRows(6) });
    const check = await call('POST', '/evaluators', {
      name: 'has the sum',
      type: 'text',
      config: { operator: 'contains', value: '{{expectedOutput}}' },
    });

    // two rows answer at once; the third waits at the model until the server has stopped
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    llm.setResponder(async (req) => {
      if (llm.requests.length > 2) await gate;
      return scriptedModel(req);
    });
    const run = await call('POST', '/evaluations', {
      name: 'restart',
      datasetId: set.body.id,
      flowIds: [flow.body.id],
      evaluatorIds: [check.body.id],
      concurrency: 1,
    });
    expect(run.status, run.text).toBe(201);
    await expect.poll(() => llm.requests.length, { timeout: 60_000 }).toBe(3);
    await first.app.close();
    release();

    const second = await listenOnDataDir(dataDir);
    cleanup.push(() => second.app.close());
    const b = createSession(second.url);
    const done = await finished((m, p, body) => apiCall(b, m, p, body), run.body.id);
    expect(done.status).toBe('completed');
    // rows 1-3 and 5-6 hold their sum; row 4 gets "I don't know"
    expect(done.summary).toMatchObject({ total: 6, done: 6, passed: 5, failed: 1, errors: 0 });
    // the two rows finished before the stop were not asked again: 2 + the cut one + 4 after
    expect(llm.requests.length).toBe(7);
  });
});
