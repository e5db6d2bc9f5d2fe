import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type McpTestServer, startMcpTestServer } from '../mcp/mcpTestServer.ts';
import { engineHarness, node as n } from './engineHarness.ts';
import { enginePredict } from './enginePredict.ts';
import { withEnv } from './withEnv.ts';

const h = engineHarness();
const { predict } = enginePredict(h);
let mcp: McpTestServer;
let oldMcp: McpTestServer;
let apiKey: string;

beforeAll(async () => {
  [mcp, oldMcp] = await Promise.all([startMcpTestServer(), startMcpTestServer({ sseOnly: true })]);
  const key = await h.call('POST', '/apikey', { keyName: 'mcp client' });
  apiKey = key.body.apiKey as string;
});
afterAll(() => Promise.all([mcp.close(), oldMcp.close()]));

/** The SDK's own client on /api/v1/mcp/:flowId with a key. */
async function flowClient(flowId: string, key = apiKey): Promise<Client> {
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${h.server.url}/api/v1/mcp/${flowId}`), {
      requestInit: { headers: { Authorization: `Bearer ${key}` } },
    }),
  );
  return client;
}

const rpc = (flowId: string, headers: Record<string, string>, method = 'tools/list', params = {}) =>
  fetch(`${h.server.url}/api/v1/mcp/${flowId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });

describe('a flow as an MCP server: /api/v1/mcp/:flowId', () => {
  it('answers tools/list with the flow as one tool and tools/call with a prediction', async () => {
    const flowId = await h.createLlmFlow();
    await h.server.app.brains.db
      .updateTable('chat_flow')
      .set({ name: 'Support Bot: FAQ!' })
      .where('id', '=', flowId)
      .execute();
    const client = await flowClient(flowId);
    try {
      const { tools } = await client.listTools();
      expect(tools).toEqual([
        expect.objectContaining({
          name: 'support_bot_faq',
          description: 'Execute the "Support Bot: FAQ!" flow',
          inputSchema: expect.objectContaining({ required: ['question'] }),
        }),
      ]);
      h.llm.enqueue({ text: 'Opening hours are 9 to 5.' });
      const result = await client.callTool({
        name: 'support_bot_faq',
        arguments: { question: 'When open?' },
      });
      expect(result.content).toEqual([{ type: 'text', text: 'Opening hours are 9 to 5.' }]);
      expect(result.isError).toBeFalsy();
      const asked = h.llm.requests.at(-1)?.body.messages?.at(-1);
      expect(asked).toMatchObject({ role: 'user', content: 'When open?' });
    } finally {
      await client.close();
    }
  });

  it('serves the tool name and description set on the flow (PUT apiConfig.mcpServer), checked as the peer does', async () => {
    const flowId = await h.createLlmFlow({ api_config: JSON.stringify({ rateLimit: { limitMax: 50 } }) });
    const stored = async () =>
      (
        await h.server.app.brains.db
          .selectFrom('chat_flow')
          .select('api_config')
          .where('id', '=', flowId)
          .executeTakeFirstOrThrow()
      ).api_config;
    const before = await stored();
    for (const [mcpServer, field] of [
      [{ toolName: 'faq bot' }, 'apiConfig.mcpServer.toolName'],
      [{ toolName: 'x'.repeat(65) }, 'apiConfig.mcpServer.toolName'],
      [{ toolName: 'faq', description: 'd'.repeat(2001) }, 'apiConfig.mcpServer.description'],
      [{ toolName: 7 }, 'apiConfig.mcpServer.toolName'],
    ] as const) {
      const bad = await h.call('PUT', `/chatflows/${flowId}`, { apiConfig: JSON.stringify({ mcpServer }) });
      expect(bad.status).toBe(400);
      expect(String(bad.body.message)).toContain(field);
    }
    expect(await stored()).toBe(before);

    const apiConfig = JSON.stringify({
      rateLimit: { limitMax: 50 },
      mcpServer: { toolName: 'faq', description: 'Answers FAQ questions' },
    });
    expect((await h.call('PUT', `/chatflows/${flowId}`, { apiConfig })).status).toBe(200);
    const client = await flowClient(flowId);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => [t.name, t.description])).toEqual([['faq', 'Answers FAQ questions']]);
      h.llm.enqueue({ text: 'Nine to five.' });
      const result = await client.callTool({ name: 'faq', arguments: { question: 'Hours?' } });
      expect(result.content).toEqual([{ type: 'text', text: 'Nine to five.' }]);
    } finally {
      await client.close();
    }
  });

  it('refuses a wrong API key (401), no key (401) and another workspace flow (404)', async () => {
    const flowId = await h.createLlmFlow();
    expect((await rpc(flowId, { authorization: 'Bearer bsk_wrong' })).status).toBe(401);
    expect((await rpc(flowId, {})).status).toBe(401);
    const other = await h.server.createWorkspace('Other MCP');
    const foreign = await h.createLlmFlow({ workspace_id: other });
    const res = await rpc(foreign, { authorization: `Bearer ${apiKey}` });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32001 } });
    expect((await rpc(flowId, { authorization: `Bearer ${apiKey}` })).status).toBe(200);
  });

  it('a flow bound to an API key takes only that key, as the prediction API does', async () => {
    const bound = await h.call('POST', '/apikey', { keyName: 'bound' });
    const flowId = await h.createLlmFlow({ apikey_id: bound.body.id as string });
    expect((await rpc(flowId, { authorization: `Bearer ${apiKey}` })).status).toBe(403);
    expect((await rpc(flowId, { authorization: `Bearer ${bound.body.apiKey}` })).status).toBe(200);
  });
  it("tool calls count against the flow's rate limit, shared with its predictions", async () => {
    const flowId = await h.createLlmFlow({
      api_config: JSON.stringify({
        rateLimit: { status: true, limitMax: 1, limitDuration: 3600, limitMsg: 'Slow down' },
      }),
    });
    const auth = { authorization: `Bearer ${apiKey}` };
    expect((await rpc(flowId, auth)).status).toBe(200);
    const first = await rpc(flowId, auth, 'tools/call', { name: 'x', arguments: { question: 'q' } });
    expect(first.status).toBe(200);
    const second = await rpc(flowId, auth, 'tools/call', { name: 'x', arguments: { question: 'q' } });
    expect(second.status).toBe(429);
    expect(await second.json()).toMatchObject({ error: { message: 'Slow down' } });
    expect((await h.call('POST', `/prediction/${flowId}`, { question: 'q' })).status).toBe(429);
  });
});

describe('MCP servers as tools of the Agent and Tool nodes', () => {
  it('an Agent node calls a Custom MCP server tool, its header from a credential', async () => {
    const cred = await h.call('POST', '/credentials', {
      name: 'mcp token',
      credentialName: 'httpBearerToken',
      plainDataObj: { token: 'mcp-secret-token' },
    });
    expect(cred.status).toBe(201);
    const flow = await h.createFlowFromStart(
      n('agentAgentflow_0', 'agentAgentflow', {
        ...h.model('agent'),
        agentTools: [
          {
            agentSelectedTool: 'customMCP',
            agentSelectedToolConfig: {
              mcpServerConfig: JSON.stringify({ url: mcp.url }),
              mcpActions: '["add","echo"]',
              credential: cred.body.id,
            },
          },
        ],
      }),
    );
    h.llm.enqueue({ toolCalls: [{ name: 'add', arguments: { a: 20, b: 22 } }] }, { text: 'It is 42.' });
    const before = mcp.headers.length;
    const res = await predict(flow, { question: 'What is 20 + 22?' });
    expect(res.status).toBe(200);
    expect(res.body.text).toBe('It is 42.');
    expect(h.llm.requests[0]?.body.tools?.map((t) => t.function.name)).toEqual(['add', 'echo']);
    const toolAnswer = h.llm.requests[1]?.body.messages?.find((m) => m.role === 'tool');
    expect(toolAnswer?.content).toBe('42');
    expect(mcp.calls.at(-1)).toEqual({ name: 'add', args: { a: 20, b: 22 } });
    const sent = mcp.headers.slice(before).filter((x) => x['content-type'] === 'application/json');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((x) => x.authorization === 'Bearer mcp-secret-token')).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('mcp-secret-token');
  });

  it('a Tool node runs the selected action of an SSE-only server (fallback)', async () => {
    const flow = await h.createFlowFromStart(
      n('toolAgentflow_0', 'toolAgentflow', {
        toolAgentflowSelectedTool: 'customMCP',
        toolAgentflowSelectedToolConfig: {
          mcpServerConfig: JSON.stringify({ url: oldMcp.sseUrl }),
          mcpActions: '["echo"]',
        },
        toolInputArgs: [{ inputArgName: 'text', inputArgValue: 'hello from a tool node' }],
      }),
    );
    const res = await predict(flow, { question: 'x' });
    expect(res.status).toBe(200);
    expect(res.body.text).toBe('echo: hello from a tool node');
  });

  it("the peer's Workplace Chat slackMCP node is refused with the stdio setting named", async () => {
    // The node as the peer's template saves it (no credential: the bot-token stdio server).
    const flow = await h.createFlowFromStart(
      n('toolAgentflow_0', 'toolAgentflow', {
        toolAgentflowSelectedTool: 'slackMCP',
        toolInputArgs: [
          { inputArgName: 'channel_id', inputArgValue: '<p>ABCDEFG</p>' },
          { inputArgName: 'text', inputArgValue: '<p>hello</p>' },
        ],
        toolUpdateState: '',
        toolAgentflowSelectedToolConfig: {
          mcpActions: '["slack_post_message"]',
          toolAgentflowSelectedTool: 'slackMCP',
        },
      }),
    );
    const res = await predict(flow, { question: 'x' });
    expect(res.status).toBe(400); // validation, before the run
    expect(res.text).toContain('Slack MCP (slackMCP)');
    expect(res.text).toContain('MCP_ALLOW_STDIO=true');
  });
});

describe("the node form's mcpActions list (load method listActions)", () => {
  const load = (inputs: Record<string, unknown>, node = 'toolAgentflow') =>
    h.call('POST', `/node-load-method/${node}`, { loadMethod: 'listActions', inputs });

  it("lists the picked server's tools for the Tool node and an Agent node's row", async () => {
    const config = { mcpServerConfig: JSON.stringify({ url: mcp.url }) };
    const tool = await load({
      toolAgentflowSelectedTool: 'customMCP',
      toolAgentflowSelectedToolConfig: config,
    });
    expect(tool.status).toBe(200);
    expect(tool.body.map((o: { name: string }) => o.name)).toEqual(['add', 'echo', 'fail']);
    expect(tool.body[0]).toEqual({ label: 'add', name: 'add', description: 'Adds two numbers' });
    const agent = await load(
      { agentTools: [{ agentSelectedTool: 'customMCP', agentSelectedToolConfig: config }] },
      'agentAgentflow',
    );
    expect(agent.body.map((o: { name: string }) => o.name)).toEqual(['add', 'echo', 'fail']);
    expect((await load({})).body).toEqual([]);
  });

  it('names why a server cannot be listed', async () => {
    const res = await load({
      toolAgentflowSelectedTool: 'customMCP',
      toolAgentflowSelectedToolConfig: { mcpServerConfig: '{"url":"ftp://nowhere"}' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Cannot list the actions of Custom MCP: MCP Server Config: "url" must be an http(s) URL',
    );
  });
});

describe('local (stdio) MCP servers', () => {
  const script = fileURLToPath(new URL('../mcp/stdioMcpServer.mjs', import.meta.url));
  const stdioFlow = () =>
    h.createFlowFromStart(
      n('toolAgentflow_0', 'toolAgentflow', {
        toolAgentflowSelectedTool: 'customMCP',
        toolAgentflowSelectedToolConfig: {
          mcpServerConfig: JSON.stringify({
            command: process.execPath,
            args: [script],
            env: { TEST_GREETING: 'ahoy' },
          }),
        },
        toolInputArgs: [{ inputArgName: 'who', inputArgValue: 'me' }],
      }),
    );

  it('are refused unless the operator sets MCP_ALLOW_STDIO=true', async () => {
    const res = await withEnv({ MCP_ALLOW_STDIO: undefined }, async () =>
      predict(await stdioFlow(), { question: 'x' }),
    );
    expect(res.status).not.toBe(200);
    expect(res.text).toContain('Custom MCP (customMCP) runs');
    expect(res.text).toContain('MCP_ALLOW_STDIO=true');
  });

  it('run as a child process when it is set', async () => {
    const res = await withEnv({ MCP_ALLOW_STDIO: 'true' }, async () =>
      predict(await stdioFlow(), { question: 'x' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.text).toBe('ahoy from a local MCP server');
  });
});
