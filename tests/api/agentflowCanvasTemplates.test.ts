import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeFlow, serializeFlow } from '../../node-registry/normalizeFlow.ts';
import { validateFlow } from '../../node-registry/rules/validateFlow.ts';
import { agentflowNodes } from '../../plugins/agentflow/definitions.ts';
import { fromCanvasGraph, toCanvasGraph, UNKNOWN_NODE_TYPE } from '../../plugins/flows/common/canvasGraph.ts';
import type { FlowRecord } from '../../plugins/flows/common/flowTypes.ts';
import { apiCall } from './apiCall.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

// The peer's agent-flow templates: imported like the flows list does, opened as the canvas opens
// them, saved back as the canvas saves, and compared with what went in.
const dir = join(process.cwd(), '..', 'shared', 'fixtures', 'flowise-templates', 'agentflowsv2');
const templates = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8'))] as const);
const definitions = new Map(agentflowNodes.map((d) => [d.name, d]));
const known = (name: string) => definitions.has(name);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('peer agent-flow templates through the canvas', () => {
  it('finds all 7 templates', () => {
    expect(templates.length).toBe(7);
  });

  it.each(templates)('%s opens as drawn and saves back without losing a field', async (file, template) => {
    const original = { nodes: template.nodes, edges: template.edges };
    const created = await apiCall<FlowRecord>(server, 'POST', '/chatflows', {
      name: file.replace(/\.json$/, ''),
      flowData: JSON.stringify(original),
      type: 'AGENTFLOW',
    });
    expect(created.status).toBe(201);

    // Open: every node drawn with its own renderer, at its position, children in their container.
    const loaded = await apiCall<FlowRecord>(server, 'GET', `/chatflows/${created.body.id}`);
    const { graph, base } = toCanvasGraph(normalizeFlow(loaded.body.flowData), known);
    expect(graph.nodes.filter((n) => n.type === UNKNOWN_NODE_TYPE)).toEqual([]);
    for (const n of original.nodes) {
      const drawn = graph.nodes.find((c) => c.id === n.id);
      expect(drawn?.position).toEqual(n.position);
      expect(drawn?.type).toBe(n.type);
      expect(drawn?.parentId).toBe(n.parentNode);
    }
    expect(graph.edges.map((e) => [e.source, e.sourceHandle, e.target, e.targetHandle])).toEqual(
      original.edges.map((e: Record<string, unknown>) => [
        e.source,
        e.sourceHandle,
        e.target,
        e.targetHandle,
      ]),
    );

    // Only real problems: nothing unknown, no edge to nowhere (models and credentials are to be set).
    const problems = validateFlow(normalizeFlow(loaded.body.flowData), definitions);
    expect(problems.filter((p) => /Unknown node type|not on the canvas|no type/.test(p.message))).toEqual([]);

    // Save back as the canvas does (PUT with the loaded updatedDate) and compare.
    const saved = await apiCall<FlowRecord>(server, 'PUT', `/chatflows/${created.body.id}`, {
      flowData: serializeFlow(fromCanvasGraph(graph, base)),
      updatedDate: loaded.body.updatedDate,
    });
    expect(saved.status).toBe(200);
    const again = await apiCall<FlowRecord>(server, 'GET', `/chatflows/${created.body.id}`);
    expect(JSON.parse(again.body.flowData)).toEqual(original);
  });
});
