import { join } from 'node:path';
import { allowEverything } from '../../host/server/access/AccessPolicy.ts';
import { buildApp } from '../../host/server/app.ts';
import { parseConfig } from '../../host/server/config.ts';
import { builtinPlugins } from '../../plugins/builtin.ts';

/**
 * A whole server in its own process on DATA_DIR (embedded database there), for the restart test:
 * the test kills it with SIGKILL in the middle of a run. Prints {"port": n} once listening.
 */
const dataDir = process.env.DATA_DIR as string;
const config = parseConfig(
  { LOG_LEVEL: 'silent', PORT: '0', DATA_DIR: dataDir },
  { defaultHost: '127.0.0.1' },
);
// This process tests restarts, not sign-in: it opts out of the identity plugin's access policy.
const app = await buildApp(config, builtinPlugins, {
  webRoot: join(dataDir, 'no-web-build'),
  accessPolicy: allowEverything,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);
