import { Queue } from 'bullmq';
import { createClient, type RedisClientType } from 'redis';
import { expect } from 'vitest';
import { flowEdge as e, type flowNode as n } from '../../../host/server/engine/testFlow.ts';
import { type OpenAITestServer, startOpenAITestServer } from '../../llm/openaiTestServer.ts';
import { TEST_REDIS_URL } from '../../redis/testRedis.ts';
import { apiCall, type Caller } from '../apiCall.ts';
import { type EngineHarness, startNode, testModelCredential } from '../engineHarness.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createSession } from '../startTestServer.ts';
import { type QueueInstallation, queueInstallation } from './queueCluster.ts';
import { type QueueProcess, queueProcesses } from './queueProcesses.ts';

/** Two server instances and two workers as processes, one browser signed in on both, a model server. */
export interface ProcessCluster {
  q: QueueInstallation;
  llm: OpenAITestServer;
  procs: ReturnType<typeof queueProcesses>;
  a: QueueProcess;
  b: QueueProcess;
  workers: QueueProcess[];
  asA: Caller;
  asB: Caller;
  model: EngineHarness['model'];
  /** The installation's BullMQ queue, to see which worker holds a job. */
  queue: Queue;
  /** An agent flow (Start, then `nodes` in a line unless `edges`), created through A. */
  createFlow(nodes: ReturnType<typeof n>[], edges?: ReturnType<typeof e>[]): Promise<string>;
  /** The worker process holding the job (BullMQ's processedBy names its pid). */
  holderOf(job: { processedBy?: string } | undefined): QueueProcess | undefined;
  close(): Promise<void>;
}

export async function startProcessCluster(): Promise<ProcessCluster> {
  const llm = await startOpenAITestServer();
  // A shorter job lock than the default 30 s, so a killed worker's job is taken over sooner (the
  // test waits for it either way); long enough that a busy machine's live worker keeps its lock.
  const q = await queueInstallation({ QUEUE_LOCK_SECONDS: '10' });
  const procs = queueProcesses({ ...q.env, DATABASE_URL: q.scratch.url, WORKER_CONCURRENCY: '2' });
  // The first instance migrates the database; the others start on it.
  const a = await procs.start('server');
  const [b, ...workers] = await Promise.all([
    procs.start('server'),
    procs.start('worker'),
    procs.start('worker'),
  ]);
  const setup = await apiCall({ fetch: createSession(a.url).fetch }, 'POST', '/organization-setup', {
    name: 'Admin',
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  expect(setup.status).toBe(201);
  // One browser: its session cookie works on either instance (one database, one AUTH_SECRET).
  const cookies = new Map<string, string>();
  const login = await createSession(a.url, cookies).fetch('/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const asA = createSession(a.url, cookies);
  const asB = createSession(b.url, cookies);
  const { model } = await testModelCredential(asA, llm.baseURL, 'sk-queue-proof');
  const redis = createClient({ url: TEST_REDIS_URL }) as RedisClientType;
  await redis.connect();
  const queue = new Queue('jobs', { connection: redis, prefix: q.env.QUEUE_PREFIX });
  return {
    q,
    llm,
    procs,
    a,
    b,
    workers: workers as QueueProcess[],
    asA,
    asB,
    model,
    queue,
    async createFlow(nodes, edges) {
      const line = [startNode(), ...nodes];
      const flowData = { nodes: line, edges: edges ?? nodes.map((x, i) => e(line[i]?.id ?? '', x.id)) };
      const res = await apiCall(asA, 'POST', '/chatflows', {
        name: `proof ${Math.random()}`,
        type: 'AGENTFLOW',
        flowData: JSON.stringify(flowData),
      });
      expect(res.status).toBe(201);
      return res.body.id as string;
    },
    holderOf: (job) => (workers as QueueProcess[]).find((w) => job?.processedBy?.endsWith(`:${w.child.pid}`)),
    async close() {
      await queue.close();
      await redis.quit();
      await procs.stop();
      await q.close();
      await llm.close();
    },
  };
}
