import { describe, expect, it } from 'vitest';
import { nodes as agentflowNodes } from '../../plugins/agentflow/definitions.ts';
import type { Flow, FlowEdge, FlowNode } from '../flow.ts';
import { NodeRegistry } from '../NodeRegistry.ts';
import { CONDITION_ALERTS } from './conditionDiagnostics.ts';
import { FLOW_MESSAGES, validateFlow } from './validateFlow.ts';

const registry = new NodeRegistry();
for (const def of agentflowNodes) registry.register('agentflow', def);

const node = (id: string, inputs: Record<string, unknown> = {}, extra: Partial<FlowNode> = {}): FlowNode => ({
  id,
  position: { x: 0, y: 0 },
  type: 'agentFlow',
  data: { id, name: id.replace(/_\d+$/, ''), label: id, inputs },
  ...extra,
});
const edge = (s: string, t: string): FlowEdge => ({
  id: `${s}->${t}`,
  source: s,
  target: t,
  sourceHandle: `${s}-output-x`,
  targetHandle: t,
});
const start = node('startAgentflow_0', { startInputType: 'chatInput' });
const reply = node('directReplyAgentflow_0', { directReplyMessage: 'Hi' });

describe('validateFlow', () => {
  it('passes a small complete flow', () => {
    expect(validateFlow({ nodes: [start, reply], edges: [edge(start.id, reply.id)] }, registry)).toEqual([]);
  });

  it('reports unknown types and missing names without throwing', () => {
    const odd = node('mystery_0');
    const nameless = { ...node('x_0'), data: { id: 'x_0', label: 'x' } } as unknown as FlowNode;
    const flow: Flow = { nodes: [start, reply, odd, nameless], edges: [edge(start.id, reply.id)] };
    const out = validateFlow(flow, registry);
    expect(out).toContainEqual({
      nodeId: 'mystery_0',
      message: "Unknown node type 'mystery'.",
      say: { text: "Unknown node type '{{name}}'.", values: { name: 'mystery' }, nodeValues: {} },
      severity: 'error',
    });
    expect(out).toContainEqual({ nodeId: 'x_0', message: FLOW_MESSAGES.noType, severity: 'error' });
    expect(() => validateFlow({} as Flow, registry)).not.toThrow();
  });

  it('needs exactly one Start node', () => {
    expect(validateFlow({ nodes: [reply], edges: [] }, registry)).toContainEqual({
      message: FLOW_MESSAGES.noStart,
      severity: 'error',
    });
    const second = node('startAgentflow_1', { startInputType: 'chatInput' });
    const out = validateFlow({ nodes: [start, second, reply], edges: [edge(start.id, reply.id)] }, registry);
    expect(out).toContainEqual({
      nodeId: 'startAgentflow_1',
      message: FLOW_MESSAGES.extraStart,
      severity: 'error',
    });
    expect(validateFlow({ nodes: [reply], edges: [] }, registry, { startNode: null })).not.toContainEqual(
      expect.objectContaining({ message: FLOW_MESSAGES.noStart }),
    );
  });

  it('reports unconnected nodes, but not notes or Iteration children of a connected Iteration', () => {
    const note = node('stickyNoteAgentflow_0', {}, { type: 'stickyNote' });
    const iteration = node('iterationAgentflow_0', { iterationInput: '[1]' }, { type: 'iteration' });
    const child = node(
      'directReplyAgentflow_1',
      { directReplyMessage: 'x' },
      { parentNode: 'iterationAgentflow_0' },
    );
    const lonely = node('directReplyAgentflow_2', { directReplyMessage: 'x' });
    const flow = { nodes: [start, note, iteration, child, lonely], edges: [edge(start.id, iteration.id)] };
    const out = validateFlow(flow, registry);
    expect(out).toEqual([
      { nodeId: 'directReplyAgentflow_2', message: FLOW_MESSAGES.notConnected, severity: 'warning' },
    ]);
  });

  it('reports missing required inputs that display, including array rows', () => {
    const llm = node('llmAgentflow_0', {
      llmModel: '',
      llmMemoryType: 'windowSize',
      llmStructuredOutput: [{ key: 'a', type: 'enum', description: '' }],
    });
    const out = validateFlow({ nodes: [start, llm], edges: [edge(start.id, llm.id)] }, registry);
    const fields = out.map((d) => d.field);
    expect(fields).toContain('llmModel');
    expect(fields).toContain('llmStructuredOutput[0].description');
    // optional or hidden fields are not required: enumValues is optional, jsonSchema is hidden for enum.
    expect(fields).not.toContain('llmStructuredOutput[0].enumValues');
    expect(fields).not.toContain('llmUserMessage');
    expect(out.find((d) => d.field === 'llmModel')).toEqual({
      nodeId: 'llmAgentflow_0',
      message: 'Model is required',
      // the same as catalogue key and values, the label a node text (the canvas translates both)
      say: { text: '{{label}} is required', values: {}, nodeValues: { label: 'Model' } },
      severity: 'error',
      field: 'llmModel',
    });
    expect(out.find((d) => d.field === 'llmStructuredOutput[0].description')?.say).toEqual({
      text: '{{list}} {{row}}: {{label}} is required',
      values: { row: 1 },
      nodeValues: { list: 'JSON Structured Output', label: 'Description' },
    });
    // a field behind a show rule is required only while displayed
    const human = node('humanInputAgentflow_0', { humanInputDescriptionType: 'dynamic' });
    const h = validateFlow({ nodes: [start, human], edges: [edge(start.id, human.id)] }, registry).map(
      (d) => d.field,
    );
    expect(h).toContain('humanInputModel');
    expect(h).not.toContain('humanInputDescription');
  });

  it('uses the spec texts for condition rows', () => {
    const cond = node('conditionAgentflow_0', {
      conditions: [{ type: 'string', value1: '', operation: '', value2: '' }],
    });
    const out = validateFlow({ nodes: [start, cond], edges: [edge(start.id, cond.id)] }, registry);
    expect(out.map((d) => d.message)).toEqual([CONDITION_ALERTS.variable, CONDITION_ALERTS.operation]);
    const empty = node('conditionAgentflow_0', { conditions: [] });
    const out2 = validateFlow({ nodes: [start, empty], edges: [edge(start.id, empty.id)] }, registry);
    expect(out2.map((d) => d.message)).toEqual(['Please add an item for the condition']);
    const agent = node('conditionAgentAgentflow_0', {
      conditionAgentModel: 'chatOpenAI',
      conditionAgentScenarios: [],
    });
    const out3 = validateFlow({ nodes: [start, agent], edges: [edge(start.id, agent.id)] }, registry);
    expect(out3.map((d) => d.message)).toEqual(['Please add an item for the condition']);
  });

  it('warns about connections to missing nodes', () => {
    const out = validateFlow(
      { nodes: [start, reply], edges: [edge(start.id, reply.id), edge(start.id, 'gone_0')] },
      registry,
    );
    expect(out).toEqual([
      {
        message: FLOW_MESSAGES.danglingEdge('startAgentflow_0->gone_0'),
        say: expect.objectContaining({ values: { id: 'startAgentflow_0->gone_0' } }),
        severity: 'warning',
      },
    ]);
  });
});
