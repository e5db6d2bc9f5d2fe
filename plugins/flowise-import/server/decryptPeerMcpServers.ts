import { httpError } from '../../../host/server/http/HttpError.ts';
import type { ImportedMcpServer } from '../../mcp/public.ts';
import type { PeerMcpServer } from '../common/peerSets.ts';
import { decryptPeerCredential } from './peerCipher.ts';

/** Header values as HTTP sends them: text, numbers and booleans as text, anything else left out. */
function headerValues(headers: unknown): Record<string, string> {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string') out[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[name] = String(value);
  }
  return out;
}

/**
 * Every saved MCP server with its headers in clear, before anything is written. The peer encrypts
 * authConfig (`{"headers": {...}}`) with its key as it does credentials and sends the headers only
 * for authType CUSTOM_HEADERS, so only those are decrypted. A missing or wrong key is a 400 naming
 * the first server that needs it.
 */
export function decryptPeerMcpServers(
  rows: PeerMcpServer[],
  peerKey: string | undefined,
): ImportedMcpServer[] {
  const sealed = rows.filter((r) => r.authType === 'CUSTOM_HEADERS' && r.authConfig);
  if (sealed.length && !peerKey)
    throw httpError(
      400,
      `The database has ${sealed.length} MCP servers with headers: give the peer's key (its encryption.key file or FLOWISE_SECRETKEY_OVERWRITE)`,
    );
  return rows.map((row) => {
    let headers: Record<string, string> = {};
    if (sealed.includes(row)) {
      try {
        headers = headerValues(decryptPeerCredential(row.authConfig as string, peerKey as string).headers);
      } catch (err) {
        throw httpError(
          400,
          `MCP server '${row.name}' (${row.id}): its headers could not be decrypted: ${(err as Error).message}`,
        );
      }
    }
    return {
      id: row.id,
      name: row.name,
      serverUrl: row.serverUrl,
      iconSrc: row.iconSrc ?? null,
      color: row.color ?? null,
      authType: row.authType,
      headers,
      tools: row.tools ?? null,
      status: row.status,
      ...(row.createdDate ? { createdDate: row.createdDate } : {}),
    };
  });
}
