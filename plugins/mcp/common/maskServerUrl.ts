import { MASKED } from './mcpServerTypes.ts';

/**
 * A server URL as answers show it: the origin, and MASKED for any path or query (hosted MCP
 * servers put access tokens there, as the peer notes). MASKED alone when it is no URL.
 */
export function maskServerUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const rest = `${parsed.pathname === '/' ? '' : parsed.pathname}${parsed.search}`;
    return rest ? `${parsed.origin}/${MASKED}` : parsed.origin;
  } catch {
    return MASKED;
  }
}
