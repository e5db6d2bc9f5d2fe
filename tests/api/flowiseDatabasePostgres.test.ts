import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCredential } from '../../plugins/credentials/public.ts';
import { importFlowiseCommand } from '../../plugins/flowise-import/public.ts';
import { buildPeerPostgres } from './peerDatabase/buildPeerPostgres.ts';
import { encryptLikePeer } from './peerDatabase/peerEncrypt.ts';
import { CREDENTIAL_VALUES, peerIds, peerRows } from './peerDatabase/peerRows.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';
import { openTestDatabase } from './testDatabase.ts';

/** The PostgreSQL server the peer's database is created on (a database of its own, dropped after). */
const PEER_SERVER = 'postgres://root@127.0.0.1:5432/postgres';
const PEER_KEY = 'peer-postgres-key';
const ID = peerIds('3.x');
const MCP_ID = '1a000000-0000-4000-8000-0000000000c1';

/** The peer's rows plus a saved MCP server behind a token, connected (its tools kept). */
function peerTables() {
  const tables = peerRows('3.x', PEER_KEY, 'http://127.0.0.1:9/v1');
  tables.custom_mcp_server = [
    {
      id: MCP_ID,
      name: 'Peer MCP',
      serverUrl: 'https://mcp.example.com/mcp',
      authType: 'CUSTOM_HEADERS',
      authConfig: encryptLikePeer({ headers: { Authorization: 'Bearer pg-mcp-token' } }, PEER_KEY),
      tools: JSON.stringify({ tools: [{ name: 'echo', description: 'Echoes', inputSchema: {} }] }),
      toolCount: 1,
      status: 'AUTHORIZED',
      workspaceId: ID.workspace,
    },
  ];
  return tables;
}

let server: TestServer;
let peer: Awaited<ReturnType<typeof buildPeerPostgres>>;

beforeAll(async () => {
  [server, peer] = await Promise.all([
    startTestServer({ database: await openTestDatabase() }),
    buildPeerPostgres(PEER_SERVER, '3.x', peerTables()),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), peer?.drop()]);
});

describe("the peer's PostgreSQL database through the CLI", () => {
  it('imports every set and the credential, read from its own schema (FLOWISE_SECRETKEY_OVERWRITE)', async () => {
    const lines: string[] = [];
    const out = await importFlowiseCommand(
      server.app,
      ['--postgres', peer.url],
      { FLOWISE_SECRETKEY_OVERWRITE: PEER_KEY },
      (l) => lines.push(l),
    );
    expect(lines.at(-1)).not.toMatch(/^Nothing was imported/);
    expect(out.code).toBe(0);
    expect(lines[0]).toBe("... Reading the peer's PostgreSQL");
    expect(out.result?.sets.imported).toEqual({
      AgentFlowV2: 1,
      ChatFlow: 1,
      ChatMessage: 2,
      AssistantCustom: 1,
      ChatMessageFeedback: 1,
      CustomTemplate: 1,
      DocumentStore: 1,
      DocumentStoreFileChunk: 1,
      Execution: 1,
      Tool: 1,
      Variable: 1,
    });
    expect(out.result?.apiKeys.imported).toBe(1);
    const db = server.app.brains.db;
    const flow = await db
      .selectFrom('chat_flow')
      .select(['workspace_id', 'type'])
      .where('id', '=', ID.agent)
      .executeTakeFirstOrThrow();
    expect(flow.type).toBe('AGENTFLOW');
    const cred = await resolveCredential(db, flow.workspace_id, ID.credential, server.app.brains.config);
    expect(cred.data).toEqual(CREDENTIAL_VALUES);
    expect(lines).toContain('MCP servers: 1 imported');
    const mcp = await db
      .selectFrom('custom_mcp_server')
      .selectAll()
      .where('id', '=', MCP_ID)
      .executeTakeFirstOrThrow();
    expect(mcp).toMatchObject({ status: 'AUTHORIZED', tool_count: 1, header_names: '["Authorization"]' });
    expect(JSON.stringify(mcp)).not.toContain('pg-mcp-token');
  });

  it('an unreachable database says so and imports nothing', async () => {
    const lines: string[] = [];
    const out = await importFlowiseCommand(
      server.app,
      ['--postgres', 'postgres://root@127.0.0.1:5432/peer_src_does_not_exist'],
      {},
      (l) => lines.push(l),
    );
    expect(out.code).toBe(1);
    expect(lines.at(-1)).toMatch(/^Nothing was imported: The peer's PostgreSQL database cannot be opened: /);
  });
});
