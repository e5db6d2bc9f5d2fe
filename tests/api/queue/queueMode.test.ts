import { type ChildProcess, spawn } from 'node:child_process';
import { QueueEvents } from 'bullmq';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowNode } from '../../../host/server/engine/testFlow.ts';
import { startOpenAITestServer, type OpenAITestServer } from '../../llm/openaiTestServer.ts';
import { apiCall } from '../apiCall.ts';
import { parseSse } from '../engineHarness.ts';
import { finished } from '../evaluations/evaluationHarness.ts';
import { TEST_REDIS_URL } from '../../redis/testRedis.ts';
import { createSession, startTestServer, type TestServer } from '../startTestServer.ts';
import { withEnv } from '../withEnv.ts';
import {
  insertFlow,
  modelOf,
  type QueueInstallation,
  queueInstallation,
  queueServicesReachable,
} from './queueCluster.ts';

const reachable = await queueServicesReachable();

describe.skipIf(!reachable)('queue mode in one process: two instances and a worker on one Redis', () => {
  let q: QueueInstallation;
  let a: TestServer;
  let b: TestServer;
  let llm: OpenAITestServer;
  let model: Awaited<ReturnType<typeof modelOf>>;
  beforeAll(async () => {
    llm = await startOpenAITestServer();
    q = await queueInstallation();
    a = await q.instance();
    [b] = await Promise.all([q.instance(), q.instance({ worker: 2 })]);
    model = await modelOf(a, llm.baseURL);
  });
  afterAll(async () => {
    await q?.close();
    await llm?.close();
  });

  it('answers readiness with the database, Redis and the queue depth (public, nothing secret)', async () => {
    const res = await a.anonymousFetch('/api/v1/ready');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'ready',
      mode: 'queue',
      database: { ok: true },
      redis: { ok: true },
      queue: { waiting: 0, active: 0 },
    });
    expect(JSON.stringify(body)).not.toContain('redis://');
  });

  it('a flow rate limit holds across instances', async () => {
    const flow = await insertFlow(a, [flowNode('llmAgentflow_0', 'llmAgentflow', model('llm'))], {
      api_config: JSON.stringify({
        rateLimit: { status: true, limitMax: 2, limitDuration: 3600, limitMsg: 'slow down' },
      }),
    });
    const ask = (s: TestServer) =>
      apiCall({ fetch: s.anonymousFetch }, 'POST', `/prediction/${flow}`, { question: 'hi' });
    const first = await ask(a);
    expect(first.text).toContain('echo: hi');
    expect((await ask(b)).status).toBe(200);
    const third = await ask(a);
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('slow down');
  });

  it('a prediction accepted by an instance runs on the worker; its stream reaches the client', async () => {
    const flow = await insertFlow(a, [flowNode('llmAgentflow_0', 'llmAgentflow', model('llm'))]);
    const plain = await apiCall({ fetch: a.anonymousFetch }, 'POST', `/prediction/${flow}`, {
      question: 'plain',
    });
    expect(plain.status).toBe(200);
    expect(plain.body.text).toBe('echo: plain');
    const streamed = await apiCall({ fetch: b.anonymousFetch }, 'POST', `/prediction/${flow}`, {
      question: 'stream me please',
      streaming: true,
    });
    const events = parseSse(streamed.text);
    const tokens = events
      .filter((e) => e.event === 'token')
      .map((e) => e.data)
      .join('');
    expect(tokens).toBe('echo: stream me please');
    expect(events[0]?.event).toBe('start');
    expect(events.at(-1)).toEqual({ event: 'end', data: '[DONE]' });
    const metadata = events.find((e) => e.event === 'metadata')?.data as { executionId: string };
    const execution = await apiCall(a, 'GET', `/executions/${metadata.executionId}`);
    expect(execution.body.state).toBe('FINISHED');
  });

  it('a session signed out through one instance stops working on the other at once, not when its cache ages out', async () => {
    await withEnv({ SESSION_CACHE_SECONDS: '3600' }, async () => {
      const user = await a.createUser({ role: 'member' });
      // The same browser on instance B (a copy of its cookies: signing out clears the original's).
      const onB = createSession(b.url, new Map(user.session.cookies));
      expect((await onB.fetch('/api/v1/auth/me')).status).toBe(200);
      expect((await onB.fetch('/api/v1/auth/me')).status).toBe(200); // now from B's cache
      const out = await user.session.fetch('/api/v1/account/logout', { method: 'POST' });
      expect(out.status).toBeLessThan(300);
      await expect.poll(async () => (await onB.fetch('/api/v1/auth/me')).status).toBe(401);
    });
  });

  it("a variable changed through one instance reaches the worker's cached rows, not when they age out", async () => {
    await withEnv({ ROW_CACHE_SECONDS: '3600' }, async () => {
      const created = await apiCall(a, 'POST', '/variables', {
        name: 'queueWho',
        value: 'Ann',
        type: 'static',
      });
      expect(created.status, created.text).toBe(201);
      const flow = await insertFlow(a, [
        flowNode('directReplyAgentflow_0', 'directReplyAgentflow', {
          directReplyMessage: 'hi {{$vars.queueWho}}',
        }),
      ]);
      const ask = async () =>
        (await apiCall({ fetch: b.anonymousFetch }, 'POST', `/prediction/${flow}`, { question: 'x' })).body
          .text;
      expect(await ask()).toBe('hi Ann');
      expect(await ask()).toBe('hi Ann'); // from the worker's cache now
      // Instance A runs no prediction (caches no variables) and still tells the others.
      const put = await apiCall(a, 'PUT', `/variables/${created.body.id}`, { value: 'Bob' });
      expect(put.status, put.text).toBe(200);
      await expect.poll(ask).toBe('hi Bob');
    });
  });

  it("a prediction's commits (execution, chat messages) tell the other instances nothing; a cached table's do", async () => {
    const listener: RedisClientType = createClient({ url: TEST_REDIS_URL });
    await listener.connect();
    const heard: string[] = [];
    await listener.subscribe(`${q.env.QUEUE_PREFIX}:table-writes`, (text) => {
      heard.push(...(JSON.parse(text) as { tables: string[] }).tables);
    });
    try {
      const flow = await insertFlow(a, [
        flowNode('directReplyAgentflow_0', 'directReplyAgentflow', { directReplyMessage: 'quiet' }),
      ]);
      await expect.poll(() => heard).toContain('chat_flow');
      heard.length = 0;
      for (const question of ['one', 'two']) {
        const asked = await apiCall({ fetch: a.anonymousFetch }, 'POST', `/prediction/${flow}`, { question });
        expect(asked.body.text).toBe('quiet');
      }
      const marker = await apiCall(a, 'POST', '/variables', {
        name: 'queueMarker',
        value: '1',
        type: 'static',
      });
      expect(marker.status, marker.text).toBe(201);
      await expect.poll(() => heard).toContain('variable');
      expect(heard).toEqual(['variable']);
    } finally {
      await listener.quit();
    }
  });

  it("a worker's refusal comes back with its status: resuming a session with nothing paused is 404", async () => {
    const flow = await insertFlow(a, [flowNode('llmAgentflow_0', 'llmAgentflow', model('llm'))]);
    const none = await apiCall({ fetch: a.anonymousFetch }, 'POST', `/prediction/${flow}`, {
      question: '',
      overrideConfig: { sessionId: 'nothing-paused' },
      humanInput: { type: 'proceed' },
    });
    expect(none.status).toBe(404);
    expect(none.body.message).toMatch(/No paused or interrupted execution/);
  });

  it('the executions page reads the queue: counts and the failed job, from any instance, no data', async () => {
    const res = await apiCall(b, 'GET', '/queue');
    expect(res.status, res.text).toBe(200);
    expect(res.body.mode).toBe('queue');
    expect(res.body.counts.failed).toBeGreaterThanOrEqual(1);
    const refused = res.body.failed.find((j: { reason: string }) =>
      /No paused or interrupted/.test(j.reason),
    );
    expect(refused).toMatchObject({ kind: 'prediction', attempts: expect.any(Number) });
    expect(refused.failedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(refused).not.toHaveProperty('data');
    expect((await a.anonymousFetch('/api/v1/queue')).status).toBe(401);
  });
});

describe.skipIf(!reachable)('an evaluation in queue mode', () => {
  let q: QueueInstallation;
  let a: TestServer;
  let llm: OpenAITestServer;
  let events: QueueEvents;
  let redis: RedisClientType;
  beforeAll(async () => {
    llm = await startOpenAITestServer();
    q = await queueInstallation();
    a = await q.instance();
    await q.instance({ worker: 2 });
    redis = (await createClient({ url: TEST_REDIS_URL }).connect()) as RedisClientType;
    events = new QueueEvents('jobs', { connection: redis, prefix: q.env.QUEUE_PREFIX as string });
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await events?.close();
    await redis?.quit();
    await q?.close();
    await llm?.close();
  });

  it('runs as one evaluation job on the worker, its rows there too', async () => {
    const completed: string[] = [];
    events.on('completed', ({ jobId }) => completed.push(jobId));
    const model = await modelOf(a, llm.baseURL);
    const flow = await insertFlow(a, [flowNode('llmAgentflow_0', 'llmAgentflow', model('llm'))]);
    const rows = ['one', 'two', 'three'].map((w) => ({ input: w, expectedOutput: `echo: ${w}` }));
    const set = await apiCall(a, 'POST', '/datasets/set', { name: 'echo', rows });
    expect(set.status, set.text).toBe(201);
    const evaluator = await apiCall(a, 'POST', '/evaluators', {
      name: 'echoes',
      type: 'text',
      config: { operator: 'contains', value: '{{expectedOutput}}' },
    });
    const created = await apiCall(a, 'POST', '/evaluations', {
      name: 'queued',
      datasetId: set.body.id,
      flowIds: [flow],
      evaluatorIds: [evaluator.body.id],
      concurrency: 2,
    });
    expect(created.status, created.text).toBe(201);
    const run = await finished((m, path, body) => apiCall(a, m, path, body), created.body.id);
    expect(run.status).toBe('completed');
    expect(run.summary).toMatchObject({ done: 3, passed: 3, errors: 0 });
    // One job went through the queue, the evaluation (the instance runs none itself); its rows
    // ran on the worker that holds it, not as jobs of their own.
    await expect.poll(() => completed).toEqual([`evaluation-${created.body.id}`]);
  });
});

describe.skipIf(!reachable)('readiness when Redis goes away', () => {
  let redis: ChildProcess | undefined;
  let q: QueueInstallation | undefined;
  afterAll(async () => {
    redis?.kill('SIGKILL');
    await q?.close().catch(() => {});
  });

  it('answers 503 naming Redis as down, 200 while it answers', async () => {
    // A Redis server of this test's own (port from the queue tests' range), stopped mid-test.
    const port = 3450 + Math.floor(Math.random() * 40);
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const url = `redis://127.0.0.1:${port}`;
    await expect
      .poll(async () => {
        const { redisReachable } = await import('../../redis/testRedis.ts');
        return redisReachable(url);
      })
      .toBe(true);
    q = await queueInstallation({ REDIS_URL: url });
    const server = await q.instance();
    expect((await server.anonymousFetch('/api/v1/ready')).status).toBe(200);
    redis.kill('SIGKILL');
    await expect
      .poll(async () => {
        const res = await server.anonymousFetch('/api/v1/ready');
        return { status: res.status, body: await res.json() };
      })
      .toMatchObject({
        status: 503,
        body: { status: 'unavailable', database: { ok: true }, redis: { ok: false } },
      });
  });
});

describe('readiness in the default mode', () => {
  it('reports the database only', async () => {
    const server = await startTestServer();
    try {
      const res = await server.anonymousFetch('/api/v1/ready');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ready', mode: 'single', database: { ok: true } });
      const queue = await apiCall(server, 'GET', '/queue');
      expect(queue.body).toEqual({
        mode: 'in-process',
        counts: { waiting: 0, active: 0, delayed: 0, failed: 0 },
        failed: [],
      });
    } finally {
      await server.close();
    }
  });
});
