import { MASKED } from './mcpServerTypes.ts';

/** A header name as HTTP allows it (a token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Headers the MCP transports set themselves; a saved server may not replace them. */
const RESERVED = new Set([
  'host',
  'content-length',
  'content-type',
  'accept',
  'connection',
  'transfer-encoding',
  'mcp-session-id',
  'mcp-protocol-version',
  'last-event-id',
]);

export const MAX_HEADERS = 50;
export const MAX_HEADER_VALUE = 8192;

/** Why a server URL cannot be saved, naming the field; null when it can (its address is checked on connect). */
export function serverUrlProblem(url: string): string | null {
  if (url.includes(MASKED))
    return 'body/serverUrl still holds the masked placeholder: send the full URL, or the masked one unchanged to keep it';
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return `body/serverUrl: '${url.slice(0, 200)}' is not a URL`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return `body/serverUrl: only http and https servers can be connected, not ${parsed.protocol.replace(':', '')}`;
  if (parsed.username || parsed.password)
    return 'body/serverUrl: put credentials in headers (authType CUSTOM_HEADERS), not in the URL';
  return null;
}

/** Why these headers cannot be saved, naming the header; null when they can. */
export function headersProblem(headers: Record<string, string>): string | null {
  const names = Object.keys(headers);
  if (names.length > MAX_HEADERS) return `body/authConfig/headers: at most ${MAX_HEADERS} headers`;
  const seen = new Set<string>();
  for (const name of names) {
    const lower = name.toLowerCase();
    if (!HEADER_NAME.test(name))
      return `body/authConfig/headers: '${name.slice(0, 100)}' is not a header name`;
    if (RESERVED.has(lower)) return `body/authConfig/headers: '${name}' is set by the MCP connection itself`;
    if (seen.has(lower)) return `body/authConfig/headers: '${name}' is given twice`;
    seen.add(lower);
    const value = headers[name] ?? '';
    if (/[\r\n]/.test(value)) return `body/authConfig/headers/${name} must not contain a line break`;
    if (!value.trim()) return `body/authConfig/headers/${name} is empty`;
  }
  return null;
}
