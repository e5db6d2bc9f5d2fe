import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { InputParam, OptionItem } from '../../../node-registry/types.ts';
import type { GuardedFetch } from '../sandbox/guardedFetch.ts';
import type { AllowPrivate } from '../../common/net/allowPrivate.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/Database.ts';
import type { SaidText } from '../../../node-registry/rules/ruleMessage.ts';

/**
 * A problem a tool finds with its config before a run: a said text (ruleMessage: the English with
 * its key and values, said in the reader's language on the web), or plain English.
 */
export type ToolProblem = string | SaidText;

/**
 * The server's database, config and log, for a provider that keeps rows of its own (the mcp
 * plugin's saved MCP servers), always read within the context's workspace.
 */
export interface ToolProviderServer {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Where the caller has one (a route; a run may not). */
  log?: FastifyBaseLogger;
}

/** A tool a model (Agent node) or the Tool node can call: what a provider gives for one config. */
export interface RunnableTool {
  /** The name the model calls it by (letters, digits, _ and -). */
  name: string;
  description: string;
  /** A JSON Schema object of the arguments. */
  schema: Record<string, unknown>;
  /** Its answer: text, or a value the caller turns into text. Throws with a message on failure. */
  run(args: Record<string, unknown>, signal: AbortSignal): Promise<unknown>;
}

/** What a provider may use while it builds and runs tools for one run of a flow. */
export interface ToolProviderContext {
  workspaceId: string;
  /** A credential of the workspace by id, decrypted; its values are already added to the run's secrets. */
  credential(id: string): Promise<{ credentialName: string; data: Record<string, unknown> }>;
  /** The one guarded fetch, with the server's HTTP_ALLOW_PRIVATE applied. */
  fetch: GuardedFetch;
  allowPrivate: AllowPrivate;
  signal: AbortSignal;
  /** Marks a value (a token a tool obtained) as secret: it never reaches records, logs or the client. */
  addSecret(value: string): void;
  /**
   * Base URLs of services by provider name (TOOL_BASE_URLS), replacing the public ones: a
   * self-hosted service, or a test server. Providers read `baseURL(name, fallback)`.
   */
  baseURL(name: string, fallback: string): string;
  /** The run's $vars. */
  vars: Record<string, string>;
  /** Runs another saved flow of the workspace (flow as a tool), when the prediction mechanism offers it. */
  runFlow?(flowId: string, input: { question: string }): Promise<{ text: string }>;
  /** The server's DATA_DIR (file tools keep their files under it). */
  dataDir?: string;
  /** The server's database and config, where the caller has them (runs and node forms do). */
  server?: ToolProviderServer;
}

/** A list a provider's own config inputs load (`loadMethod` of an asyncOptions input). */
export type ToolLoadMethod = (
  config: Record<string, unknown>,
  ctx: ToolProviderContext,
) => Promise<OptionItem[]>;

/**
 * A built-in tool by the peer's component name (`arxiv`, `requestsGet`, ...), contributed by a
 * plugin as `toolProviders: [provider]` of its server half. The Tool and Agent nodes name it in
 * `toolAgentflowSelectedTool` / `agentSelectedTool` with its config in `<param>Config`.
 */
export interface ToolProvider {
  /** The peer's component name; unique among loaded plugins. */
  name: string;
  label: string;
  description: string;
  /** Grouping in the tool picker ('Tools', 'Tools (MCP)', ...). */
  category: string;
  /** Credential types it accepts (`credential` in its config); none when it needs no credential. */
  credentialNames?: string[];
  /** The credential is optional. */
  credentialOptional?: boolean;
  /** The config inputs the node form draws under the tool picker. */
  inputs: InputParam[];
  /** The runnable tools for this config (one, or a toolkit's several). Throws naming what is wrong. */
  tools(config: Record<string, unknown>, ctx: ToolProviderContext): Promise<RunnableTool[]>;
  /**
   * Problems a flow would meet at run time, for validation before the run (a missing input, an
   * option the server switched off); empty when none. Credentials are checked by the host.
   */
  check?(config: Record<string, unknown>): ToolProblem[];
  /**
   * Problems only the workspace's rows show (a saved server that is gone or not connected), for
   * validation before the run; empty when none.
   */
  checkInWorkspace?(
    config: Record<string, unknown>,
    scope: { db: Kysely<Database>; workspaceId: string },
  ): Promise<ToolProblem[]>;
  /** Lists its config inputs load by name (node forms ask them with the node's inputs). */
  loadMethods?: Readonly<Record<string, ToolLoadMethod>>;
}

/** The credential id a saved config names (the peer keeps both keys). */
export function configCredentialId(config: Record<string, unknown> | undefined): string | undefined {
  const id = config?.credential ?? config?.FLOWISE_CREDENTIAL_ID;
  return typeof id === 'string' && id.trim() ? id.trim() : undefined;
}
