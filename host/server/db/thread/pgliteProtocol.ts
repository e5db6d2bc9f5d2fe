/** Messages between the server and the PGlite worker thread (PGliteThread, pgliteWorker). */

export interface OpenRequest {
  type: 'open';
  dataDir?: string;
  loadDataDir?: Blob;
}

export interface QueryRequest {
  type: 'query';
  id: number;
  sql: string;
  params: unknown[];
  /** A statement without parameters run first (a transaction's deferred `begin`): one round trip for both. */
  before?: string;
  /**
   * Writes queued before the query (a transaction's pipelined writes, see PGliteDialect): run in
   * order after `before`; the first that fails stops the rest and is the answer's error.
   */
  earlier?: { sql: string; params: unknown[] }[];
}

export interface CloseRequest {
  type: 'close';
  id: number;
}

export type ToPGliteWorker = OpenRequest | QueryRequest | CloseRequest;

/** A PostgreSQL error as the worker saw it: its message and every field callers read (code, ...). */
export interface WorkerError {
  message: string;
  fields: Record<string, unknown>;
}

export type FromPGliteWorker =
  /** osThreadId: the thread's id in the operating system (Linux), for per-thread CPU figures. */
  | { type: 'ready'; osThreadId?: number }
  | { type: 'failed'; error: WorkerError }
  | { type: 'result'; id: number; rows: unknown[]; affectedRows?: number }
  | { type: 'error'; id: number; error: WorkerError }
  | { type: 'closed'; id: number };

/** The error's own fields (code, detail, constraint, table, column, severity, ...) as plain data. */
export function toWorkerError(err: unknown): WorkerError {
  const e = err as Error & Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e ?? {})) {
    if (v === undefined || typeof v === 'function' || (typeof v === 'object' && v !== null)) continue;
    fields[k] = v;
  }
  return { message: e?.message ?? String(err), fields };
}

/** The same error on this side: an Error with the worker's message and fields. */
export function fromWorkerError(w: WorkerError): Error {
  const err = new Error(w.message);
  Object.assign(err, w.fields);
  return err;
}
