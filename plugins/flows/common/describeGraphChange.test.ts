import { describe, expect, it } from 'vitest';
import type { CanvasGraph } from './canvasGraph.ts';
import { connectionChoices } from './connectionChoices.ts';
import { describeGraphChange } from './describeGraphChange.ts';

const node = (id: string, label: string, data: Record<string, unknown> = {}) => ({
  id,
  type: 'agentFlow',
  position: { x: 0, y: 0 },
  data: { id, name: id.split('_')[0]!, label, ...data },
});
const edge = (source: string, target: string) => ({
  id: `${source}-${target}`,
  source,
  target,
  sourceHandle: `${source}-output`,
  targetHandle: target,
});
const g = (nodes: ReturnType<typeof node>[], edges: ReturnType<typeof edge>[] = []) =>
  ({ nodes, edges }) as unknown as CanvasGraph;

const start = node('start_0', 'Start', {
  hideInput: true,
  outputAnchors: [{ id: 'start_0-output', name: 'out', label: 'Start' }],
});
const llm = node('llm_0', 'LLM 0', { outputAnchors: [{ id: 'llm_0-output', name: 'out', label: 'LLM' }] });
const reply = node('reply_0', 'Reply', { hideOutput: true });

describe('describeGraphChange', () => {
  it('names an added node and a made connection', () => {
    expect(describeGraphChange(g([start]), g([start, llm]))).toBe('Added LLM 0.');
    expect(describeGraphChange(g([start, llm]), g([start, llm], [edge('start_0', 'llm_0')]))).toBe(
      'Connected Start to LLM 0.',
    );
  });

  it('names a deleted node without its edges, and a removed connection on its own', () => {
    const before = g([start, llm, reply], [edge('start_0', 'llm_0'), edge('llm_0', 'reply_0')]);
    expect(describeGraphChange(before, g([start, reply]))).toBe('Deleted LLM 0.');
    expect(describeGraphChange(before, g([start, llm, reply], [edge('start_0', 'llm_0')]))).toBe(
      'Removed the connection from LLM 0 to Reply.',
    );
  });

  it('says nothing for a move or a form edit', () => {
    const moved = { ...llm, position: { x: 40, y: 0 }, data: { ...llm.data, label: 'LLM 0' } };
    expect(describeGraphChange(g([start, llm]), g([start, moved]))).toBeNull();
  });
});

describe('connectionChoices', () => {
  it('offers a flow node its outputs and every other node that takes input', () => {
    const c = connectionChoices(g([start, llm, reply]), 'start_0', 'flow');
    expect(c.outputs).toEqual([{ nodeId: 'start_0', handleId: 'start_0-output', label: 'Start' }]);
    expect(c.targets.map((t) => t.nodeId)).toEqual(['llm_0', 'reply_0']);
    expect(c.targets[0]?.handleId).toBe('llm_0');
  });

  it('offers nothing from a node without outputs', () => {
    expect(connectionChoices(g([start, reply]), 'reply_0', 'flow')).toEqual({ outputs: [], targets: [] });
  });

  it('offers typed nodes input by input', () => {
    const chain = node('llmChain_0', 'LLM Chain', {
      inputAnchors: [
        {
          id: 'llmChain_0-input-model-BaseLanguageModel',
          name: 'model',
          label: 'Language Model',
          type: 'BaseLanguageModel',
        },
      ],
    });
    const model = node('chatOpenAI_0', 'ChatOpenAI', {
      outputAnchors: [
        { id: 'chatOpenAI_0-output-chatOpenAI-ChatOpenAI', name: 'chatOpenAI', label: 'ChatOpenAI' },
      ],
    });
    const c = connectionChoices(g([chain, model]), 'chatOpenAI_0', 'typed');
    expect(c.targets).toEqual([
      {
        nodeId: 'llmChain_0',
        handleId: 'llmChain_0-input-model-BaseLanguageModel',
        label: 'LLM Chain › Language Model',
      },
    ]);
  });
});
