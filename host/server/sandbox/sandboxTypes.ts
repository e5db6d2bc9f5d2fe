import type { GuardedFetch } from './guardedFetch.ts';
import type { GuardedSql } from './modules/guardedSql.ts';

/** What the user code sees as $flow. */
export interface SandboxFlow {
  sessionId?: string;
  chatId?: string;
  chatflowId?: string;
  input?: unknown;
  state?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface SandboxOptions {
  /** A function BODY: may `return` a value and use `await`. */
  code: string;
  /** $input and $args; each top-level key that is an identifier is also a global `$<key>`. */
  args?: Record<string, unknown>;
  vars?: Record<string, unknown>;
  flow?: SandboxFlow;
  /** Default 10 000, at most 60 000. Covers compiling, running and waiting for fetch. */
  timeoutMs?: number;
  /** QuickJS heap limit. Default 64 MiB, at most 512 MiB. */
  memoryBytes?: number;
  /** When given, user code gets fetch(url, init) backed by it; otherwise there is no fetch. */
  fetch?: GuardedFetch;
  /** When given, the `pg` and `typeorm` modules query PostgreSQL through it (createGuardedSql); otherwise they fail. */
  sql?: GuardedSql;
  /** Tools the code may call as `$tools.<name>.invoke(input)` (the peer's Custom Function "Additional Tools"). */
  tools?: SandboxTool[];
}

/** What the code sees of a tool: its name and description; calls run on the main thread. */
export interface SandboxToolInfo {
  name: string;
  description: string;
}

/** A tool the caller lends to one run; `call` gets the code's input as JSON data. */
export interface SandboxTool extends SandboxToolInfo {
  call(input: unknown, signal: AbortSignal): Promise<string>;
}

/** One `$tools.<name>.invoke(input)` of the code, as it crosses from the worker. */
export interface ToolCall {
  name: string;
  input: unknown;
}

/** Makes a run's tool calls (the pool's relay, or the tools themselves on the calling thread). */
export type SandboxToolCaller = (call: ToolCall, signal: AbortSignal) => Promise<string>;

export type SandboxLogLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';

export interface SandboxLog {
  level: SandboxLogLevel;
  message: string;
}

export type SandboxErrorKind = 'timeout' | 'memory' | 'syntax' | 'runtime' | 'result';

export interface SandboxError {
  kind: SandboxErrorKind;
  message: string;
}

export type SandboxResult =
  | { ok: true; value: unknown; logs: SandboxLog[] }
  | { ok: false; error: SandboxError; logs: SandboxLog[] };
