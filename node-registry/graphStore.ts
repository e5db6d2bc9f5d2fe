import type { Graph } from './flow.ts';
import { applyGraphDiff, type GraphUpdate } from './graphDiff.ts';
import { type Connection, type ConnectionCheck, isValidConnection } from './rules/isValidConnection.ts';

/** A check the store could not answer: it holds an older graph than the one the check was made on. */
export interface StaleGraph {
  stale: true;
  /** The version the store holds (0: none yet). */
  version: number;
}

export type StoredConnectionCheck = ConnectionCheck | StaleGraph;

/**
 * The canvas graph kept where the rules run (the worker) between connection checks, so a check
 * sends two node ids instead of the whole edge list. Every graph carries the canvas's version; a
 * check names the version it was made on and is answered only on exactly that graph.
 */
export function createGraphStore() {
  let version = 0;
  let graph: Graph = { nodes: [], edges: [] };

  return {
    get version(): number {
      return version;
    },
    /**
     * Keeps the graph of `nextVersion` (the last one sent wins: messages arrive in order). Changes
     * are applied only onto the version they were made from; false when the store holds another.
     */
    load(nextVersion: number, update: GraphUpdate): boolean {
      if ('graph' in update) graph = update.graph;
      else if (update.base === version) graph = applyGraphDiff(graph, update.diff);
      else return false;
      version = nextVersion;
      return true;
    },
    /** The connection rule on the held graph, or stale when it is not the graph of `atVersion`. */
    check(connection: Connection, atVersion: number): StoredConnectionCheck {
      if (atVersion !== version) return { stale: true, version };
      return isValidConnection(connection, graph);
    },
  };
}

export type GraphStore = ReturnType<typeof createGraphStore>;

export const isStale = (check: StoredConnectionCheck): check is StaleGraph => 'stale' in check;
