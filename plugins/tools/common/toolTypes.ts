/** A custom tool as the API returns it (camelCase, like the peer). */
export interface Tool {
  id: string;
  workspaceId: string;
  name: string;
  description: string;
  /** '#rrggbb'. */
  color: string;
  /** An image URL shown as the tool's icon, or null. */
  iconSrc: string | null;
  /** JSON text of the input JSON Schema (an object schema). */
  schema: string;
  /** A JavaScript function body; it may `return` and `await`. */
  func: string;
  createdDate: string;
  updatedDate: string;
}

/** What create and update accept. */
export interface ToolInput {
  name: string;
  description: string;
  color?: string;
  iconSrc?: string | null;
  schema?: string;
  func: string;
}

/** Body of POST /tools/test-run: an unsaved function with sample arguments. */
export interface ToolTestRunInput {
  func: string;
  schema?: string;
  args?: Record<string, unknown>;
}

/** The outcome of running a tool function in the sandbox. */
export type ToolRunResult =
  | { ok: true; output: unknown; logs: ToolRunLog[]; durationMs: number }
  | { ok: false; error: { kind: string; message: string }; logs: ToolRunLog[]; durationMs: number };

export interface ToolRunLog {
  level: string;
  message: string;
}
