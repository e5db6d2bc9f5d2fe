import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type McpTestServer, startMcpTestServer } from '../mcp/mcpTestServer.ts';
import { engineHarness, node as n } from './engineHarness.ts';
import { enginePredict } from './enginePredict.ts';

const h = engineHarness();
const { predict } = enginePredict(h);
let mcp: McpTestServer;

beforeAll(async () => {
  mcp = await startMcpTestServer();
});
afterAll(() => mcp.close());

const toolkit = (actions: string[]) => ({
  toolAgentflowSelectedTool: 'customMCP',
  toolAgentflowSelectedToolConfig: {
    mcpServerConfig: JSON.stringify({ url: mcp.url }),
    mcpActions: JSON.stringify(actions),
  },
});

describe('a Tool node on a toolkit (several tools for one configuration), as the peer runs it', () => {
  it('runs every tool with the same arguments and joins their outputs by lines', async () => {
    const flow = await h.createFlowFromStart(
      n('toolAgentflow_0', 'toolAgentflow', {
        ...toolkit(['echo', 'add']),
        toolInputArgs: [
          { inputArgName: 'text', inputArgValue: 'both ran' },
          { inputArgName: 'a', inputArgValue: '2' },
          { inputArgName: 'b', inputArgValue: '40' },
        ],
      }),
    );
    const res = await predict(flow, { question: 'x' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.text).toBe('echo: both ran\n42');
    const step = res.body.agentFlowExecutedData.find(
      (d: { nodeId: string }) => d.nodeId === 'toolAgentflow_0',
    );
    expect(step.data.output.usedTools.map((u: { tool: string }) => u.tool)).toEqual(['echo', 'add']);
  });

  it('a failing tool of the kit fails the node, naming the kit and the tool', async () => {
    const flow = await h.createFlowFromStart(
      n('toolAgentflow_0', 'toolAgentflow', {
        ...toolkit(['echo', 'fail']),
        toolInputArgs: [{ inputArgName: 'text', inputArgValue: 'x' }],
      }),
    );
    const res = await predict(flow, { question: 'x' });
    expect(JSON.stringify(res.body)).toContain("Tool 'customMCP (fail)' failed");
  });

  it("the form's argument list holds every tool's arguments once", async () => {
    const res = await h.call('POST', '/node-load-method/toolAgentflow', {
      loadMethod: 'listToolInputArgs',
      inputs: toolkit(['echo', 'add']),
    });
    expect(res.status).toBe(200);
    expect(res.body.map((o: { name: string }) => o.name)).toEqual(['text', 'a', 'b']);
  });
});
