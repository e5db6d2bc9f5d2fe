import type {
  ToolProblem,
  ToolProvider,
  ToolProviderContext,
} from '../../../host/server/engine/toolProvider.ts';
import { configCredentialId } from '../../../host/server/engine/toolProvider.ts';
import type { InputParam } from '../../../node-registry/types.ts';
import { isStdio, type McpTarget, mcpActions } from '../common/mcpTarget.ts';
import { type StdioWhat, stdioAllowed, stdioRefusal } from '../common/stdioGate.ts';
import { listMcpActions, mcpConnectOptions, mcpTools } from './mcpToolkit.ts';

/** The peer's multi-select of a server's tools, listed by the `listActions` load method. */
export const MCP_ACTIONS_INPUT: InputParam = {
  label: 'Available Actions',
  name: 'mcpActions',
  type: 'asyncMultiOptions',
  loadMethod: 'listActions',
  refresh: true,
  optional: true,
  description: 'The server tools the node may call; all of them when none is selected',
};

/** One MCP tool node of the peer (Custom MCP, Slack MCP, ...): how it finds its server. */
export interface McpProviderSpec {
  name: string;
  label: string;
  description: string;
  credentialNames?: string[];
  credentialOptional?: boolean;
  /** Its inputs before the actions multi-select. */
  inputs?: InputParam[];
  /** The server for a config and its credential's values (none without a credential). Throws naming what is missing. */
  target(
    config: Record<string, unknown>,
    credential: Record<string, unknown> | undefined,
    ctx: ToolProviderContext,
  ): Promise<McpTarget> | McpTarget;
  /** Problems the config alone shows (validation before the run), with stdio not allowed known. */
  check?(config: Record<string, unknown>, stdioOn: boolean): ToolProblem[];
  /** What it would run as a local server, for the refusal (an npx package). */
  stdioWhat?: StdioWhat;
}

/** A credential's value by the peer's field names (first found), or a config input of that name. */
export function credentialParam(
  credential: Record<string, unknown> | undefined,
  config: Record<string, unknown>,
  ...names: string[]
): string | undefined {
  for (const n of names) {
    const v = credential?.[n] ?? config[n];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return undefined;
}

/** A value the server needs, or an error naming it. */
export function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`Missing ${what}`);
  return value;
}

/** Names of headers and environment variables that carry secrets (tokens, keys, passwords). */
const SECRET_NAME = /auth|token|key|secret|password|cookie/i;

/**
 * Header and environment values that look secret are hidden from records and answers; others
 * (an app slug, an environment name) are not, so that common words are not redacted everywhere.
 * Credential values are hidden already (the context's credential lookup).
 */
function addSecretValues(values: Record<string, string> | undefined, ctx: ToolProviderContext) {
  for (const [name, value] of Object.entries(values ?? {}))
    if (value && SECRET_NAME.test(name)) ctx.addSecret(value);
}

async function resolveTarget(
  spec: McpProviderSpec,
  config: Record<string, unknown>,
  ctx: ToolProviderContext,
) {
  // What validation reports before the run is also the run's refusal (a flow run without validation).
  const problems = spec.check?.(config, stdioAllowed()) ?? [];
  if (problems.length)
    throw new Error(problems.map((p) => (typeof p === 'string' ? p : p.message)).join('; '));
  const id = configCredentialId(config);
  const credential = id ? (await ctx.credential(id)).data : undefined;
  const target = await spec.target(config, credential, ctx);
  if (isStdio(target)) {
    if (!stdioAllowed())
      throw new Error(stdioRefusal(spec.label, spec.name, spec.stdioWhat ?? { command: target.command }));
    addSecretValues(target.env, ctx);
  } else {
    addSecretValues(target.headers, ctx);
  }
  return target;
}

/** A tool provider for an MCP node: its tools are the server's (the selected actions). */
export function mcpProvider(spec: McpProviderSpec): ToolProvider & {
  listActions(
    config: Record<string, unknown>,
    ctx: ToolProviderContext,
  ): Promise<{ label: string; name: string; description: string }[]>;
} {
  return {
    name: spec.name,
    label: spec.label,
    description: spec.description,
    category: 'Tools (MCP)',
    ...(spec.credentialNames ? { credentialNames: spec.credentialNames } : {}),
    ...(spec.credentialOptional ? { credentialOptional: true } : {}),
    inputs: [...(spec.inputs ?? []), MCP_ACTIONS_INPUT],
    async tools(config, ctx) {
      const target = await resolveTarget(spec, config, ctx);
      return mcpTools(target, mcpActions(config), mcpConnectOptions(ctx));
    },
    async listActions(config, ctx) {
      return listMcpActions(await resolveTarget(spec, config, ctx), mcpConnectOptions(ctx));
    },
    check: (config) => spec.check?.(config, stdioAllowed()) ?? [],
  };
}
