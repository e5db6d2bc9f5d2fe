import { pathToFileURL } from 'node:url';
import { builtinPlugins } from '../../plugins/builtin.ts';
import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';

/**
 * `npm run worker`: a queue-mode worker process (MODE=queue, REDIS_URL, WORKER_CONCURRENCY). It
 * loads the same plugins and database as a server, listens on no port, and runs the jobs the
 * server instances queue (predictions, ...), streaming their events back through Redis.
 * Prints 'Brains Studio worker ready' once it takes jobs.
 */
export async function worker(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const config = parseConfig(env);
    if (!config.queue) throw new Error('a worker needs MODE=queue and REDIS_URL');
    const app = await buildApp(config, builtinPlugins);
    await app.ready();
    await app.brains.queue.startWorker?.(config.queue.concurrency);
    console.log(`Brains Studio worker ready (concurrency ${config.queue.concurrency}, pid ${process.pid})`);
    const stop = (signal: string) => {
      app.log.info(`${signal}: worker finishing its jobs`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (err) {
    const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err);
    console.error(`Brains Studio worker cannot start: ${message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await worker();
