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
 * The engine records an iteration node after its children (it ends last), so a child belongs to
 * the first run of its parent that comes after it (or, failing that, the last one before it).
 */
export function buildExecutionTree(runs: ExecutedNodeRun[]): ExecutionTreeItem[] {
  const seen = new Map<string, number>();
  const items = runs.map((run, runIndex): ExecutionTreeItem => {
    const n = (seen.get(run.nodeId) ?? 0) + 1;
    seen.set(run.nodeId, n);
    return { key: `${run.nodeId}#${n}`, label: run.nodeLabel, status: run.status, runIndex, children: [] };
  });
  const ownerOf = (childIndex: number, parentId: string): ExecutionTreeItem | undefined => {
    let before: ExecutionTreeItem | undefined;
    for (let i = 0; i < runs.length; i += 1) {
      if (runs[i]?.nodeId !== parentId || i === childIndex) continue;
      if (i > childIndex) return items[i];
      before = items[i];
    }
    return before;
  };
  const roots: ExecutionTreeItem[] = [];
  runs.forEach((run, runIndex) => {
    const item = items[runIndex] as ExecutionTreeItem;
    const parent = run.parentNodeId ? ownerOf(runIndex, run.parentNodeId) : undefined;
    if (!parent) {
      roots.push(item);
      return;
    }
    const index = run.iterationIndex ?? 0;
    const groupKey = `${parent.key}/iteration-${index}`;
    let group = parent.children.find((c) => c.key === groupKey);
    if (!group) {
      group = { key: groupKey, label: `Iteration ${index + 1}`, status: 'FINISHED', children: [] };
      parent.children.push(group);
    }
    group.children.push(item);
    group.status = worstStatus(group.children.map((c) => c.status));
  });
  return roots;
}

/** Every key in the tree, depth first (to open all groups at once). */
export function treeKeys(items: ExecutionTreeItem[]): string[] {
  return items.flatMap((i) => [i.key, ...treeKeys(i.children)]);
}
