/** How a saved MCP server is connected: the peer's statuses. */
export const MCP_SERVER_STATUSES = ['PENDING', 'AUTHORIZED', 'ERROR'] as const;
export type McpServerStatus = (typeof MCP_SERVER_STATUSES)[number];

/** The peer's auth types: none, or headers sent with every request (a bearer token is one). */
export const MCP_SERVER_AUTH_TYPES = ['NONE', 'CUSTOM_HEADERS'] as const;
export type McpServerAuthType = (typeof MCP_SERVER_AUTH_TYPES)[number];

/**
 * What answers show in place of a header value and of a server URL's path (which may carry a
 * token), and what an update sends to keep the stored value (the peer's placeholder).
 */
export const MASKED = '************';

/** What creating or updating a saved MCP server sends. */
export interface McpServerInput {
  name: string;
  serverUrl: string;
  iconSrc?: string | null;
  color?: string | null;
  authType?: McpServerAuthType;
  /** For CUSTOM_HEADERS: header name to value; MASKED keeps a stored value. */
  authConfig?: { headers?: Record<string, string> } | null;
}

/** A tool the server listed when it was connected. */
export interface McpServerTool {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** A saved MCP server as the API answers it: no header value, the URL's path masked. */
export interface McpServerView {
  id: string;
  workspaceId: string;
  name: string;
  serverUrl: string;
  iconSrc: string | null;
  color: string | null;
  authType: McpServerAuthType;
  /** The header names that are set, each with MASKED for its value; absent without headers. */
  authConfig?: { headers: Record<string, string> };
  toolCount: number;
  status: McpServerStatus;
  /** Why the last connection failed (status ERROR). */
  error: string | null;
  createdDate: string;
  updatedDate: string;
}
