import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowEdge, flowNode } from '../../host/server/engine/testFlow.ts';
import { type McpTestServer, startMcpTestServer } from '../mcp/mcpTestServer.ts';
import { engineHarness, startNode } from './engineHarness.ts';
import { buildPeerSqlite } from './peerDatabase/buildPeerSqlite.ts';
import { encryptLikePeer } from './peerDatabase/peerEncrypt.ts';
import { peerIds, peerRows, type PeerTables } from './peerDatabase/peerRows.ts';

const PEER_KEY = 'peer-encryption-key-0123456789\n';
const TOKEN = 'Bearer peer-mcp-token-77';
const PEER = peerIds('3.x');
const MCP = {
  guarded: '1a000000-0000-4000-8000-0000000000c1',
  pending: '1a000000-0000-4000-8000-0000000000c2',
  /** Taken here by another workspace's server: the import gives it another id. */
  taken: '1a000000-0000-4000-8000-0000000000c3',
  agent: '1a000000-0000-4000-8000-0000000000c4',
};
/** The tools the peer stored when it connected (what its authorize keeps: `{"tools": [...]}`). */
const PEER_TOOLS = JSON.stringify({
  tools: [
    { name: 'echo', description: 'Echoes a text', inputSchema: { type: 'object' } },
    { name: 'add', description: 'Adds two numbers', inputSchema: { type: 'object' } },
    { name: 'fail', description: 'Always fails', inputSchema: { type: 'object' } },
  ],
});

const h = engineHarness();
let guarded: McpTestServer;

beforeAll(async () => {
  guarded = await startMcpTestServer({ requireAuthorization: TOKEN });
});
afterAll(() => guarded.close());

/**
 * The peer's 3.x database with three saved MCP servers (one behind a token, connected; one never
 * connected; one whose id is taken here) and an agentflow whose Agent uses two of them.
 */
function peerTables(options: { headerKey?: string; toolName?: string } = {}): PeerTables {
  const tables = peerRows('3.x', PEER_KEY, h.llm.baseURL);
  const authConfig = encryptLikePeer({ headers: { Authorization: TOKEN } }, options.headerKey ?? PEER_KEY);
  const connected = { authType: 'CUSTOM_HEADERS', authConfig, tools: PEER_TOOLS, toolCount: 3 };
  tables.custom_mcp_server = [
    { id: MCP.guarded, name: 'Peer guarded', serverUrl: guarded.url, ...connected, status: 'AUTHORIZED' },
    { id: MCP.pending, name: 'Peer pending', serverUrl: 'https://mcp.example.com/s/k3y', status: 'PENDING' },
    { id: MCP.taken, name: 'Peer renamed', serverUrl: guarded.url, ...connected, status: 'AUTHORIZED' },
  ].map((row) => ({ ...row, workspaceId: PEER.workspace }));
  const agent = flowNode('agentAgentflow_0', 'agentAgentflow', {
    ...h.model('agent'),
    agentTools: [
      {
        agentSelectedTool: 'customMcpServerTool',
        agentSelectedToolConfig: { mcpServerId: MCP.guarded, mcpActions: '["echo"]' },
      },
      {
        agentSelectedTool: 'customMcpServerTool',
        agentSelectedToolConfig: { mcpServerId: MCP.taken, mcpActions: '["add"]' },
      },
    ],
  });
  tables.chat_flow?.push({
    id: MCP.agent,
    name: 'Peer MCP agent',
    flowData: JSON.stringify({
      nodes: [startNode(), agent],
      edges: [flowEdge('startAgentflow_0', agent.id)],
    }),
    type: 'AGENTFLOW',
    workspaceId: PEER.workspace,
  });
  if (options.toolName && tables.tool?.[0]) tables.tool[0].name = options.toolName;
  return tables;
}

async function upload(tables: PeerTables) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await buildPeerSqlite('3.x', tables))]), 'database.sqlite');
  form.append('secretKey', new Blob([PEER_KEY]), 'encryption.key');
  form.append('onExisting', 'skip');
  const res = await h.server.fetch('/api/v1/import/flowise-database', { method: 'POST', body: form });
  return { status: res.status, body: await res.json() };
}

const serverRows = () =>
  h.server.app.brains.db.selectFrom('custom_mcp_server').selectAll().orderBy('name').execute();

describe("the peer's saved MCP servers (custom_mcp_server) from its database", () => {
  it('a wrong key for the headers, or a failure after they were written, leaves nothing', async () => {
    const before = await serverRows();
    const wrongKey = await upload(peerTables({ headerKey: 'another-key' }));
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.message).toBe(
      `MCP server 'Peer guarded' (${MCP.guarded}): its headers could not be decrypted: wrong key (it does not decrypt)`,
    );
    // The tools set is imported after the MCP servers: its bad row undoes them too.
    const midway = await upload(peerTables({ toolName: 'bad name!' }));
    expect(midway.status).toBe(400);
    expect(midway.body.message).toMatch(/^Tool\/0: Invalid tool name 'bad name!'/);
    expect(await serverRows()).toEqual(before);
  });

  it('imports them sealed with our key, masked in answers; flows calling them run; again skips', async () => {
    const db = h.server.app.brains.db;
    await db
      .insertInto('custom_mcp_server')
      .values({
        id: MCP.taken,
        workspace_id: 'elsewhere',
        name: 'Not ours',
        server_url: 'https://x.example',
        ...{ icon_src: null, color: null, auth_type: 'NONE', header_names: null, tools: null, error: null },
        ...{ auth_data: null, auth_iv: null, auth_tag: null },
      })
      .execute();
    const res = await upload(peerTables());
    expect(res.status).toBe(200);
    expect(res.body.mcpServers).toEqual({ imported: 3, skipped: {} });
    expect(res.body.lines).toContain('MCP servers: 3 imported');

    const list = await h.call('GET', '/custom-mcp-servers');
    expect(list.text).not.toContain('peer-mcp-token-77');
    const byName = new Map(list.body.map((s: { name: string }) => [s.name, s]));
    expect(byName.get('Peer guarded')).toMatchObject({
      id: MCP.guarded,
      status: 'AUTHORIZED',
      toolCount: 3,
      authType: 'CUSTOM_HEADERS',
      authConfig: { headers: { Authorization: '************' } },
      serverUrl: `${new URL(guarded.url).origin}/************`,
    });
    expect(byName.get('Peer pending')).toMatchObject({ id: MCP.pending, status: 'PENDING', toolCount: 0 });
    const renamed = byName.get('Peer renamed') as { id: string };
    expect(renamed.id).not.toBe(MCP.taken);
    const stored = await serverRows();
    expect(JSON.stringify(stored)).not.toContain('peer-mcp-token-77');
    const tools = await h.call('GET', `/custom-mcp-servers/${MCP.guarded}/tools`);
    expect(tools.body.map((t: { name: string }) => t.name)).toEqual(['echo', 'add', 'fail']);

    // The sealed header opens with our key: connecting passes the server's token check.
    const before = guarded.headers.length;
    const connect = await h.call('POST', `/custom-mcp-servers/${MCP.guarded}/authorize`);
    expect(connect.body).toMatchObject({ status: 'AUTHORIZED', toolCount: 3, error: null });
    expect(guarded.headers.slice(before).every((x) => x.authorization === TOKEN)).toBe(true);

    // The peer's agentflow names both servers; the renamed one's id follows it.
    const flow = await db
      .selectFrom('chat_flow')
      .select('flow_data')
      .where('id', '=', MCP.agent)
      .executeTakeFirstOrThrow();
    expect(flow.flow_data).toContain(renamed.id);
    expect(flow.flow_data).not.toContain(MCP.taken);
    h.llm.enqueue({ toolCalls: [{ name: 'add', arguments: { a: 40, b: 2 } }] }, { text: 'It is 42.' });
    const run = await h.call('POST', `/prediction/${MCP.agent}`, { question: 'What is 40 + 2?' });
    expect(run.status).toBe(200);
    expect(run.body.text).toBe('It is 42.');
    expect(guarded.calls.at(-1)).toEqual({ name: 'add', args: { a: 40, b: 2 } });
    expect(
      h.llm.requests
        .at(-2)
        ?.body.tools?.map((t) => t.function.name)
        .sort(),
    ).toEqual(['add', 'echo']);

    const again = await upload(peerTables());
    expect(again.status).toBe(200);
    expect(again.body.mcpServers).toEqual({
      imported: 0,
      skipped: { 'a server with this id, or this name and address, exists here and is used instead': 3 },
    });
    expect((await serverRows()).length).toBe(stored.length);
  });
});
