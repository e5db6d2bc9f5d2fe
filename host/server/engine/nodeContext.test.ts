import { describe, expect, it } from 'vitest';
import type { EngineServices } from './engineTypes.ts';
import { FlowLevel } from './FlowLevel.ts';
import { buildGraph } from './flowGraph.ts';
import { nodeContext, type RunHooks } from './nodeContext.ts';
import type { RunFlowOptions } from './runFlow.ts';
import { emptySnapshot } from './runSnapshot.ts';
import { flowEdge, flowNode, flowOf } from './testFlow.ts';

const flow = flowOf([flowNode('a', 'text'), flowNode('b', 'text')], [flowEdge('a', 'b')]);
const options: RunFlowOptions = {
  flow,
  flowId: 'f1',
  workspaceId: 'w1',
  executors: { get: () => undefined },
  input: { question: 'q?', sessionId: 's1', chatId: 'c1', humanInput: { type: 'proceed', feedback: 'go' } },
  services: {} as EngineServices,
};
const hooks = (extra: Partial<RunHooks> = {}): RunHooks => ({
  signal: new AbortController().signal,
  emit: () => {},
  secrets: new Set(),
  ...extra,
});

describe('nodeContext', () => {
  it('hands the human answer and what the node kept only to the node the run resumes at', () => {
    const level = new FlowLevel(buildGraph(flow), []);
    const snap = emptySnapshot();
    const node = flow.nodes[0]!;
    const resumed = nodeContext(
      options,
      snap,
      level,
      node,
      {},
      hooks({ resuming: { resume: { asked: 1 } } }),
    );
    expect(resumed.humanInput).toEqual({ type: 'proceed', feedback: 'go' });
    expect(resumed.resume).toEqual({ asked: 1 });
    const plain = nodeContext(options, snap, level, node, {}, hooks());
    expect('humanInput' in plain || 'resume' in plain).toBe(false);
  });

  it('lets only a top-level node without successors stream, copies the state and keeps non-empty secrets', () => {
    const graph = buildGraph(flow);
    const snap = emptySnapshot();
    snap.state = { k: 'v' };
    const secrets = new Set<string>();
    const [a, b] = flow.nodes as [(typeof flow.nodes)[0], (typeof flow.nodes)[0]];
    const top = new FlowLevel(graph, []);
    expect(nodeContext(options, snap, top, a, {}, hooks()).isLastNode).toBe(false);
    const last = nodeContext(options, snap, top, b, {}, hooks({ secrets }));
    expect(last.isLastNode).toBe(true);
    last.state.k = 'changed';
    expect(snap.state).toEqual({ k: 'v' });
    last.addSecret('');
    last.addSecret('sk-123');
    expect([...secrets]).toEqual(['sk-123']);
    const item = new FlowLevel(graph, [], {}, { index: 1, value: 'x', parentNodeId: 'iter' });
    const inside = nodeContext(options, snap, item, b, {}, hooks());
    expect(inside.isLastNode).toBe(false);
    expect(inside.iteration).toEqual({ index: 1, value: 'x' });
    expect(inside.resolve('{{ $iteration }}')).toBe('x');
  });
});
