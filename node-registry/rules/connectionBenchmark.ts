import type { FlowEdge, FlowNode, Graph } from '../flow.ts';
import { isValidConnection } from './isValidConnection.ts';

/** A chain of `size` agent-flow nodes (n_0 -> n_1 -> ...), the worst case for the cycle search. */
export function syntheticChainGraph(size: number): Graph {
  const nodes: FlowNode[] = [];
  const edges: FlowEdge[] = [];
  for (let i = 0; i < size; i += 1) {
    const id = `llmAgentflow_${i}`;
    nodes.push({
      id,
      type: 'agentFlow',
      position: { x: i * 220, y: 0 },
      data: {
        id,
        name: 'llmAgentflow',
        label: `LLM ${i}`,
        outputAnchors: [{ id: `${id}-output-llmAgentflow`, label: 'LLM', name: 'llmAgentflow' }],
      },
    });
    if (i > 0) {
      const prev = `llmAgentflow_${i - 1}`;
      edges.push({
        id: `${prev}->${id}`,
        source: prev,
        target: id,
        sourceHandle: `${prev}-output-llmAgentflow`,
        targetHandle: id,
      });
    }
  }
  return { nodes, edges };
}

/**
 * Average milliseconds of one connection check on a chain of `size` nodes, connecting the last
 * node back to the first (the whole chain is walked). For bench/: compare sizes to see it is linear.
 */
export function measureConnectionCheck(size: number, runs = 20): { ms: number; ok: boolean } {
  const graph = syntheticChainGraph(size);
  const last = `llmAgentflow_${size - 1}`;
  const connection = {
    source: last,
    target: 'llmAgentflow_0',
    sourceHandle: `${last}-output-llmAgentflow`,
    targetHandle: 'llmAgentflow_0',
  };
  let ok = false;
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) ok = isValidConnection(connection, graph).ok;
  return { ms: (performance.now() - start) / runs, ok };
}
