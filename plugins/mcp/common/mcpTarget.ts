import { RULE_TEXTS, ruleMessage, type SaidText } from '../../../node-registry/rules/ruleMessage.ts';
/** A remote MCP server: streamable HTTP, or the older SSE transport. */
export interface McpRemoteTarget {
  url: string;
  headers?: Record<string, string>;
  /** 'sse' skips the streamable HTTP attempt; otherwise it is tried first and SSE after it. */
  transport?: 'http' | 'sse';
}

/** A local MCP server the server would start as a child process (stdio). */
export interface McpStdioTarget {
  command: string;
  args?: string[];
  env?: Record<string, string>;
}

export type McpTarget = McpRemoteTarget | McpStdioTarget;

export const isStdio = (t: McpTarget): t is McpStdioTarget => 'command' in t;

/** A config value the peer saves as a JSON string or as the parsed value. */
function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The selected actions (`mcpActions`: a JSON list as text, or a list); empty when none are chosen. */
export function mcpActions(config: Record<string, unknown>): string[] {
  const value = parsedJson(config.mcpActions);
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  return typeof value === 'string' && value ? [value] : [];
}

/** `{{$vars.name}}` replaced by the run's variable (unknown ones are left as written, as the peer does). */
export function substituteVars(text: string, vars: Record<string, string>): string {
  return text.replace(/\{\{\s*\$vars\.([A-Za-z_][\w-]*)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : match,
  );
}

/** A Custom MCP server config's problem, said by its key (RULE_TEXTS) so a chat can say it in German too. */
export class McpConfigError extends Error {
  readonly said: SaidText;
  constructor(text: string, values: Record<string, string> = {}) {
    const said = ruleMessage(text, values, { label: CONFIG_LABEL });
    super(said.message);
    this.said = said;
  }
}

/** The Custom MCP node's parameter label, a node text the chat translates. */
const CONFIG_LABEL = 'MCP Server Config';

const stringRecord = (value: unknown, field: string): Record<string, string> => {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new McpConfigError(RULE_TEXTS.mcpConfigNotRecord, { field });
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
};

/**
 * The peer's `mcpServerConfig` (Custom MCP): `{ url, headers? }` for a remote server or
 * `{ command, args?, env? }` for a local one, as JSON text (`$vars` substituted) or an object.
 * Throws naming the problem.
 */
export function parseMcpServerConfig(raw: unknown, vars: Record<string, string> = {}): McpTarget {
  if (raw === undefined || raw === null || raw === '') throw new McpConfigError(RULE_TEXTS.required);
  const text = typeof raw === 'string' ? substituteVars(raw, vars) : JSON.stringify(raw);
  let value: unknown;
  try {
    value = typeof raw === 'string' ? JSON.parse(text) : JSON.parse(substituteVars(text, vars));
  } catch {
    throw new McpConfigError(RULE_TEXTS.notValidJson);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new McpConfigError(RULE_TEXTS.mcpConfigNotObject);
  const c = value as Record<string, unknown>;
  if (typeof c.url === 'string' && c.url.trim()) {
    const url = c.url.trim();
    if (!/^https?:\/\//i.test(url)) throw new McpConfigError(RULE_TEXTS.mcpConfigUrl);
    const sse = c.transport === 'sse' || c.type === 'sse';
    return {
      url,
      headers: stringRecord(c.headers, 'headers'),
      ...(sse ? { transport: 'sse' } : {}),
    };
  }
  if (typeof c.command === 'string' && c.command.trim()) {
    const args = c.args === undefined ? [] : c.args;
    if (!Array.isArray(args)) throw new McpConfigError(RULE_TEXTS.mcpConfigArgs);
    return {
      command: c.command.trim(),
      args: args.map(String),
      env: stringRecord(c.env, 'env'),
    };
  }
  throw new McpConfigError(RULE_TEXTS.mcpConfigNeeds);
}
