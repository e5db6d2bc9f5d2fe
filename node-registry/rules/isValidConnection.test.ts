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
const conn = (s: string, t: string) => ({
  source: s,
  target: t,
  sourceHandle: `${s}-output-x`,
  targetHandle: t,
});
const edge = (s: string, t: string): FlowEdge => ({ id: `${s}-${t}`, ...conn(s, t) });

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
  /** The graph plus nodes that take or give no connection. */
  const g = {
    nodes: [
      ...nodes,
      v2('start_0', { hideInput: true }),
      v2('loop_0', { hideOutput: true }),
      { ...v2('note_0'), type: 'stickyNote' },
    ],
    edges,
  };
  it.each([
    ['a missing node', conn('zz_0', 'a_0')],
    ['an unknown output', { ...conn('a_0', 'b_0'), sourceHandle: 'a_0-output-gone' }],
    ['a hidden input', conn('a_0', 'start_0')],
    ['a hidden output', conn('loop_0', 'a_0')],
    ['a sticky note', conn('note_0', 'd_0')],
    ['no source', { source: null, target: 'a_0' }],
  ])('rejects %s', (_, connection) => {
    expect(isValidConnection(connection, g).ok).toBe(false);
  });
});

describe('isValidConnection (typed anchors)', () => {
  /** A node with typed anchors; their ids read `<node>-output-<name>-<type>` as the canvas saves them. */
  const typed = (id: string, label: string, anchors: Partial<FlowNodeData>): FlowNode => ({
    id,
    position: { x: 0, y: 0 },
    data: { id, name: id.replace(/_\d+$/, ''), label, ...anchors },
  });
  const toolOut = (id: string) => `${id}-output-calc-Tool`;
  const calculator = (id: string) =>
    typed(id, 'Calculator', {
      outputAnchors: [{ id: toolOut(id), label: 'Calc', name: 'calc', type: 'Tool' }],
    });
  const MODEL_OUT = 'chatOpenAI_0-output-chatOpenAI-ChatOpenAI|BaseChatModel';
  const MODEL_IN = 'agent_0-input-model-BaseChatModel';
  const TOOLS_IN = 'agent_0-input-tools-Tool';
  const nodes = [
    typed('chatOpenAI_0', 'ChatOpenAI', {
      outputAnchors: [
        { id: MODEL_OUT, label: 'ChatOpenAI', name: 'chatOpenAI', type: 'ChatOpenAI | BaseChatModel' },
      ],
    }),
    calculator('calc_0'),
    calculator('calc_1'),
    typed('agent_0', 'Agent', {
      inputAnchors: [
        { id: MODEL_IN, label: 'Model', name: 'model', type: 'BaseChatModel' },
        { id: TOOLS_IN, label: 'Tools', name: 'tools', type: 'Tool', list: true },
      ],
    }),
  ];
  const toAgent = (source: string, sourceHandle: string, targetHandle: string) => ({
    source,
    sourceHandle,
    target: 'agent_0',
    targetHandle,
  });
  const modelConn = toAgent('chatOpenAI_0', MODEL_OUT, MODEL_IN);

  it('needs overlapping types', () => {
    expect(isValidConnection(modelConn, { nodes, edges: [] }).ok).toBe(true);
    const r = isValidConnection(toAgent('calc_0', toolOut('calc_0'), MODEL_IN), { nodes, edges: [] });
    expect(!r.ok && r.reason).toBe('Agent expects BaseChatModel, but this output gives Tool.');
  });
  it('allows one connection on a single input, many on a list input', () => {
    const taken: FlowEdge[] = [{ id: 'e1', ...modelConn, source: 'other_0' }];
    expect(isValidConnection(modelConn, { nodes, edges: taken }).ok).toBe(false);
    const toolEdge: FlowEdge = { id: 'e2', ...toAgent('calc_0', toolOut('calc_0'), TOOLS_IN) };
    const second = toAgent('calc_1', toolOut('calc_1'), TOOLS_IN);
    expect(isValidConnection(second, { nodes, edges: [toolEdge] }).ok).toBe(true);
  });
  it('rejects an unknown input handle', () => {
    expect(
      isValidConnection({ ...modelConn, targetHandle: 'agent_0-input-nope-X' }, { nodes, edges: [] }).ok,
    ).toBe(false);
  });
  it("takes a param that accepts a variable as an input of the param's type (a prompt's values)", () => {
    const VALUES = 'prompt_0-input-promptValues-json';
    const prompt = typed('prompt_0', 'Prompt', {
      inputParams: [
        { id: VALUES, label: 'Format Values', name: 'promptValues', type: 'json', acceptVariable: true },
        { id: 'prompt_0-input-template-string', label: 'Template', name: 'template', type: 'string' },
      ],
    });
    const chain = typed('chain_0', 'LLM Chain', {
      outputAnchors: [
        { id: 'chain_0-output-outputPrediction-string|json', label: 'Out', name: 'p', type: 'string | json' },
      ],
    });
    const graph = { nodes: [...nodes, prompt, chain], edges: [] };
    const conn = {
      source: 'chain_0',
      sourceHandle: 'chain_0-output-outputPrediction-string|json',
      target: 'prompt_0',
    };
    expect(isValidConnection({ ...conn, targetHandle: VALUES }, graph).ok).toBe(true);
    // A param without acceptVariable has no handle.
    expect(isValidConnection({ ...conn, targetHandle: 'prompt_0-input-template-string' }, graph).ok).toBe(
      false,
    );
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
