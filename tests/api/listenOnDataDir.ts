import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { allowEverything } from '../../host/server/access/AccessPolicy.ts';
import { buildApp } from '../../host/server/app.ts';
import { parseConfig } from '../../host/server/config.ts';
import { builtinPlugins } from '../../plugins/builtin.ts';
import { LOCAL_MODEL_SERVERS } from './startTestServer.ts';

/**
 * The whole server on `dataDir` (its embedded database there) at a free loopback port, as the
 * restart test runs it, first in a child process it kills and then in its own. That test is about
 * restarts, not sign-in, so the server opts out of the identity plugin's access policy.
 */
export async function listenOnDataDir(dataDir: string): Promise<{ app: FastifyInstance; url: string }> {
  const config = parseConfig(
    // the test's model server listens on 127.0.0.1
    { LOG_LEVEL: 'silent', PORT: '0', DATA_DIR: dataDir, HTTP_ALLOW_PRIVATE: LOCAL_MODEL_SERVERS },
    { defaultHost: '127.0.0.1' },
  );
  const app = await buildApp(config, builtinPlugins, {
    webRoot: join(dataDir, 'no-web-build'),
    accessPolicy: allowEverything,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
