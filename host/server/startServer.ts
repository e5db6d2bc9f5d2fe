import type { FastifyInstance } from 'fastify';
import type { Plugin } from '../common/plugin/types.ts';
import { type BuildAppOptions, buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';

export interface RunningServer {
  app: FastifyInstance;
  /** http://host:port as bound (port 0 resolved). */
  url: string;
}

/** The address a person can open: a wildcard bind is reachable as localhost. */
function displayHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
}

/** buildApp + listen; closes everything when listening fails. */
export async function startServer(
  config: ServerConfig,
  plugins: readonly Plugin[],
  options: BuildAppOptions = {},
): Promise<RunningServer> {
  const app = await buildApp(config, plugins, options);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close();
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { app, url: `http://${displayHost(config.host)}:${port}` };
}
