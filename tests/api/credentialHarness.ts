import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AccessPolicy } from '../../host/server/access/AccessPolicy.ts';
import { DEFAULT_WORKSPACE_ID, setRequestScope } from '../../host/server/access/requestScope.ts';
import { builtinPlugins } from '../../plugins/builtin.ts';
import credentials from '../../plugins/credentials/index.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

const plugins = builtinPlugins.some((p) => p.id === 'credentials')
  ? builtinPlugins
  : [...builtinPlugins, credentials];

/** Requests may name their workspace in x-test-workspace, as the identity policy sets it. */
const workspaceHeader: AccessPolicy = {
  check(req) {
    const ws = req.headers['x-test-workspace'];
    setRequestScope(req, { workspaceId: typeof ws === 'string' ? ws : DEFAULT_WORKSPACE_ID, userId: null });
    return { allowed: true };
  },
};

export interface CallResult {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: API bodies are checked field by field in tests
  body: any;
}

/** The value every createOpenAI credential holds unless told otherwise. */
export const SECRET = `sk-proof-${randomUUID()}`;

/**
 * The credentials API tests' server (started in beforeAll, closed in afterAll of the calling file):
 * any workspace by header, no sign-in. `server` is readable once beforeAll ran.
 */
export function credentialHarness() {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ plugins, accessPolicy: workspaceHeader });
  });
  afterAll(async () => {
    await server?.close();
  });
  const started = (): TestServer => {
    if (!server) throw new Error('the credential test server is not started yet');
    return server;
  };

  async function call(method: string, path: string, body?: unknown, workspace?: string): Promise<CallResult> {
    const headers: Record<string, string> = workspace ? { 'x-test-workspace': workspace } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await started().fetch(`/api/v1${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, text, body: text ? JSON.parse(text) : undefined };
  }

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
