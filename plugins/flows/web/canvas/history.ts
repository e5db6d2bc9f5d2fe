/**
 * Undo history as immutable snapshots: `present` is what the canvas shows, `past` what undo
 * goes back to (newest last), `future` what redo replays (next first). Snapshots are the canvas's
 * own immutable arrays, so keeping one costs a reference, not a copy.
 */
export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

/** Snapshots kept for undo; older ones are dropped. */
export const HISTORY_LIMIT = 100;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/** After an edit: the old present becomes undoable and the redo list is cleared. */
export function record<T>(history: History<T>, next: T, limit = HISTORY_LIMIT): History<T> {
  if (next === history.present) return history;
  const past = [...history.past, history.present];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, present: next, future: [] };
}

export function canUndo(history: History<unknown>): boolean {
  return history.past.length > 0;
}

export function canRedo(history: History<unknown>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: History<T>): History<T> {
  if (!canUndo(history)) return history;
  const present = history.past[history.past.length - 1] as T;
  return { past: history.past.slice(0, -1), present, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  if (!canRedo(history)) return history;
  const [present, ...future] = history.future as [T, ...T[]];
  return { past: [...history.past, history.present], present, future };
}

/** Replaces the present without a new undo step: typing in one field stays one step. */
export function amend<T>(history: History<T>, next: T): History<T> {
  return { past: history.past, present: next, future: [] };
}
