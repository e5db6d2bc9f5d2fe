import { randomBytes, randomUUID } from 'node:crypto';
import { openPostgres } from '../../../host/server/db/openDatabase.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../../host/server/db/scratchDatabase.ts';
import { redisReachable, TEST_REDIS_URL, testPrefix } from '../../redis/testRedis.ts';
import { flowEdge, flowNode } from '../../../host/server/engine/testFlow.ts';
import type { FlowEdge, FlowNode } from '../../../node-registry/flow.ts';
import { testModelCredential } from '../engineHarness.ts';
import { startTestServer, type TestServer } from '../startTestServer.ts';

/** The PostgreSQL server queue-mode tests make their shared database on (DATABASE_URL, else the machine's). */
export const QUEUE_PG_SERVER = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';

/** Whether Redis and PostgreSQL both answer; queue-mode tests skip (saying which) otherwise. */
export async function queueServicesReachable(): Promise<boolean> {
  if (!(await redisReachable())) return false;
  try {
    const probe = await createScratchDatabase(QUEUE_PG_SERVER, 'bs_probe');
    await probe.drop();
    return true;
  } catch (err) {
    console.warn(
      `PostgreSQL at ${QUEUE_PG_SERVER} does not answer (${(err as Error).message}): queue-mode tests skipped`,
    );
    return false;
  }
}

/** One installation in queue mode: a database of its own, a Redis key prefix of its own. */
export interface QueueInstallation {
  env: Record<string, string>;
  scratch: ScratchDatabase;
  /** A server instance (buildApp + listen) of the installation; `worker` also runs jobs. */
  instance(options?: { worker?: number }): Promise<TestServer>;
  close(): Promise<void>;
}

/**
 * Every instance of an installation needs the same credential key and token secret (as the README
 * says); in-process instances read them from process.env, child processes get them in theirs.
 */
process.env.CREDENTIAL_KEY ||= randomBytes(32).toString('hex');
process.env.AUTH_SECRET ||= randomBytes(32).toString('hex');

export async function queueInstallation(extraEnv: Record<string, string> = {}): Promise<QueueInstallation> {
  const scratch = await createScratchDatabase(QUEUE_PG_SERVER);
  const keys = testPrefix();
  const env = {
    MODE: 'queue',
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: keys.prefix,
    CREDENTIAL_KEY: process.env.CREDENTIAL_KEY as string,
    AUTH_SECRET: process.env.AUTH_SECRET as string,
    ...extraEnv,
  };
  const started: TestServer[] = [];
  return {
    env,
    scratch,
    async instance(options = {}) {
      // The first instance migrates the database and sets up the organisation; later ones sign in.
      const server = await startTestServer({ env, database: await openPostgres(scratch.url) });
      started.push(server);
      if (options.worker) await server.app.brains.queue.startWorker?.(options.worker);
      return server;
    },
    async close() {
      for (const s of started.reverse()) await s.close().catch(() => {});
      await scratch.drop();
      await keys.drop();
    },
  };
}

/** A test-model credential in the default workspace and the inputs naming it (engineHarness's model()). */
export function modelOf(server: TestServer, llmBaseURL: string) {
  return testModelCredential(server, llmBaseURL, `sk-queue-${randomUUID()}`).then((c) => c.model);
}

/** Inserts an agent flow: Start, then `nodes` each after the previous (or `edges` when given); returns its id. */
export async function insertFlow(
  server: TestServer,
  nodes: FlowNode[],
  options: { edges?: FlowEdge[]; api_config?: string } = {},
): Promise<string> {
  const line = [flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' }), ...nodes];
  const edges = options.edges ?? nodes.map((n, i) => flowEdge(line[i]?.id ?? '', n.id));
  const id = randomUUID();
  await server.app.brains.db
    .insertInto('chat_flow')
    .values({
      id,
      workspace_id: 'default',
      name: `queue ${id.slice(0, 8)}`,
      flow_data: JSON.stringify({ nodes: line, edges }),
      type: 'AGENTFLOW',
      api_config: options.api_config ?? null,
    })
    .execute();
  return id;
}
