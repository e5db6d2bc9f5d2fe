import Fastify, { type FastifyInstance } from 'fastify';
import { PluginRegistry } from '../common/plugin/PluginRegistry.ts';
import type { Plugin } from '../common/plugin/types.ts';
import { type AccessPolicy, allowEverything } from './access/AccessPolicy.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/Database.ts';
import { runMigrations } from './db/migrations.ts';
import { type DatabaseHandle, openDatabase } from './db/openDatabase.ts';
import { apiSchemas } from './http/apiSchemas.ts';
import { installErrorHandler } from './http/errorHandling.ts';
import { installJsonBodyParser } from './http/jsonBodyParser.ts';
import { LogBuffer } from './http/LogBuffer.ts';
import { loggerOptions } from './http/loggerOptions.ts';
import { createValidatorCompiler } from './http/validatorCompiler.ts';
import { createSerializerCompiler } from './http/serializerCompiler.ts';
import { LazyCompilations } from './http/LazyCompilations.ts';
import { serveWeb } from './http/serveWeb.ts';
import { installJsonCompression } from './http/compressJson.ts';
import { ExecutorRegistry } from './plugin/ExecutorRegistry.ts';
import {
  contributedFlowRunners,
  contributedToolProviders,
  contributedPlanLimits,
  contributedFileSources,
  contributedKnowledge,
  contributedPolicy,
  contributedJobs,
  loadPlugins,
  migrationSets,
} from './plugin/loadPlugins.ts';
import type { ServerContext } from './plugin/definePluginServer.ts';
import { planLimits } from './plugin/planLimits.ts';
import { mountRoutes } from './plugin/mountRoutes.ts';
import { type MountedRoute, RouteTable } from './plugin/RouteTable.ts';
import { defaultWebRoot } from './paths.ts';
import { hostRoutes } from './routes/hostRoutes.ts';
import { createGuardedWebFetch } from './sandbox/guardedWebFetch.ts';
import { installHttpTracing } from './telemetry/httpTracing.ts';
import { Telemetry } from './telemetry/Telemetry.ts';
import { cachedQueueDepth } from './queue/cachedQueueDepth.ts';
import { relayTableWrites } from './queue/relayTableWrites.ts';
import { openQueueServices, type QueueServices } from './queue/openQueueServices.ts';
import type { Kysely } from 'kysely';

/** What the server holds, reachable as app.brains (tests, diagnostics, the authorization matrix). */
export interface BrainsServer {
  config: ServerConfig;
  registry: PluginRegistry;
  executors: ExecutorRegistry;
  db: Kysely<Database>;
  database: DatabaseHandle;
  /** Every mounted /api/v1 route with its owner, permission, feature and public flag. */
  readonly routes: MountedRoute[];
  /** Migrations applied during this start. */
  migrated: { plugin: string; id: string }[];
  /** Traces and metrics (OpenTelemetry); exports nothing unless configured. */
  telemetry: Telemetry;
  /** The job queue and shared state of the mode (in process, or BullMQ and Redis with MODE=queue). */
  queue: QueueServices;
}

declare module 'fastify' {
  interface FastifyInstance {
    brains: BrainsServer;
  }
}

export interface BuildAppOptions {
  /**
   * An already open database (tests), or one being opened (the start, openEmbeddedEarly); the app
   * closes it on close. Default: openDatabase(config).
   */
  database?: DatabaseHandle | Promise<DatabaseHandle>;
  /** Folder of the built web app. Default: dist/ of the repository. */
  webRoot?: string;
  /** Who may call what. Default: allowEverything (until identity and roles exist). */
  accessPolicy?: AccessPolicy;
}

/**
 * Builds the whole server without listening: selects and loads plugins (edition and
 * DISABLED_PLUGINS), mounts every route under /api/v1 and serves the web build while the database
 * opens, then runs pending migrations in one transaction. Throws, with the database closed, when any step fails.
 */
export async function buildApp(
  config: ServerConfig,
  plugins: readonly Plugin[],
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const logs = new LogBuffer();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logs),
    // Peer clients call some routes with a trailing slash (flowise-embed posts to /leads/), which
    // Express-based peers accept.
    routerOptions: { ignoreTrailingSlash: true },
    // The caller's address (login limits, activity) and scheme (Secure cookies, own origin) come
    // from X-Forwarded-* only when the operator says a proxy is in front (TRUST_PROXY).
    trustProxy: config.trustProxy,
  });
  const databasePromise = options.database
    ? Promise.resolve(options.database)
    : openDatabase(config, app.log.child({ component: 'database' }));
  databasePromise.catch(() => {}); // awaited below, after the routes are mounted
  let database: DatabaseHandle | undefined;
  let queue: QueueServices | undefined;
  // Routes, hooks and contexts are set up while the database still opens (on its thread, or
  // PostgreSQL's connect); handlers reach `db` only when serving, and nothing is served before
  // this function has run the migrations and returned.
  let db: Kysely<Database> | undefined;
  const openedDb = (): Kysely<Database> => {
    if (!db) throw new Error('the database is not open yet');
    return db;
  };
  try {
    const registry = new PluginRegistry();
    const loaded = await loadPlugins(plugins, config.edition, config.disabledPlugins, registry);

    const executors = new ExecutorRegistry();
    for (const { plugin, server } of loaded) {
      for (const [name, executor] of Object.entries(server?.executors ?? {})) {
        executors.register(plugin.id, name, executor);
        if (!registry.nodes.get(name))
          app.log.warn(`Plugin '${plugin.id}' has an executor for unknown node '${name}'`);
      }
    }

    // Shared schemas serve response serialisation; request validation has its own ajv (see validatorCompiler).
    for (const schema of apiSchemas) app.addSchema(schema);
    const compilations = new LazyCompilations();
    app.setValidatorCompiler(createValidatorCompiler(apiSchemas, compilations));
    app.setSerializerCompiler(createSerializerCompiler(apiSchemas, compilations));
    app.addHook('onListen', async () => {
      setTimeout(compilations.warmUp, 50).unref();
    });
    installErrorHandler(app);
    installJsonBodyParser(app);
    installJsonCompression(app);
    // Multipart bodies (the embed widget's POST /attachments) reach the route as raw bytes, within
    // its bodyLimit; the route reads them with the platform's FormData parser.
    app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    // Exports go out like every other request: through the guarded fetch, under HTTP_ALLOW_PRIVATE.
    const telemetry = new Telemetry(
      config.otel,
      createGuardedWebFetch({ allowPrivate: config.allowPrivate, headersTimeoutMs: 30_000 }),
      app.log.child({ component: 'telemetry' }),
    );
    if (telemetry.configured) await telemetry.load();
    installHttpTracing(app, telemetry);
    const table = new RouteTable();
    const policy = options.accessPolicy ?? contributedPolicy(loaded) ?? allowEverything;
    const knowledge = contributedKnowledge(loaded);
    const flowRunners = contributedFlowRunners(loaded);
    const toolProviders = contributedToolProviders(loaded);
    const limits = planLimits(contributedPlanLimits(loaded), {
      get db() {
        return openedDb();
      },
      config,
    });
    const fileSources = contributedFileSources(loaded);
    const jobHandlers = new Map(
      [...contributedJobs(loaded)].map(([kind, { owner, handler }]) => [
        kind,
        { handler, ctx: () => contextOf(owner) },
      ]),
    );
    queue = await openQueueServices(config, jobHandlers, app.log.child({ component: 'queue' }));
    const { jobs, shared } = queue;
    if (jobs.mode === 'queue') telemetry.queueDepth = cachedQueueDepth(jobs);
    const contextOf = (owner: string): ServerContext => ({
      get db() {
        return openedDb();
      },
      config,
      edition: config.edition,
      registry,
      executors,
      log: app.log.child({ plugin: owner }),
      pluginId: owner,
      flowRunners,
      toolProviders,
      routes: () => table.list(),
      logs,
      telemetry,
      limits,
      fileSources,
      jobs,
      shared,
      ...(knowledge ? { knowledge } : {}),
    });
    const mount = (owner: string, routes: typeof hostRoutes.routes) =>
      mountRoutes(app, {
        owner,
        routes: routes ?? [],
        table,
        policy,
        edition: config.edition,
        ctx: contextOf(owner),
      });
    mount('host', hostRoutes.routes);
    for (const { plugin, server } of loaded) mount(plugin.id, server?.routes);
    // Closing: a worker takes no new job first, so a job a plugin stops and hands back (an
    // evaluation, RequeueJob) goes to another worker, not straight back to this one.
    const takingQueue = queue;
    app.addHook('preClose', async () => {
      await takingQueue.stopTaking?.();
    });
    for (const { plugin, server } of loaded) {
      const background = server?.background;
      if (!background) continue;
      const ctx = contextOf(plugin.id);
      app.addHook('onReady', async () => {
        await background.start(ctx);
      });
      // preClose runs before onClose, where the database is closed.
      app.addHook('preClose', async () => {
        await background.stop(ctx);
      });
    }
    await serveWeb(app, options.webRoot ?? defaultWebRoot);

    database = await databasePromise;
    db = database.db;
    const migrated = await runMigrations(db, migrationSets(loaded));
    if (jobs.mode === 'queue') {
      // Caches of rows (sessions, memberships) hear other instances' commits, not only this one's.
      await relayTableWrites(database.tableWrites, shared);
    }
    const brains: BrainsServer = {
      config,
      registry,
      executors,
      db,
      database: database as DatabaseHandle,
      get routes() {
        return table.list();
      },
      migrated,
      telemetry,
      queue,
    };
    app.decorate('brains', brains);
    const opened = database as DatabaseHandle;
    const openedQueue = queue;
    app.addHook('onClose', async () => {
      // Jobs still running here finish (or stop) before the database they write to closes.
      await openedQueue.close();
      // what the last requests traced is sent before the process goes
      await telemetry.shutdown().catch(() => {});
      await opened.close();
    });
    return app;
  } catch (err) {
    await queue?.close().catch(() => {});
    // A database still opening when something failed is closed once it has opened.
    await (database ?? (await databasePromise.catch(() => undefined)))?.close().catch(() => {});
    await app.close().catch(() => {});
    throw err;
  }
}
