/** The operator's list of web origins that may call /api/v1/mcp/{flowId} from a browser. */
export const MCP_CORS_ORIGINS = 'MCP_CORS_ORIGINS';

/** `any` (`*`), or the allowed origins; empty (the default) allows no browser origin. */
export type McpCorsOrigins = 'any' | string[];

/**
 * Reads MCP_CORS_ORIGINS as the peer does: unset allows only callers without an Origin (desktop MCP
 * clients, servers), `*` every origin, else a comma-separated list of origins
 * (`https://app.example.com`). Returns the entry that is no origin, to name it, when one is not.
 */
export function parseMcpCorsOrigins(raw: string | undefined): McpCorsOrigins | { bad: string } {
  const value = raw?.trim() ?? '';
  if (value === '*') return 'any';
  const out: string[] = [];
  for (const entry of value
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean)) {
    const url = URL.parse(entry);
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry) return { bad: entry };
    out.push(url.origin);
  }
  return out;
}

/** Whether a browser on `origin` may call the MCP endpoint. */
export function mcpOriginAllowed(allowed: McpCorsOrigins, origin: string): boolean {
  return allowed === 'any' || allowed.includes(origin);
}
