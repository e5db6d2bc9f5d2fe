import { describe, expect, it } from 'vitest';
import { executedNode, type NodeRunStart } from './executedNode.ts';
import { flowNode } from './testFlow.ts';

describe('executedNode', () => {
  const run: NodeRunStart = {
    node: flowNode('llm_0', 'llmAgentflow'),
    label: 'Ask',
    inputs: { q: 'hi' },
    previousNodeIds: ['start_0'],
    start: 1000,
  };

  it('records the run timed from its start, with what the node added', () => {
    expect(
      executedNode(
        run,
        'FINISHED',
        { content: 'yo' },
        { k: 1 },
        { usageMetadata: { inputTokens: 1, outputTokens: 2, totalTokens: 3 } },
        1250,
      ),
    ).toEqual({
      nodeId: 'llm_0',
      nodeLabel: 'Ask',
      data: {
        id: 'llm_0',
        name: 'llmAgentflow',
        input: { q: 'hi' },
        output: { content: 'yo' },
        state: { k: 1 },
        timeMetadata: { start: 1000, end: 1250, delta: 250 },
        usageMetadata: { inputTokens: 1, outputTokens: 2, totalTokens: 3 },
      },
      previousNodeIds: ['start_0'],
      status: 'FINISHED',
    });
  });

  it('marks a run inside an Iteration with its item and parent', () => {
    const item = executedNode(
      { ...run, iteration: { index: 2, parentNodeId: 'iter_0' } },
      'ERROR',
      {},
      {},
      { error: 'x' },
      1000,
    );
    expect(item).toMatchObject({
      status: 'ERROR',
      iterationIndex: 2,
      parentNodeId: 'iter_0',
      data: { error: 'x' },
    });
    expect('iterationIndex' in executedNode(run, 'FINISHED', {}, {})).toBe(false);
  });
});
