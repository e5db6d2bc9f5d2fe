import { type FlowGraph, handleIndex, reachableFrom } from './flowGraph.ts';

/**
 * One level of a run being walked (the top level, or one item of an Iteration): its ready queue,
 * the nodes running, and the edges settled so far. Apart from FlowRun because the scheduling rules
 * (a join waits for all its inputs and runs when one is live, a pruned branch skips what only it
 * feeds, a loop rewinds its region) are graph bookkeeping that needs no running node to test.
 */
export class FlowLevel {
  readonly running = new Set<string>();
  /** Text of the last node finished on this level. */
  lastContent = '';

  constructor(
    readonly graph: FlowGraph,
    /** Nodes ready to start, in order. */
    public ready: string[],
    /** Settled edges: delivered (live) or pruned (dead). The top level shares the snapshot's. */
    readonly edges: Record<string, 'live' | 'dead'> = {},
    readonly iteration?: { index: number; value: unknown; parentNodeId: string },
  ) {}

  /** The nodes whose output reached `id` along a live edge. */
  liveInputs(id: string): string[] {
    return (this.graph.incoming.get(id) ?? [])
      .filter((e) => this.edges[e.id] === 'live')
      .map((e) => e.source);
  }

  /** Settles a finished node's outgoing edges: all live, or per output handle when it branched. */
  deliver(id: string, conditions?: { isFulfilled: boolean }[]) {
    for (const edge of this.graph.outgoing.get(id) ?? []) {
      const live = !conditions || conditions[handleIndex(edge)]?.isFulfilled === true;
      this.settle(edge.id, edge.target, live);
    }
  }

  private settle(edgeId: string, target: string, live: boolean) {
    this.edges[edgeId] = live ? 'live' : 'dead';
    const incoming = this.graph.incoming.get(target) ?? [];
    if (!incoming.every((e) => this.edges[e.id])) return;
    if (incoming.some((e) => this.edges[e.id] === 'live')) {
      if (!this.ready.includes(target) && !this.running.has(target)) this.ready.push(target);
      return;
    }
    // Every input was pruned: the node is skipped and so is what only it feeds.
    for (const e of this.graph.outgoing.get(target) ?? []) this.settle(e.id, e.target, false);
  }

  /** The node a Loop names: its id, or the longest node id it starts with followed by '-'. */
  loopTarget(nodeId: string): string | undefined {
    return [...this.graph.nodes.keys()]
      .filter((id) => nodeId === id || nodeId.startsWith(`${id}-`))
      .sort((a, b) => b.length - a.length)[0];
  }

  /** Loops back to `target`: the edges inside what it reaches are unsettled again and it is queued. */
  rewindTo(target: string) {
    const region = reachableFrom(this.graph, target);
    for (const id of region) {
      for (const e of this.graph.incoming.get(id) ?? []) if (region.has(e.source)) delete this.edges[e.id];
    }
    if (!this.ready.includes(target)) this.ready.push(target);
  }
}
