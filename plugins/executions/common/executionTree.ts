import type { ExecutedNodeRun, NodeRunStatus } from './executionTypes.ts';

/** One row of the run tree: a node run, or an iteration group holding the runs of one item. */
export interface ExecutionTreeItem {
  /** Unique within the tree (a node may run many times: in loops and iterations). */
  key: string;
  label: string;
  status: NodeRunStatus;
  /** Index into the executed list; absent for iteration groups. */
  runIndex?: number;
  children: ExecutionTreeItem[];
}

/** The worst status wins, so a failed iteration shows as failed. */
const RANK: Record<NodeRunStatus, number> = {
  FINISHED: 0,
  INPROGRESS: 1,
  STOPPED: 2,
  TERMINATED: 3,
  ERROR: 4,
};
export function worstStatus(statuses: NodeRunStatus[]): NodeRunStatus {
  return statuses.reduce<NodeRunStatus>((w, s) => (RANK[s] > RANK[w] ? s : w), 'FINISHED');
}

/**
 * The executed nodes as a tree in run order: runs with a parentNodeId (nodes inside an
 * Iteration) nest under their iteration node's run, grouped by iterationIndex ("Iteration 1"...).
 */
export function buildExecutionTree(runs: ExecutedNodeRun[]): ExecutionTreeItem[] {
  const roots: ExecutionTreeItem[] = [];
  /** The latest run of each node id, so children attach to the iteration run that holds them. */
  const lastRunOf = new Map<string, ExecutionTreeItem>();
  const seen = new Map<string, number>();
  runs.forEach((run, runIndex) => {
    const n = (seen.get(run.nodeId) ?? 0) + 1;
    seen.set(run.nodeId, n);
    const item: ExecutionTreeItem = {
      key: `${run.nodeId}#${n}`,
      label: run.nodeLabel,
      status: run.status,
      runIndex,
      children: [],
    };
    const parent = run.parentNodeId ? lastRunOf.get(run.parentNodeId) : undefined;
    if (!parent) {
      roots.push(item);
    } else {
      const index = run.iterationIndex ?? 0;
      const groupKey = `${parent.key}/iteration-${index}`;
      let group = parent.children.find((c) => c.key === groupKey);
      if (!group) {
        group = { key: groupKey, label: `Iteration ${index + 1}`, status: 'FINISHED', children: [] };
        parent.children.push(group);
      }
      group.children.push(item);
      group.status = worstStatus(group.children.map((c) => c.status));
    }
    lastRunOf.set(run.nodeId, item);
  });
  return roots;
}

/** Every key in the tree, depth first (to open all groups at once). */
export function treeKeys(items: ExecutionTreeItem[]): string[] {
  return items.flatMap((i) => [i.key, ...treeKeys(i.children)]);
}
