import { describe, expect, it } from 'vitest';
import { nodes as agentflowNodes } from '../plugins/agentflow/definitions.ts';
import type { FlowEdge, FlowNode } from './flow.ts';
import { createGraphApi } from './graphApi.ts';

const node = (id: string, inputs: Record<string, unknown> = {}): FlowNode => ({
  id,
  position: { x: 0, y: 0 },
  data: { id, name: id.replace(/_\d+$/, ''), label: id, inputs },
});

describe('graph API (what the worker exposes)', () => {
  const api = createGraphApi();

  it('is initialised with plain, cloneable node definitions', () => {
    const defs = structuredClone(agentflowNodes);
    expect(api.init(defs)).toBe(15);
  });

  it('validates flows against the definitions it was given', () => {
    const flow = {
      nodes: [node('startAgentflow_0', { startInputType: 'chatInput' }), node('unknownThing_0')],
      edges: [],
    };
    expect(api.validateFlow(flow).map((d) => d.message)).toEqual(["Unknown node type 'unknownThing'."]);
    const fresh = createGraphApi();
    expect(fresh.validateFlow(flow).map((d) => d.message)).toContain("Unknown node type 'startAgentflow'.");
  });

  it('regenerates outputs only for node types with row outputs', () => {
    const cond = node('conditionAgentflow_0', { conditions: [{ value1: 'a', operation: 'equal' }] });
    const edges: FlowEdge[] = [
      { id: 'e', source: cond.id, target: 'x_0', sourceHandle: `${cond.id}-output-4` },
    ];
    const out = api.regenerateConditionOutputs(cond, edges);
    expect(out?.outputAnchors.map((a) => a.label)).toEqual(['0', 'End']);
    expect(out?.removedEdges).toEqual(edges);
    expect(api.regenerateConditionOutputs(node('llmAgentflow_0'), edges)).toBeNull();
  });

  it('creates node data with a unique id', () => {
    const data = api.createNode('llmAgentflow', [{ id: 'llmAgentflow_0' }]);
    expect(data?.id).toBe('llmAgentflow_1');
    expect(data?.outputAnchors?.[0]?.id).toBe('llmAgentflow_1-output-llmAgentflow');
    expect(api.createNode('nope', [])).toBeNull();
  });

  it('passes the other rules through', () => {
    const nodes = [node('a_0'), node('b_0')];
    expect(
      api.isValidConnection({ source: 'a_0', target: 'b_0', targetHandle: 'b_0' }, { nodes, edges: [] }),
    ).toEqual({ ok: true });
    expect(api.getUniqueNodeId('a', nodes)).toBe('a_1');
    expect(api.extractPromptVariables('{x} {{y}}')).toEqual(['x']);
    expect(api.evaluateDisplay({ show: { a: 'b' } }, { a: 'b' })).toBe(true);
    const params = api.showHideInputParams([{ label: 'X', name: 'x', type: 'string', show: { m: 'on' } }], {
      m: 'off',
    });
    expect(params[0]?.display).toBe(false);
  });

  it('returns structured-cloneable results (what Comlink sends back)', () => {
    const out = api.validateFlow({ nodes: [node('llmAgentflow_0')], edges: [] });
    expect(structuredClone(out)).toEqual(out);
  });
});
