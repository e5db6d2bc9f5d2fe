import type { InputParam } from '../../../node-registry/types.ts';
import type { RunnableTool, ToolProvider } from '../../../host/server/engine/toolProvider.ts';
import { type Config, list, plainText } from './configValues.ts';
import { credentialOf } from './credentialOf.ts';
import { cut, fetchJson } from './httpJson.ts';

type Args = Record<string, unknown>;

/** One action of a service (the peer's action option), as a tool the model calls. */
export interface RestAction {
  /** The peer's option name ('sendMessage'). */
  action: string;
  /** The tool name the model sees ('send_message'). */
  name: string;
  description: string;
  /** Argument properties (JSON Schema) and the required ones. */
  properties: Record<string, unknown>;
  required?: string[];
  request(args: Args): { method: string; path: string; query?: Record<string, string>; body?: unknown };
  /** The answer as the model reads it (default: the JSON). */
  answer?(data: unknown, args: Args): unknown;
}

/** A service reached with a token credential (OAuth2 access token or API token). */
export interface RestKit {
  name: string;
  label: string;
  description: string;
  credentialNames: string[];
  /** Credential fields holding the token, first filled wins. */
  tokenFields: string[];
  /** The public API address; TOOL_BASE_URLS replaces it. */
  baseURL: string;
  inputs: InputParam[];
  /** The actions the config picked (none picked: every action of the picked type). */
  picked(config: Config): string[];
  actions: RestAction[];
  /** Headers for the token (default: Bearer). */
  auth?(token: string, cred: Record<string, string>): Record<string, string>;
  /** The base URL from the config (Jira's site); TOOL_BASE_URLS still wins. */
  baseOf?(config: Config): string | undefined;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Arguments the model left out, from the config's per-action defaults (`chatChannelIdSendMessage`). */
function withDefaults(action: RestAction, config: Config, args: Args): Args {
  const out: Args = { ...args };
  for (const key of Object.keys(action.properties)) {
    const preset = plainText(config[`${key}${cap(action.action)}`]);
    if ((out[key] === undefined || out[key] === '') && preset) out[key] = preset;
  }
  return out;
}

/** A multi-choice of actions, as the peer's node shows it. */
export const actionsInput = (
  name: string,
  label: string,
  actions: RestAction[],
  show?: InputParam['show'],
): InputParam => ({
  label,
  name,
  type: 'multiOptions',
  options: actions.map((a) => ({ label: a.description.split('.')[0] ?? a.name, name: a.action })),
  optional: true,
  ...(show ? { show } : {}),
});

/** The kit as a provider: one tool per picked action, calling the service with the credential's token. */
export function restKitProvider(kit: RestKit): ToolProvider {
  return {
    name: kit.name,
    label: kit.label,
    description: kit.description,
    category: 'Tools',
    credentialNames: kit.credentialNames,
    inputs: kit.inputs,
    async tools(config, ctx): Promise<RunnableTool[]> {
      const picked = new Set(kit.picked(config));
      const actions = kit.actions.filter((a) => picked.has(a.action));
      if (!actions.length) throw new Error(`${kit.label}: choose at least one action`);
      return actions.map((action) => ({
        name: action.name,
        description: action.description,
        schema: {
          type: 'object',
          properties: action.properties,
          ...(action.required ? { required: action.required } : {}),
        },
        async run(given) {
          const cred = await credentialOf(config, ctx, kit.label);
          const token = kit.tokenFields.map((f) => cred[f]).find(Boolean);
          if (!token) throw new Error(`${kit.label}: the credential has no ${kit.tokenFields[0]}`);
          const args = withDefaults(action, config, given);
          for (const r of action.required ?? [])
            if (args[r] === undefined || args[r] === '') throw new Error(`${action.name}: ${r} is required`);
          const req = action.request(args);
          const base = ctx.baseURL(kit.name, kit.baseOf?.(config) || kit.baseURL).replace(/\/+$/, '');
          const query =
            req.query && Object.keys(req.query).length ? `?${new URLSearchParams(req.query)}` : '';
          const data = await fetchJson(ctx, kit.label, `${base}${req.path}${query}`, {
            method: req.method,
            headers: {
              accept: 'application/json',
              ...(kit.auth ? kit.auth(token, cred) : { authorization: `Bearer ${token}` }),
              ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(req.body !== undefined ? { body: JSON.stringify(req.body) } : {}),
          });
          const answer = action.answer ? action.answer(data, args) : data;
          return cut(typeof answer === 'string' ? answer : JSON.stringify(answer));
        },
      }));
    },
  };
}

/** The picked actions of a kit whose type option names the action list (`gmailType: messages` -> `messageActions`). */
export function pickedByType(
  config: Config,
  typeInput: string,
  listByType: Record<string, string>,
  fallback: string,
): string[] {
  const type = plainText(config[typeInput]) || fallback;
  const field = listByType[type];
  return field ? list(config, field) : [];
}

export const str = (args: Args, name: string) => {
  const v = args[name];
  return v === undefined || v === null ? '' : String(v);
};
export const enc = (args: Args, name: string) => encodeURIComponent(str(args, name));
export const prop = (description: string, type = 'string') => ({ type, description });
export const listOf = (args: Args, name: string) =>
  Array.isArray(args[name])
    ? (args[name] as unknown[]).map(String)
    : str(args, name)
      ? str(args, name)
          .split(',')
          .map((s) => s.trim())
      : [];
