import { describe, expect, it } from 'vitest';
import type { FlowEdge, FlowNode } from '../flow.ts';
import { NodeRegistry } from '../NodeRegistry.ts';
import type { NodeDefinition } from '../types.ts';
import { ENDING_MESSAGES } from './endingNodeProblems.ts';
import { validateFlow, validateOptionsFor } from './validateFlow.ts';

// Small chatflow components in the peer's shape: typed anchors, no Start node.
const def = (name: string, category: string, extra: Partial<NodeDefinition> = {}): NodeDefinition => ({
  name,
  label: name,
  version: 1,
  type: name,
  category,
  icon: 'Bot24Regular',
  color: '#888888',
  description: name,
  baseClasses: [name],
  inputs: [],
  ...extra,
});
const registry = new NodeRegistry();
registry.register('test', def('chatModel', 'Chat Models'));
registry.register('test', def('bufferMemory', 'Memory'));
registry.register('test', def('customFunction', 'Utilities'));
registry.register(
  'test',
  def('faiss', 'Vector Stores', { unavailable: 'Faiss needs a native library this server does not have.' }),
);
registry.register(
  'test',
  def('conversationChain', 'Chains', {
    inputAnchors: [
      { label: 'Chat Model', name: 'model', type: 'BaseChatModel | BaseLanguageModel' },
      { label: 'Memory', name: 'memory', type: 'BaseMemory', optional: true },
    ],
  }),
);

const node = (id: string, outputs?: Record<string, unknown>): FlowNode => ({
  id,
  position: { x: 0, y: 0 },
  type: 'customNode',
  data: { id, name: id.replace(/_\d+$/, ''), label: id, inputs: {}, ...(outputs ? { outputs } : {}) },
});
const edge = (source: string, target: string, anchor: string, type: string): FlowEdge => ({
  id: `${source}->${target}`,
  source,
  target,
  sourceHandle: `${source}-output-${source}-x`,
  targetHandle: `${target}-input-${anchor}-${type}`,
});
const chat = validateOptionsFor('CHATFLOW');
const model = node('chatModel_0');
const chain = node('conversationChain_0');
const modelEdge = edge('chatModel_0', 'conversationChain_0', 'model', 'BaseChatModel');

describe('validateFlow on chatflows', () => {
  it('passes a model wired into a chain', () => {
    expect(validateFlow({ nodes: [model, chain], edges: [modelEdge] }, registry, chat)).toEqual([]);
  });

  it('reports a required input anchor that nothing is connected to, not an optional one', () => {
    const out = validateFlow({ nodes: [chain], edges: [] }, registry, chat);
    expect(out.filter((d) => d.severity === 'error')).toEqual([
      {
        nodeId: 'conversationChain_0',
        message: 'Chat Model is required: connect a BaseChatModel or BaseLanguageModel node',
        say: {
          text: '{{label}} is required: connect a {{types}} or {{last}} node',
          values: { types: 'BaseChatModel', last: 'BaseLanguageModel' },
          nodeValues: { label: 'Chat Model' },
        },
        severity: 'error',
        field: 'model',
      },
    ]);
    // an edge into another anchor of the node does not count
    const memory = node('bufferMemory_0');
    const wrong = edge('bufferMemory_0', 'conversationChain_0', 'memory', 'BaseMemory');
    const out2 = validateFlow({ nodes: [memory, chain], edges: [wrong] }, registry, chat);
    expect(out2.map((d) => d.field)).toEqual(['model']);
  });

  it('says why a node cannot run here, before any run (the reason a node text the canvas translates)', () => {
    const out = validateFlow({ nodes: [model, chain, node('faiss_0')], edges: [modelEdge] }, registry, chat);
    const reason = 'Faiss needs a native library this server does not have.';
    expect(out).toContainEqual({
      nodeId: 'faiss_0',
      message: `Not available here: ${reason}`,
      say: { text: 'Not available here: {{reason}}', values: {}, nodeValues: { reason } },
      severity: 'error',
    });
  });

  it('needs exactly one ending node, and it must be able to answer', () => {
    const memory = node('bufferMemory_0');
    const memEdge = edge('bufferMemory_0', 'conversationChain_0', 'memory', 'BaseMemory');
    // two chains both ending the flow
    const chain2 = node('conversationChain_1');
    const model2 = edge('chatModel_0', 'conversationChain_1', 'model', 'BaseChatModel');
    const two = validateFlow({ nodes: [model, chain, chain2], edges: [modelEdge, model2] }, registry, chat);
    expect(two).toEqual([
      { ...ENDING_MESSAGES.many(['conversationChain_0', 'conversationChain_1']), severity: 'error' },
    ]);
    // a flow whose last node is a memory
    const toMemory = edge('conversationChain_0', 'bufferMemory_0', 'x', 'Y');
    const memLast = validateFlow(
      { nodes: [model, chain, memory], edges: [modelEdge, toMemory] },
      registry,
      chat,
    );
    expect(memLast).toContainEqual({
      nodeId: 'bufferMemory_0',
      ...ENDING_MESSAGES.notEnding('Memory'),
      severity: 'error',
    });
    // a utility set as the ending node answers
    const fn = node('customFunction_0', { output: 'EndingNode' });
    const toFn = edge('conversationChain_0', 'customFunction_0', 'input', 'string');
    expect(validateFlow({ nodes: [model, chain, fn], edges: [modelEdge, toFn] }, registry, chat)).toEqual([]);
    // an unconnected extra node is a warning, not a second ending node
    const loose = validateFlow({ nodes: [model, chain, memory], edges: [modelEdge] }, registry, chat);
    expect(loose).toEqual([
      { nodeId: 'bufferMemory_0', message: 'This node is not connected to the flow.', severity: 'warning' },
    ]);
    expect(
      validateFlow({ nodes: [model, chain, memory], edges: [modelEdge, memEdge] }, registry, chat),
    ).toEqual([]);
    // only components and nothing that answers
    expect(validateFlow({ nodes: [memory], edges: [] }, registry, chat)).toContainEqual({
      nodeId: 'bufferMemory_0',
      ...ENDING_MESSAGES.notEnding('Memory'),
      severity: 'error',
    });
  });

  it('does not report an ending-node problem on top of an unknown ending node', () => {
    const unknown = node('mysteryChain_0');
    const toUnknown = edge('conversationChain_0', 'mysteryChain_0', 'x', 'Y');
    const out = validateFlow(
      { nodes: [model, chain, unknown], edges: [modelEdge, toUnknown] },
      registry,
      chat,
    );
    expect(out.map((d) => d.message)).toEqual(["Unknown node type 'mysteryChain'."]);
  });

  it('leaves the ending-node rules to chatflows', () => {
    expect(validateOptionsFor('AGENTFLOW')).toEqual({});
    const out = validateFlow(
      { nodes: [model, chain, node('conversationChain_1')], edges: [modelEdge] },
      registry,
      {
        startNode: null,
      },
    );
    expect(out.map((d) => d.message)).not.toContain(
      ENDING_MESSAGES.many(['conversationChain_0', 'conversationChain_1']).message,
    );
  });
});
