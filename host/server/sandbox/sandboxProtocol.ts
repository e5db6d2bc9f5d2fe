import type { SqlCall, SqlReply } from './modules/guardedSql.ts';
import type { SandboxRequest } from './sandboxRequest.ts';
import type { SandboxResult, ToolCall } from './sandboxTypes.ts';

/**
 * Messages between the sandbox pool (main thread) and a sandbox worker. Plain data only: everything crosses
 * by structured clone, and the user code's values are JSON data by then.
 */

/** The guarded request a worker asks the main thread to make for fetch() inside the sandbox. */
export interface FetchCall {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What the worker gets back for a fetch: the response with its body decoded to text. */
export interface FetchReply {
  status: number;
  statusText: string;
  ok: boolean;
  url: string;
  redirected: boolean;
  headers: Record<string, string>;
  text: string;
}

export type ToWorker =
  | {
      type: 'run';
      runId: number;
      request: SandboxRequest;
      hasFetch: boolean;
      hasSql?: boolean;
      hasTools?: boolean;
    }
  | { type: 'tool-reply'; fetchId: number; reply: string }
  | { type: 'fetch-reply'; fetchId: number; reply: FetchReply }
  | { type: 'fetch-error'; fetchId: number; message: string }
  | { type: 'sql-reply'; fetchId: number; reply: SqlReply };

export type FromWorker =
  /** The worker has loaded (and compiled QuickJS for the default limit). */
  | { type: 'ready' }
  /** The module is loaded and the run's deadline has started. */
  | { type: 'started'; runId: number }
  | { type: 'fetch'; runId: number; fetchId: number; call: FetchCall }
  /** A query of the `pg`/`typeorm` module: the main thread makes it (ids shared with fetch, errors as fetch-error). */
  | { type: 'sql'; runId: number; fetchId: number; call: SqlCall }
  /** A `$tools.<name>.invoke(input)`: the main thread calls the caller's tool (errors as fetch-error). */
  | { type: 'tool'; runId: number; fetchId: number; call: ToolCall }
  /** The code gave up waiting (deadline, end of run): the main thread aborts the request. */
  | { type: 'fetch-abort'; fetchId: number }
  | { type: 'done'; runId: number; result: SandboxResult }
  /** The QuickJS module was replaced inside the worker (counted for health and tests). */
  | { type: 'engine-reset' };
