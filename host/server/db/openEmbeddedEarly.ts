import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from './openDatabase.ts';
import { pgliteThreadMode } from './pgliteThreadMode.ts';

/**
 * Starts opening the embedded database (its worker thread: WebAssembly compile, recovery) before
 * the server's modules load, so the two run on two cores at once instead of one after the other
 * (the README's Performance, server start). Answers what openDatabase(config) would, or undefined
 * when there is nothing to win: a PostgreSQL server (DATABASE_URL) or PGLITE_THREAD=main.
 * A failure is left to the awaiting buildApp, which reports it as it reports any other.
 */
export function openEmbeddedEarly(
  config: { dataDir: string; databaseUrl?: string },
  env: NodeJS.ProcessEnv = process.env,
): Promise<DatabaseHandle> | undefined {
  if (config.databaseUrl || pgliteThreadMode(env) === 'main') return undefined;
  const dataDir = join(config.dataDir, 'pgdata');
  const opening = import('./thread/PGliteThread.ts').then(async ({ PGliteThread }) => {
    mkdirSync(dataDir, { recursive: true });
    const started = new PGliteThread({ dataDir });
    // Kysely and the dialect load while the thread opens the data folder.
    const { openPGlite } = await import('./openDatabase.ts').catch(async (err) => {
      await started.close();
      throw err;
    });
    return openPGlite({ dataDir, started });
  });
  opening.catch(() => {}); // handled where it is awaited; no unhandled rejection before that
  return opening;
}
