import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type McpTestServer, startMcpTestServer } from '../mcp/mcpTestServer.ts';
import { engineHarness, node as n } from './engineHarness.ts';
import { enginePredict } from './enginePredict.ts';

const TOKEN = 'Bearer mcp-server-secret-42';
const h = engineHarness();
const { predict } = enginePredict(h);
let guarded: McpTestServer;
let oldMcp: McpTestServer;

beforeAll(async () => {
  [guarded, oldMcp] = await Promise.all([
    startMcpTestServer({ requireAuthorization: TOKEN }),
    startMcpTestServer({ sseOnly: true }),
  ]);
});
afterAll(() => Promise.all([guarded.close(), oldMcp.close()]));

async function saved(body: Record<string, unknown>) {
  const res = await h.call('POST', '/custom-mcp-servers', body);
  expect(res.status).toBe(201);
  return res.body as { id: string; status: string; serverUrl: string; authConfig?: { headers: object } };
}

const withToken = (name: string) =>
  saved({
    name,
    serverUrl: guarded.url,
    authType: 'CUSTOM_HEADERS',
    authConfig: { headers: { Authorization: TOKEN } },
  });

describe('/custom-mcp-servers: saved MCP servers of a workspace', () => {
  it('stores headers sealed and answers only their names, the URL path masked', async () => {
    const server = await withToken('Guarded');
    expect(server.status).toBe('PENDING');
    expect(server.authConfig).toEqual({ headers: { Authorization: '************' } });
    expect(server.serverUrl).toBe(`${new URL(guarded.url).origin}/************`);
    const one = await h.call('GET', `/custom-mcp-servers/${server.id}`);
    const list = await h.call('GET', '/custom-mcp-servers');
    for (const text of [one.text, list.text]) expect(text).not.toContain('mcp-server-secret-42');
    expect(list.body.find((s: { id: string }) => s.id === server.id)).not.toHaveProperty('tools');
    const row = await h.server.app.brains.db
      .selectFrom('custom_mcp_server')
      .selectAll()
      .where('id', '=', server.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('mcp-server-secret-42');
    expect(row.header_names).toBe('["Authorization"]');
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const count = async () => (await h.call('GET', '/custom-mcp-servers')).body.length;
    const before = await count();
    const bad = [
      [{ name: 'x', serverUrl: 'ftp://x.example' }, 'body/serverUrl'],
      [{ name: 'x', serverUrl: 'not a url' }, 'body/serverUrl'],
      [{ name: ' ', serverUrl: guarded.url }, 'body/name'],
      [
        { name: 'x', serverUrl: guarded.url, authConfig: { headers: { 'Bad Name': 'v' } } },
        'body/authConfig/headers',
      ],
      [
        { name: 'x', serverUrl: guarded.url, authConfig: { headers: { Authorization: '************' } } },
        'Authorization',
      ],
      [{ name: 'x', serverUrl: guarded.url, authType: 'OAUTH' }, 'body/authType'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await h.call('POST', '/custom-mcp-servers', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it('an update keeps masked values, takes new ones, and asks to connect again', async () => {
    const server = await withToken('Editable');
    expect((await h.call('POST', `/custom-mcp-servers/${server.id}/authorize`)).body.status).toBe(
      'AUTHORIZED',
    );
    // the form sends back what it was shown: the masked URL and header
    const same = await h.call('PUT', `/custom-mcp-servers/${server.id}`, {
      name: 'Renamed',
      serverUrl: server.serverUrl,
      authType: 'CUSTOM_HEADERS',
      authConfig: { headers: { Authorization: '************', 'X-Team': 'blue' } },
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ name: 'Renamed', status: 'PENDING' });
    expect(Object.keys(same.body.authConfig.headers)).toEqual(['Authorization', 'X-Team']);
    const again = await h.call('POST', `/custom-mcp-servers/${server.id}/authorize`);
    expect(again.body.status).toBe('AUTHORIZED');
    expect(guarded.headers.at(-1)?.['x-team']).toBe('blue');
    const none = await h.call('PUT', `/custom-mcp-servers/${server.id}`, { authType: 'NONE' });
    expect(none.body.authConfig).toBeUndefined();
    expect((await h.call('POST', `/custom-mcp-servers/${server.id}/authorize`)).body.status).toBe('ERROR');
  });

  it('deletes, then answers 404 naming the id', async () => {
    const server = await saved({ name: 'Short-lived', serverUrl: guarded.url });
    expect((await h.call('DELETE', `/custom-mcp-servers/${server.id}`)).status).toBe(204);
    const gone = await h.call('GET', `/custom-mcp-servers/${server.id}`);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain(server.id);
    expect((await h.call('POST', `/custom-mcp-servers/${server.id}/authorize`)).status).toBe(404);
  });
});

describe('POST /custom-mcp-servers/:id/authorize: connecting and discovering tools', () => {
  it('connects with the stored header and keeps the tools the server lists', async () => {
    const server = await withToken('Tools here');
    const res = await h.call('POST', `/custom-mcp-servers/${server.id}/authorize`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'AUTHORIZED', toolCount: 3, error: null });
    const tools = await h.call('GET', `/custom-mcp-servers/${server.id}/tools`);
    expect(tools.body.map((t: { name: string }) => t.name)).toEqual(['echo', 'add', 'fail']);
    expect(tools.body[1]).toMatchObject({
      description: 'Adds two numbers',
      inputSchema: { required: ['a', 'b'] },
    });
  });

  it('falls back to SSE for an older server', async () => {
    const server = await saved({ name: 'Old', serverUrl: oldMcp.sseUrl });
    const res = await h.call('POST', `/custom-mcp-servers/${server.id}/authorize`);
    expect(res.body).toMatchObject({ status: 'AUTHORIZED', toolCount: 3 });
  });

  it('records ERROR with why when the server refuses, never showing the header', async () => {
    const server = await saved({
      name: 'Wrong token',
      serverUrl: guarded.url,
      authConfig: { headers: { Authorization: 'Bearer wrong-token-value' } },
    });
    const res = await h.call('POST', `/custom-mcp-servers/${server.id}/authorize`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ERROR');
    expect(res.body.error).toContain(`MCP server ${new URL(guarded.url).host} could not be reached`);
    expect(res.text).not.toContain('wrong-token-value');
    expect((await h.call('GET', `/custom-mcp-servers/${server.id}`)).body.status).toBe('ERROR');
  });

  it('goes through the guarded fetch: an address the server may not reach is refused', async () => {
    const server = await saved({ name: 'Metadata', serverUrl: 'http://169.254.169.254/mcp' });
    const res = await h.call('POST', `/custom-mcp-servers/${server.id}/authorize`);
    expect(res.body.status).toBe('ERROR');
    expect(res.body.error).toMatch(/169\.254\.169\.254/);
  });
});

describe('the customMcpServerTool tool in flows', () => {
  const load = (loadMethod: string, config: Record<string, unknown>) =>
    h.call('POST', '/node-load-method/toolAgentflow', {
      loadMethod,
      inputs: { toolAgentflowSelectedTool: 'customMcpServerTool', toolAgentflowSelectedToolConfig: config },
    });

  it("the node form lists the workspace's servers and a picked server's tools", async () => {
    const server = await withToken('Pickable');
    await h.call('POST', `/custom-mcp-servers/${server.id}/authorize`);
    const servers = await load('listServers', {});
    expect(servers.status).toBe(200);
    expect(servers.body).toContainEqual({
      label: 'Pickable',
      name: server.id,
      description: `${new URL(guarded.url).origin}/************ (3 tools)`,
    });
    const actions = await load('listActions', { mcpServerId: server.id });
    expect(actions.body.map((o: { name: string }) => o.name)).toEqual(['add', 'echo', 'fail']);
  });

  it('an Agent node calls the saved server with its stored header', async () => {
    const server = await withToken('Agent tools');
    await h.call('POST', `/custom-mcp-servers/${server.id}/authorize`);
    const flow = await h.createFlowFromStart(
      n('agentAgentflow_0', 'agentAgentflow', {
        ...h.model('agent'),
        agentTools: [
          {
            agentSelectedTool: 'customMcpServerTool',
            agentSelectedToolConfig: { mcpServerId: server.id, mcpActions: '["add"]' },
          },
        ],
      }),
    );
    h.llm.enqueue({ toolCalls: [{ name: 'add', arguments: { a: 40, b: 2 } }] }, { text: 'It is 42.' });
    const res = await predict(flow, { question: 'What is 40 + 2?' });
    expect(res.status).toBe(200);
    expect(res.body.text).toBe('It is 42.');
    expect(h.llm.requests.at(-2)?.body.tools?.map((t) => t.function.name)).toEqual(['add']);
    expect(guarded.calls.at(-1)).toEqual({ name: 'add', args: { a: 40, b: 2 } });
    expect(JSON.stringify(res.body)).not.toContain('mcp-server-secret-42');
  });

  it('validation fails before the run naming a server that is gone or not connected', async () => {
    const pending = await withToken('Never connected');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [id, message] of [
      [missing, `Custom MCP Server '${missing}' does not exist in this workspace`],
      [pending.id, "Custom MCP Server 'Never connected' is not connected (status PENDING)"],
    ]) {
      const flow = await h.createFlowFromStart(
        n('toolAgentflow_0', 'toolAgentflow', {
          toolAgentflowSelectedTool: 'customMcpServerTool',
          toolAgentflowSelectedToolConfig: { mcpServerId: id, mcpActions: '["echo"]' },
          toolInputArgs: [{ inputArgName: 'text', inputArgValue: 'hi' }],
        }),
      );
      const before = guarded.headers.length;
      const res = await predict(flow, { question: 'x' });
      expect(res.status).toBe(400);
      expect(res.text).toContain(message);
      expect(guarded.headers.length).toBe(before);
    }
  });
});
