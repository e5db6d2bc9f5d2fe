import { describe, expect, it } from 'vitest';
import { createNodeData } from '../../../node-registry/rules/createNodeData.ts';
import { nodes as agentflowNodes } from '../../agentflow/definitions.ts';
import type { CanvasNode } from './canvasGraph.ts';
import { containerAt } from './containerAt.ts';
import { newEdge } from './newEdge.ts';
import { ruleGraph } from './ruleGraph.ts';

const def = (name: string) => agentflowNodes.find((d) => d.name === name)!;
const node = (name: string, id: string, extra: Partial<CanvasNode> = {}): CanvasNode => ({
  id,
  type: 'agentFlow',
  position: { x: 0, y: 0 },
  data: createNodeData(def(name), id),
  ...extra,
});

describe('newEdge', () => {
  it("on a typed canvas makes the peer's plain buttonedge with its id from both handles", () => {
    const connection = {
      source: 'chatOpenAI_0',
      target: 'conversationChain_0',
      sourceHandle: 'chatOpenAI_0-output-chatOpenAI-ChatOpenAI|BaseChatModel',
      targetHandle: 'conversationChain_0-input-model-BaseChatModel',
    };
    expect(newEdge(connection, undefined, undefined, 'typed')).toEqual({
      ...connection,
      id: 'chatOpenAI_0-chatOpenAI_0-output-chatOpenAI-ChatOpenAI|BaseChatModel-conversationChain_0-conversationChain_0-input-model-BaseChatModel',
      type: 'buttonedge',
    });
  });

  it('labels condition branches and carries both colours', () => {
    const cond = node('conditionAgentflow', 'conditionAgentflow_0');
    const llm = node('llmAgentflow', 'llmAgentflow_0');
    const e = newEdge(
      {
        source: cond.id,
        target: llm.id,
        sourceHandle: 'conditionAgentflow_0-output-1',
        targetHandle: llm.id,
      },
      cond,
      llm,
    );
    expect(e).toEqual({
      id: 'conditionAgentflow_0-conditionAgentflow_0-output-1-llmAgentflow_0-llmAgentflow_0',
      source: cond.id,
      target: llm.id,
      sourceHandle: 'conditionAgentflow_0-output-1',
      targetHandle: llm.id,
      type: 'agentFlow',
      data: { sourceColor: '#FFB938', targetColor: '#64B5F6', isHumanInput: false, edgeLabel: 'End' },
    });
  });
  it('labels human input branches proceed / reject; single outputs get no label', () => {
    const human = node('humanInputAgentflow', 'humanInputAgentflow_0');
    const llm = node('llmAgentflow', 'llmAgentflow_0');
    const reject = newEdge(
      { source: human.id, target: llm.id, sourceHandle: 'humanInputAgentflow_0-output-1' },
      human,
      llm,
    );
    expect(reject.data).toMatchObject({ edgeLabel: 'reject', isHumanInput: true });
    const plain = newEdge(
      { source: llm.id, target: human.id, sourceHandle: 'llmAgentflow_0-output-llmAgentflow' },
      llm,
      human,
    );
    expect(plain.data).not.toHaveProperty('edgeLabel');
  });
});

describe('containerAt', () => {
  it('finds the top-level container under a point', () => {
    const box = node('iterationAgentflow', 'iterationAgentflow_0', {
      type: 'iteration',
      position: { x: 100, y: 100 },
      width: 300,
      height: 250,
    });
    const other = node('llmAgentflow', 'llmAgentflow_0');
    const isBox = (n: CanvasNode) => n.type === 'iteration';
    expect(containerAt([box, other], { x: 150, y: 200 }, isBox)?.id).toBe(box.id);
    expect(containerAt([box, other], { x: 50, y: 200 }, isBox)).toBeUndefined();
  });
});

describe('ruleGraph', () => {
  it('keeps what the connection rule reads and drops inputs', () => {
    const g = ruleGraph({
      nodes: [node('llmAgentflow', 'llmAgentflow_0')],
      edges: [{ id: 'e', source: 'a', target: 'b' }],
    });
    expect(g.nodes[0]!.data).not.toHaveProperty('inputs');
    expect(g.nodes[0]!.data.outputAnchors).toHaveLength(1);
    expect(g.edges[0]).toEqual({ id: 'e', source: 'a', target: 'b', sourceHandle: null, targetHandle: null });
  });
  it('sends only the two nodes of a connection, with every edge', () => {
    const graph = {
      nodes: [node('llmAgentflow', 'a'), node('llmAgentflow', 'b'), node('llmAgentflow', 'c')],
      edges: [{ id: 'e', source: 'b', target: 'c' }],
    };
    const g = ruleGraph(graph, { source: 'a', target: 'c' });
    expect(g.nodes.map((n) => n.id)).toEqual(['a', 'c']);
    expect(g.edges).toHaveLength(1);
  });
});
