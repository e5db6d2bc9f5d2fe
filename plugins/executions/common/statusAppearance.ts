import type { ExecutionState, NodeRunStatus } from './executionTypes.ts';

/** A Fluent Badge colour name (kept as plain strings so `common` needs no UI import). */
export type BadgeColor = 'success' | 'danger' | 'warning' | 'informative' | 'subtle' | 'severe';

export interface StatusAppearance {
  color: BadgeColor;
  label: string;
}

const APPEARANCE: Record<ExecutionState, StatusAppearance> = {
  FINISHED: { color: 'success', label: 'Finished' },
  INPROGRESS: { color: 'informative', label: 'In progress' },
  ERROR: { color: 'danger', label: 'Error' },
  TERMINATED: { color: 'severe', label: 'Terminated' },
  TIMEOUT: { color: 'severe', label: 'Timeout' },
  STOPPED: { color: 'warning', label: 'Stopped' },
};

/** Badge colour and words for an execution state or a node run status; unknown values stay neutral. */
export function statusAppearance(status: ExecutionState | NodeRunStatus | string): StatusAppearance {
  return APPEARANCE[status as ExecutionState] ?? { color: 'subtle', label: status };
}
