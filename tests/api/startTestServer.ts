import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Plugin } from '../../host/common/plugin/types.ts';
import type { AccessPolicy } from '../../host/server/access/AccessPolicy.ts';
import { type BuildAppOptions, buildApp } from '../../host/server/app.ts';
import { parseConfig, type ServerConfig } from '../../host/server/config.ts';
import type { DatabaseHandle } from '../../host/server/db/openDatabase.ts';
import { builtinPlugins } from '../../plugins/builtin.ts';
import { openTestDatabase } from './testDatabase.ts';

export interface TestServerOptions {
  /** Extra environment (PLATFORM_TYPE, DISABLED_PLUGINS, ...); PORT, HOST and DATA_DIR are set for you. */
  env?: Record<string, string>;
  /** The plugin list handed to buildApp (default: the built-in list). */
  plugins?: readonly Plugin[];
  /** A folder holding a web build; default: none, so non-API paths answer 503. */
  webRoot?: string;
  accessPolicy?: AccessPolicy;
  /** Use this database instead of a fresh one (the server closes it). */
  database?: DatabaseHandle;
}

export interface TestServer {
  /** http://127.0.0.1:<port> */
  url: string;
  app: FastifyInstance;
  config: ServerConfig;
  /** fetch relative to the server: `server.fetch('/api/v1/ping')`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real server (buildApp + listen) on 127.0.0.1 with a random port, a fresh database and a
 * temporary DATA_DIR. Close it in afterAll.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bs-api-data-'));
  const config = parseConfig(
    { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...options.env, PORT: '0', DATA_DIR: dataDir },
    { defaultHost: '127.0.0.1' },
  );
  const appOptions: BuildAppOptions = {
    database: options.database ?? (await openTestDatabase()),
    webRoot: options.webRoot ?? join(dataDir, 'no-web-build'),
    ...(options.accessPolicy ? { accessPolicy: options.accessPolicy } : {}),
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, options.plugins ?? builtinPlugins, appOptions);
    await app.listen({ port: 0, host: config.host });
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    app,
    config,
    fetch: (path, init) => fetch(`${url}${path}`, init),
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
