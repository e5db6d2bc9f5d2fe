import type { ChatMessage, ExecutedNode } from './engineTypes.ts';

/**
 * Everything needed to continue a run later (after a human answers, or after a restart): saved
 * with the execution after every top-level node. JSON only.
 */
export interface RunSnapshot {
  version: 1;
  executedData: ExecutedNode[];
  state: Record<string, unknown>;
  /** Messages added by this run. */
  runtimeHistory: ChatMessage[];
  /** Past history was dropped by Start's ephemeral memory. */
  historyCleared: boolean;
  /** Settled top-level edges: delivered (live) or pruned (dead). */
  edges: Record<string, 'live' | 'dead'>;
  /** Top-level nodes ready to run, including those running when the snapshot was taken. */
  ready: string[];
  /** The node waiting for a human, and what it asked to keep. */
  paused?: { nodeId: string; resume?: unknown };
  loopCounts: Record<string, number>;
  steps: number;
  /** Latest output per node id, for {{nodeId}} references. */
  outputs: Record<string, Record<string, unknown>>;
  /** Text of the last finished top-level node. */
  lastContent: string;
  /** The run's form answers: a resumed run ({{ $form.x }} after a human's approval) reads them here. */
  form?: Record<string, unknown>;
}

export function emptySnapshot(): RunSnapshot {
  return {
    version: 1,
    executedData: [],
    state: {},
    runtimeHistory: [],
    historyCleared: false,
    edges: {},
    ready: [],
    loopCounts: {},
    steps: 0,
    outputs: {},
    lastContent: '',
  };
}

/** Reads a stored snapshot; undefined when it is absent or not one. */
export function parseSnapshot(text: string | null | undefined): RunSnapshot | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as RunSnapshot;
    return value && value.version === 1 && Array.isArray(value.ready) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a stored run continues: the paused node first (it runs again with the human's answer, so
 * its STOPPED entry is dropped from the record), then the rest of the stored ready queue. Takes
 * the pause off `snap`.
 */
export function resumePoint(snap: RunSnapshot): { ready: string[]; paused?: RunSnapshot['paused'] } {
  const paused = snap.paused;
  snap.paused = undefined;
  if (!paused) return { ready: [...snap.ready] };
  snap.executedData = snap.executedData.filter(
    (d) => !(d.nodeId === paused.nodeId && d.status === 'STOPPED'),
  );
  return { ready: [paused.nodeId, ...snap.ready.filter((id) => id !== paused.nodeId)], paused };
}
