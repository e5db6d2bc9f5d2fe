import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../host/server/db/scratchDatabase.ts';
import { flowEdge as e, flowNode as n } from '../../host/server/engine/testFlow.ts';
import { startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { apiCall } from './apiCall.ts';
import { startNode, testModelCredential } from './engineHarness.ts';
import { createSession } from './startTestServer.ts';

const serverUrl = process.env.DATABASE_URL;
const root = join(import.meta.dirname, '../..');
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f().catch(() => {});
});

/** The real entry point (npm run serve) in its own process, on `databaseUrl`. */
function startServerProcess(
  databaseUrl: string,
  dataDir: string,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'host/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PLATFORM_TYPE: '',
      HTTP_ALLOW_PRIVATE: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.push(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let err = '';
  child.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const url = /ready at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${err}${out}`)));
  });
}

/** Ends every connection of the server's database from the outside, as a failover or an admin does. */
async function terminateBackends(adminUrl: string, database: string): Promise<number> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const res = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return res.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)('PostgreSQL connections dropped under a running server', () => {
  it('keeps the process alive, reconnects, answers the next request, and ends the run in flight', async () => {
    const adminUrl = serverUrl as string;
    const scratch = await createScratchDatabase(adminUrl);
    cleanup.push(() => scratch.drop());
    const dataDir = await mkdtemp(join(tmpdir(), 'bs-pg-loss-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const llm = await startOpenAITestServer();
    cleanup.push(() => llm.close());

    const { child, url } = await startServerProcess(scratch.url, dataDir);
    let exited: number | null | undefined;
    child.once('exit', (code) => {
      exited = code;
    });
    const session = createSession(url);
    const setup = await apiCall(session, 'POST', '/organization-setup', {
      name: 'Admin',
      email: 'admin@example.com',
      password: 'Admin-Passw0rd',
    });
    expect(setup.status).toBe(201);
    const model = (await testModelCredential(session, llm.baseURL, 'sk-connection-loss')).model('llm');
    const flow = await apiCall(session, 'POST', '/chatflows', {
      name: 'connection loss',
      type: 'AGENTFLOW',
      flowData: JSON.stringify({
        nodes: [startNode(), n('llmAgentflow_0', 'llmAgentflow', model)],
        edges: [e('startAgentflow_0', 'llmAgentflow_0')],
      }),
    });
    expect(flow.status).toBe(201);

    // A run waits on the model while every database connection is cut.
    llm.enqueue({ text: 'answer after the cut', delayMs: 3000 });
    const inFlight = apiCall(session, 'POST', `/prediction/${flow.body.id}`, { question: 'go' }).catch(
      (err: Error) => err,
    );
    for (let i = 0; i < 600 && llm.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(llm.requests).toHaveLength(1);
    expect(await terminateBackends(adminUrl, scratch.name)).toBeGreaterThan(0);

    // The next request is answered from a new connection.
    const list = await apiCall(session, 'GET', '/chatflows');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(flow.body.id);

    // The run in flight is not lost: it ends in a final state (its answer, or an error with a reason).
    const answered = await inFlight;
    if (answered instanceof Error) throw answered;
    const executions = await apiCall(session, 'GET', `/executions?agentflowId=${flow.body.id}`);
    expect(executions.status).toBe(200);
    const execution = executions.body.data[0];
    expect(['FINISHED', 'ERROR', 'TERMINATED']).toContain(execution.state);
    if (execution.state === 'FINISHED') expect(answered.body.text).toBe('answer after the cut');
    else expect(execution.error).toBeTruthy();

    // Cut again while idle: still alive and answering.
    expect(await terminateBackends(adminUrl, scratch.name)).toBeGreaterThan(0);
    expect((await apiCall(session, 'GET', '/chatflows')).status).toBe(200);
    expect(exited).toBeUndefined();
    expect(child.exitCode).toBeNull();
  }, 180_000);
});
