import type { FastifyBaseLogger, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { Kysely } from 'kysely';
import validate from '../../../schemas/validators/pluginServer.js';
import { formatAjvErrors } from '../../common/formatAjvErrors.ts';
import type { Edition } from '../../common/editions.ts';
import type { AccessPolicy } from '../access/AccessPolicy.ts';
import type { PluginRegistry } from '../../common/plugin/PluginRegistry.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/Database.ts';
import type { Migration } from '../db/migrations.ts';
import type { SealedColumns } from './sealedColumns.ts';
import type { FlowRunner } from '../engine/flowRunner.ts';
import type { KnowledgeProvider } from '../engine/knowledge.ts';
import type { ToolProvider } from '../engine/toolProvider.ts';
import type { ExecutorRegistry, NodeExecutor } from './ExecutorRegistry.ts';
import type { MountedRoute } from './RouteTable.ts';
import type { LogBuffer } from '../http/LogBuffer.ts';
import type { Telemetry } from '../telemetry/Telemetry.ts';
import type { PlanLimitProvider, PlanLimits } from './planLimits.ts';
import type { FileSource } from './fileSources.ts';
import type { JobHandler, JobQueue } from '../queue/JobQueue.ts';
import type { SharedState } from '../queue/SharedState.ts';

/** OPTIONS: CORS preflights of routes that other sites call (the embed widget). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** A JSON Schema object; `$ref` may point at schemas/api/*.schema.json by their $id. */
export type JsonSchema = Record<string, unknown>;

/** What every handler receives besides the request and reply. */
export interface ServerContext {
  /** Typed by the Database interface, which plugins extend by declaration merging. */
  db: Kysely<Database>;
  config: ServerConfig;
  edition: Edition;
  /** The loaded plugins' manifests, node definitions included (registry.nodes). */
  registry: PluginRegistry;
  executors: ExecutorRegistry;
  /** A child logger tagged with the plugin id. */
  log: FastifyBaseLogger;
  /** The plugin that owns the route ('host' for the host's own). */
  pluginId: string;
  /** Document retrieval for flows, when a loaded plugin contributes it (document-stores). */
  knowledge?: KnowledgeProvider;
  /** The loaded plugins' flow runners by flow type (CHATFLOW, ...); agent flows run on the host engine. */
  flowRunners: ReadonlyMap<string, FlowRunner>;
  /** The loaded plugins' built-in tools by the peer's component name (arxiv, requestsGet, ...). */
  toolProviders: ReadonlyMap<string, ToolProvider>;
  /** Every mounted /api/v1 route with its owner and permission (the API reference reads them). */
  routes(): readonly MountedRoute[];
  /** The server's recent log lines and the live ones (the Logs page). */
  logs: LogBuffer;
  /**
   * Tracing and metrics: flow runs (telemetry.flowRun) and their nodes become spans exported over
   * OTLP when configured; queue mode sets telemetry.queueDepth.
   */
  telemetry: Telemetry;
  /**
   * Call before adding what a plan counts (a flow, a prediction, stored bytes, a person, a
   * workspace): refuses with 402 naming the limit when the organisation's plan is full. Nothing is
   * limited unless a loaded plugin contributes `planLimits` (cloud billing).
   */
  limits: PlanLimits;
  /** The loaded plugins' file sources by id (chat uploads, document-store files): the Files page. */
  fileSources: ReadonlyMap<string, FileSource>;
  /** Where work runs: in this process by default, on worker processes in queue mode (MODE=queue). */
  jobs: JobQueue;
  /** State every instance shares (rate limits, running runs, locks): memory, or Redis in queue mode. */
  shared: SharedState;
}

/**
 * One HTTP route. `url` is relative to /api/v1 ('/tools/:id' serves /api/v1/tools/:id).
 * Without `permission` the route must say `public: true`; the access check runs before the handler.
 * Type the request with the generic: `route<{ Body: { name: string } }>({ ... })`.
 */
export interface PluginRoute<G extends RouteGenericInterface = RouteGenericInterface> {
  method: HttpMethod;
  url: string;
  /** Comma-separated permissions, any one passes (spec section 6). */
  permission?: string;
  /** A feature flag, e.g. 'feat:datasets'. */
  feature?: string;
  /** Reachable without signing in. */
  public?: true;
  /** JSON Schemas validated before the handler; a violation answers 400 naming the field. */
  schema?: {
    body?: JsonSchema;
    querystring?: JsonSchema;
    params?: JsonSchema;
    headers?: JsonSchema;
    response?: Record<string, JsonSchema>;
  };
  /** Largest accepted body in bytes (default 1 MiB); a bigger one answers 413. */
  bodyLimit?: number;
  /**
   * Takes the route's body as multipart/form-data too: the parts become the body object the schema
   * then checks (text fields, files as the route wants them). Without it a multipart body reaches
   * the handler as raw bytes.
   */
  formBody?(form: FormData): Promise<unknown>;
  // Method syntax on purpose: it lets a route typed with its own generic sit in a PluginRoute[] list.
  handler(req: FastifyRequest<G>, reply: FastifyReply, ctx: ServerContext): unknown;
}

export interface PluginServerDefinition {
  routes?: PluginRoute[];
  /** Forward-only, in order; ids like '0001-create-tools', unique per plugin. */
  migrations?: Migration[];
  /** Keyed by node name. */
  executors?: Record<string, NodeExecutor>;
  /**
   * The access policy of the whole server, when this plugin provides identity. At most one
   * loaded plugin may contribute one; buildApp's `accessPolicy` option overrides it.
   */
  accessPolicy?: AccessPolicy;
  /** Searchable documents for flows (Retriever node, Agent knowledge); at most one loaded plugin. */
  knowledge?: KnowledgeProvider;
  /**
   * Runners of the flow kinds this plugin contributes, by flow type: `{ CHATFLOW: runner }`. The
   * prediction mechanism hands them flows of that type; two plugins running one type is an error.
   */
  flowRunners?: Record<string, FlowRunner>;
  /**
   * Built-in tools the Tool and Agent nodes can name, by the peer's component name (see
   * engine/toolProvider.ts); two plugins providing one name is an error.
   */
  toolProviders?: ToolProvider[];
  /**
   * The plans' limits (cloud billing): whether one more flow, prediction, upload, person or
   * workspace fits the organisation's plan; at most one loaded plugin (see planLimits.ts).
   */
  planLimits?: PlanLimitProvider;
  /** Files people uploaded that this plugin keeps, listed and deleted by the Files page (see fileSources.ts). */
  fileSources?: FileSource[];
  /**
   * Handlers of job kinds, by kind (`{ prediction: handler }`): `ctx.jobs.run(kind, data)` runs one
   * in this process, or on a worker process in queue mode. Two plugins handling one kind is an error.
   */
  jobs?: Record<string, JobHandler>;
  /**
   * Work the plugin does in the background (evaluation runs): `start` once the server is ready
   * (to resume what a stop or crash cut short), `stop` when it closes, before the database does.
   */
  background?: {
    start(ctx: ServerContext): void | Promise<void>;
    stop(ctx: ServerContext): void | Promise<void>;
  };
  /** Columns holding values sealed with the credential key: key rotation re-encrypts them too. */
  sealedColumns?: SealedColumns[];
}

/** A server half that passed validation; the default export of a plugin's server/index.ts. */
export type PluginServer = Readonly<PluginServerDefinition> & { readonly __pluginServer: true };

/** Checks a server half's shape (ajv, schemas/plugin-server.schema.json); `owner` names it in errors. */
export function validatePluginServer(value: unknown, owner = '?'): PluginServer {
  if (!validate(value)) {
    throw new Error(`Invalid server half of plugin '${owner}': ${formatAjvErrors(validate.errors)}`);
  }
  return value as PluginServer;
}

/**
 * Declares a plugin's server half.
 * @example export default definePluginServer({ routes: [...], migrations: [...], executors: {...} });
 */
export function definePluginServer(definition: PluginServerDefinition): PluginServer {
  validatePluginServer(definition);
  return Object.freeze({ ...definition, __pluginServer: true as const });
}

/** Identity helper that keeps a route's request generic: `route<{ Body: X }>({...})`. */
export function route<G extends RouteGenericInterface>(r: PluginRoute<G>): PluginRoute {
  return r as unknown as PluginRoute;
}
