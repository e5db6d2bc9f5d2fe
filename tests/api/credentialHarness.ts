import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEFAULT_WORKSPACE_ID } from '../../host/server/access/requestScope.ts';
import { apiCall } from './apiCall.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';
import { workspaceHeader, workspaceHeaderPolicy } from './workspaceHeader.ts';

/** The value every createOpenAI credential holds unless told otherwise. */
export const SECRET = `sk-proof-${randomUUID()}`;

/**
 * The credentials API tests' server (started in beforeAll, closed in afterAll of the calling file):
 * any workspace by header, no sign-in. `server` is readable once beforeAll ran.
 */
export function credentialHarness() {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ accessPolicy: workspaceHeaderPolicy });
  });
  afterAll(async () => {
    await server?.close();
  });
  const started = (): TestServer => {
    if (!server) throw new Error('the credential test server is not started yet');
    return server;
  };

  const call = (method: string, path: string, body?: unknown, workspace?: string) =>
    apiCall(started(), method, path, body, workspaceHeader(workspace));

  async function createOpenAI(name: string, key = SECRET, workspace?: string) {
    const res = await call(
      'POST',
      '/credentials',
      { name, credentialName: 'openAIApi', plainDataObj: { openAIApiKey: key } },
      workspace,
    );
    expect(res.status).toBe(201);
    return res.body as { id: string };
  }

  async function insertFlow(name: string, nodesData: unknown[], workspaceId = DEFAULT_WORKSPACE_ID) {
    const flowData = JSON.stringify({
      nodes: nodesData.map((data, i) => ({ id: `n${i}`, data })),
      edges: [],
    });
    await sql`insert into chat_flow (id, workspace_id, name, flow_data, type)
      values (${randomUUID()}, ${workspaceId}, ${name}, ${flowData}, 'AGENTFLOW')`.execute(
      started().app.brains.db,
    );
  }

  return {
    get server() {
      return started();
    },
    call,
    createOpenAI,
    insertFlow,
  };
}
