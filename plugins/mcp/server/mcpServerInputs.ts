import { httpError } from '../../../host/server/http/HttpError.ts';
import { maskServerUrl } from '../common/maskServerUrl.ts';
import { headersProblem, serverUrlProblem } from '../common/mcpServerInput.ts';
import { MASKED, MCP_SERVER_AUTH_TYPES, type McpServerInput } from '../common/mcpServerTypes.ts';

/** A saved server's id in the path. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/** The body's fields (POST requires name and serverUrl). */
export const mcpServerProperties = {
  name: { type: 'string', minLength: 1, maxLength: 200 },
  serverUrl: { type: 'string', minLength: 1, maxLength: 2048 },
  iconSrc: { type: ['string', 'null'], maxLength: 2048 },
  // A CSS colour as the peer's clients send it (#hex, rgb(...)): nothing that ends a style rule.
  color: { type: ['string', 'null'], maxLength: 200, pattern: '^[#(),.%\\sA-Za-z0-9-]*$' },
  authType: { type: 'string', enum: [...MCP_SERVER_AUTH_TYPES] },
  authConfig: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: {
      headers: {
        type: 'object',
        maxProperties: 50,
        additionalProperties: { type: 'string', maxLength: 8192 },
      },
    },
  },
} as const;

/** A name that is more than blanks. */
export function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw httpError(400, 'body/name must not be blank');
  return trimmed;
}

/** An icon the page can show: an http(s) or image data URL, or a path of this server. */
export function checkedIcon(iconSrc: string | null | undefined): string | null {
  const icon = iconSrc?.trim();
  if (!icon) return null;
  if (!/^(https?:\/\/|data:image\/|\/)/i.test(icon))
    throw httpError(400, 'body/iconSrc: use an http(s) or data:image URL');
  return icon;
}

/** A server URL to store: a new one checked, or the stored one when the masked form comes back. */
export function checkedUrl(url: string, stored?: string): string {
  if (stored !== undefined && url === maskServerUrl(stored)) return stored;
  const problem = serverUrlProblem(url);
  if (problem) throw httpError(400, problem);
  return url.trim();
}

/**
 * The headers to store for a body: none for authType NONE; otherwise the given ones, where a
 * MASKED value keeps the stored value of that header (the edit form sends them back masked).
 * undefined when the body leaves them as they are.
 */
export function checkedHeaders(
  body: Partial<McpServerInput>,
  stored: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (body.authType === 'NONE') return {};
  if (body.authConfig === null) return {};
  const given = body.authConfig?.headers;
  if (given === undefined) return undefined;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    if (value === MASKED) {
      const kept = stored?.[name];
      if (kept === undefined)
        throw httpError(400, `body/authConfig/headers/${name}: send its value (nothing is stored to keep)`);
      out[name] = kept;
    } else if (value.includes(MASKED)) {
      throw httpError(400, `body/authConfig/headers/${name} still holds the masked placeholder`);
    } else {
      out[name] = value;
    }
  }
  const problem = headersProblem(out);
  if (problem) throw httpError(400, problem);
  return out;
}
