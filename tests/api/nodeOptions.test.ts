import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './apiCall.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

let server: TestServer;

const load = (node: string, body: Record<string, unknown>) =>
  apiCall(server, 'POST', `/node-load-method/${node}`, body);

const flow = {
  nodes: [
    {
      id: 'startAgentflow_0',
      data: { name: 'startAgentflow', label: 'Start', inputs: { startState: [{ key: 'topic', value: '' }] } },
    },
    { id: 'llmAgentflow_0', data: { name: 'llmAgentflow', label: 'LLM 0', inputs: {} } },
    { id: 'loopAgentflow_0', data: { name: 'loopAgentflow', label: 'Loop 0', inputs: {} } },
  ],
  edges: [
    { id: 'e1', source: 'startAgentflow_0', target: 'llmAgentflow_0' },
    { id: 'e2', source: 'llmAgentflow_0', target: 'loopAgentflow_0' },
  ],
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/v1/node-load-method/:name', () => {
  it("lists the engine's chat model providers", async () => {
    const res = await load('llmAgentflow', { loadMethod: 'listModels', inputs: {} });
    expect(res.status).toBe(200);
    const names = res.body.map((o: { name: string }) => o.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'chatOpenAI',
        'chatAnthropic',
        'chatGoogleGenerativeAI',
        'azureChatOpenAI',
        'chatOpenAICompatible',
      ]),
    );
    expect(res.body[0]).toEqual({ label: 'ChatOpenAI', name: 'chatOpenAI' });
  });

  it("lists the workspace's tools and a tool's argument names", async () => {
    const created = await apiCall(server, 'POST', '/tools', {
      name: 'add_numbers',
      description: 'Adds',
      schema: JSON.stringify({
        type: 'object',
        properties: { a: { type: 'number', description: 'first' }, b: { type: 'number' } },
      }),
      func: 'return $a + $b;',
    });
    expect(created.status).toBeLessThan(300);
    const tool = created.body;
    const tools = await load('toolAgentflow', { loadMethod: 'listTools' });
    // built-in tools first (with their config inputs), then the workspace's own
    expect(tools.body.at(-1)).toEqual({ label: 'add_numbers', name: tool.id, description: 'Adds' });
    const arxiv = tools.body.find((t: { name: string }) => t.name === 'arxiv');
    expect(arxiv.toolConfig.inputs.map((i: { name: string }) => i.name)).toContain('topKResults');
    // a built-in tool's texts are ours (the form says them in the reader's language), a saved tool's name is not
    expect(arxiv.ourTexts).toEqual(['label', 'description']);
    const arxivArgs = await load('toolAgentflow', {
      loadMethod: 'listToolInputArgs',
      inputs: {
        toolAgentflowSelectedTool: 'arxiv',
        toolAgentflowSelectedToolConfig: { arxivName: 'papers' },
      },
    });
    expect(arxivArgs.body.map((a: { name: string }) => a.name)).toEqual(['query']);
    const args = await load('toolAgentflow', {
      loadMethod: 'listToolInputArgs',
      inputs: { toolAgentflowSelectedTool: tool.id },
    });
    expect(args.body).toEqual([
      { label: 'a', name: 'a', description: 'first' },
      { label: 'b', name: 'b' },
    ]);
    const none = await load('toolAgentflow', { loadMethod: 'listToolInputArgs', inputs: {} });
    expect(none.body).toEqual([]);
  });

  it('lists other flows with their type, leaving out the flow being edited', async () => {
    const make = async (name: string, type: string) => {
      const res = await apiCall(server, 'POST', '/chatflows', {
        name,
        type,
        flowData: JSON.stringify({ nodes: [], edges: [] }),
      });
      expect(res.status).toBeLessThan(300);
      return res.body.id as string;
    };
    const a = await make('Alpha', 'AGENTFLOW');
    const b = await make('Beta', 'CHATFLOW');
    const res = await load('executeFlowAgentflow', { loadMethod: 'listFlows', flowId: a });
    expect(res.body).toEqual([
      { label: 'Beta', name: b, description: 'Chatflow', ourTexts: ['description'] },
    ]);
  });

  it("lists Start's state keys and a Loop's earlier nodes from the posted flow", async () => {
    const keys = await load('llmAgentflow', { loadMethod: 'listRuntimeStateKeys', flow });
    expect(keys.body).toEqual([{ label: 'topic', name: 'topic' }]);
    const prev = await load('loopAgentflow', {
      loadMethod: 'listPreviousNodes',
      flow,
      nodeId: 'loopAgentflow_0',
    });
    expect(prev.body.map((o: { name: string }) => o.name)).toEqual([
      'llmAgentflow_0-LLM 0',
      'startAgentflow_0-Start',
    ]);
  });

  it("lists the workspace's document stores and the built-in vector store", async () => {
    expect((await load('retrieverAgentflow', { loadMethod: 'listStores' })).body).toEqual([]);
    const store = await apiCall(server, 'POST', '/document-store/store', {
      name: 'Papers',
      description: 'PDFs',
    });
    expect(store.status).toBe(201);
    expect((await load('retrieverAgentflow', { loadMethod: 'listStores' })).body).toEqual([
      { label: 'Papers', name: store.body.id, description: 'PDFs (EMPTY)' },
    ]);
    const vs = await load('agentAgentflow', { loadMethod: 'listVectorStores' });
    expect(vs.body.map((o: { name: string }) => o.name)).toEqual(['pgvector']);
  });

  it('refuses unknown node types, unknown load methods and bad bodies', async () => {
    expect((await load('nopeAgentflow', { loadMethod: 'listModels' })).status).toBe(404);
    const unknown = await load('llmAgentflow', { loadMethod: 'listEverything' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain("Unknown load method 'listEverything'");
    expect((await load('llmAgentflow', { loadMethod: 'constructor' })).status).toBe(400);
    const missing = await load('llmAgentflow', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('loadMethod');
    expect(
      (await load('llmAgentflow', { loadMethod: 'listStateKeys', flow: { nodes: [{}], edges: [] } })).status,
    ).toBe(400);
  });
});
