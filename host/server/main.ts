import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ConfigError, isKnownPlatformType, parseConfig } from './config.ts';
import { openEmbeddedEarly } from './db/openEmbeddedEarly.ts';
import { isKnownMode } from './queue/queueConfig.ts';

export interface MainOptions {
  /** Work to finish before the server is built, run while the database opens (npm start's web build check). */
  whileOpening?: () => Promise<void>;
}

/**
 * Runs the server from the environment: `npm run serve`, and `npm start` after building the web
 * app. Prints 'Brains Studio ready at http://HOST:PORT' with the time since the process started.
 */
export async function main(env: NodeJS.ProcessEnv = process.env, options: MainOptions = {}): Promise<void> {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Brains Studio cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  try {
    // The embedded database opens on its thread while the plugins and the server's packages load
    // (imported here, not at the top, so that they load after it has started).
    const database = openEmbeddedEarly(config, env);
    // whileOpening runs once the modules are in: its file reads would otherwise queue on libuv's
    // thread pool ahead of the module reads. The database thread opens for ~0.5 s after they are in.
    const [{ builtinPlugins }, { startServer }] = await Promise.all([
      import('../../plugins/builtin.ts'),
      import('./startServer.ts'),
    ])
      .then(async (modules) => {
        await options.whileOpening?.();
        return modules;
      })
      .catch(async (err) => {
        // Let an open under way finish and close, rather than exit in the middle of a fresh data
        // folder's initdb.
        await database?.then((opened) => opened.close()).catch(() => {});
        throw err;
      });
    const { app, url } = await startServer(config, builtinPlugins, database ? { database } : {});
    if (!isKnownMode(env.MODE)) {
      app.log.warn(`MODE=${JSON.stringify(env.MODE)} is not queue: one process (no workers)`);
    }
    if (!isKnownPlatformType(config.platformType)) {
      app.log.warn(
        `PLATFORM_TYPE=${JSON.stringify(config.platformType)} is not enterprise or cloud: open source edition`,
      );
    }
    console.log(`Brains Studio ready at ${url} (${Math.round(performance.now())} ms)`);
    const stop = (signal: string) => {
      app.log.info(`${signal}: shutting down`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (err) {
    console.error(`Brains Studio cannot start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

// Run when executed (npm run serve), not when imported (cli/start.ts, tests) nor bundled into
// build/server (esbuild defines BRAINS_SERVER_BUNDLE there; cli/serverBuild.mjs).
const bundled = Boolean(process.env.BRAINS_SERVER_BUNDLE);
if (!bundled && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
