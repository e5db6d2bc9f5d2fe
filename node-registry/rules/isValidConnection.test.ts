import { describe, expect, it } from 'vitest';
import type { FlowEdge, FlowNode, FlowNodeData } from '../flow.ts';
import { measureConnectionCheck, syntheticChainGraph } from './connectionBenchmark.ts';
import { isValidConnection, pathExists } from './isValidConnection.ts';

const v2 = (id: string, extra: Partial<FlowNodeData> = {}): FlowNode => ({
  id,
  type: 'agentFlow',
  position: { x: 0, y: 0 },
  data: {
    id,
    name: id.replace(/_\d+$/, ''),
    label: id,
    outputAnchors: [{ id: `${id}-output-x`, label: 'x', name: 'x' }],
    ...extra,
  },
});
const edge = (s: string, t: string): FlowEdge => ({
  id: `${s}-${t}`,
  source: s,
  target: t,
  sourceHandle: `${s}-output-x`,
  targetHandle: t,
});
const conn = (s: string, t: string) => ({
  source: s,
  target: t,
  sourceHandle: `${s}-output-x`,
  targetHandle: t,
});

describe('isValidConnection (agent flows)', () => {
  const nodes = [v2('a_0'), v2('b_0'), v2('c_0'), v2('d_0')];
  const edges = [edge('a_0', 'b_0'), edge('b_0', 'c_0')];

  it('accepts a forward connection', () => {
    expect(isValidConnection(conn('a_0', 'c_0'), { nodes, edges })).toEqual({ ok: true });
  });
  it('rejects connecting a node to itself', () => {
    const r = isValidConnection(conn('a_0', 'a_0'), { nodes, edges });
    expect(r).toEqual({ ok: false, reason: 'A node cannot be connected to itself.' });
  });
  it('rejects a connection that closes a cycle', () => {
    const r = isValidConnection(conn('c_0', 'a_0'), { nodes, edges });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toMatch(/cycle/);
  });
  it('lets a node input take several branches but not the same one twice', () => {
    expect(isValidConnection(conn('d_0', 'c_0'), { nodes, edges }).ok).toBe(true);
    const r = isValidConnection(conn('b_0', 'c_0'), { nodes, edges });
    expect(!r.ok && r.reason).toBe('These two points are already connected.');
  });
  it('rejects missing nodes, unknown outputs, hidden inputs and outputs, sticky notes', () => {
    const more = [
      ...nodes,
      v2('start_0', { hideInput: true }),
      v2('loop_0', { hideOutput: true }),
      { ...v2('note_0'), type: 'stickyNote' },
    ];
    const g = { nodes: more, edges };
    expect(isValidConnection(conn('zz_0', 'a_0'), g).ok).toBe(false);
    expect(isValidConnection({ ...conn('a_0', 'b_0'), sourceHandle: 'a_0-output-gone' }, g).ok).toBe(false);
    expect(isValidConnection(conn('a_0', 'start_0'), g).ok).toBe(false);
    expect(isValidConnection(conn('loop_0', 'a_0'), g).ok).toBe(false);
    expect(isValidConnection(conn('note_0', 'd_0'), g).ok).toBe(false);
    expect(isValidConnection({ source: null, target: 'a_0' }, g).ok).toBe(false);
  });
});

describe('isValidConnection (typed anchors)', () => {
  const model: FlowNode = {
    id: 'chatOpenAI_0',
    position: { x: 0, y: 0 },
    data: {
      id: 'chatOpenAI_0',
      name: 'chatOpenAI',
      label: 'ChatOpenAI',
      outputAnchors: [
        {
          id: 'chatOpenAI_0-output-chatOpenAI-ChatOpenAI|BaseChatModel',
          label: 'ChatOpenAI',
          name: 'chatOpenAI',
          type: 'ChatOpenAI | BaseChatModel',
        },
      ],
    },
  };
  const tool: FlowNode = {
    id: 'calc_0',
    position: { x: 0, y: 0 },
    data: {
      id: 'calc_0',
      name: 'calc',
      label: 'Calculator',
      outputAnchors: [{ id: 'calc_0-output-calc-Tool', label: 'Calc', name: 'calc', type: 'Tool' }],
    },
  };
  const tool2: FlowNode = {
    ...tool,
    id: 'calc_1',
    data: {
      ...tool.data,
      id: 'calc_1',
      outputAnchors: [{ id: 'calc_1-output-calc-Tool', label: 'Calc', name: 'calc', type: 'Tool' }],
    },
  };
  const agent: FlowNode = {
    id: 'agent_0',
    position: { x: 0, y: 0 },
    data: {
      id: 'agent_0',
      name: 'agent',
      label: 'Agent',
      inputAnchors: [
        { id: 'agent_0-input-model-BaseChatModel', label: 'Model', name: 'model', type: 'BaseChatModel' },
        { id: 'agent_0-input-tools-Tool', label: 'Tools', name: 'tools', type: 'Tool', list: true },
      ],
    },
  };
  const nodes = [model, tool, tool2, agent];
  const modelConn = {
    source: 'chatOpenAI_0',
    sourceHandle: model.data.outputAnchors?.[0]?.id,
    target: 'agent_0',
    targetHandle: 'agent_0-input-model-BaseChatModel',
  };

  it('needs overlapping types', () => {
    expect(isValidConnection(modelConn, { nodes, edges: [] }).ok).toBe(true);
    const wrong = {
      source: 'calc_0',
      sourceHandle: 'calc_0-output-calc-Tool',
      target: 'agent_0',
      targetHandle: 'agent_0-input-model-BaseChatModel',
    };
    const r = isValidConnection(wrong, { nodes, edges: [] });
    expect(!r.ok && r.reason).toBe('Agent expects BaseChatModel, but this output gives Tool.');
  });
  it('allows one connection on a single input, many on a list input', () => {
    const taken = [{ id: 'e1', ...modelConn, source: 'other_0' } as FlowEdge];
    expect(isValidConnection(modelConn, { nodes, edges: taken }).ok).toBe(false);
    const toolEdge: FlowEdge = {
      id: 'e2',
      source: 'calc_0',
      sourceHandle: 'calc_0-output-calc-Tool',
      target: 'agent_0',
      targetHandle: 'agent_0-input-tools-Tool',
    };
    const second = {
      source: 'calc_1',
      sourceHandle: 'calc_1-output-calc-Tool',
      target: 'agent_0',
      targetHandle: 'agent_0-input-tools-Tool',
    };
    expect(isValidConnection(second, { nodes, edges: [toolEdge] }).ok).toBe(true);
  });
  it('rejects an unknown input handle', () => {
    expect(
      isValidConnection({ ...modelConn, targetHandle: 'agent_0-input-nope-X' }, { nodes, edges: [] }).ok,
    ).toBe(false);
  });
});

describe('cycle search on a large graph', () => {
  it('walks a 2,000-node chain correctly', () => {
    const g = syntheticChainGraph(2000);
    expect(pathExists(g.edges, 'llmAgentflow_0', 'llmAgentflow_1999')).toBe(true);
    expect(pathExists(g.edges, 'llmAgentflow_1999', 'llmAgentflow_0')).toBe(false);
    const check = measureConnectionCheck(2000, 3);
    expect(check.ok).toBe(false);
    expect(check.ms).toBeGreaterThanOrEqual(0);
  });
});
