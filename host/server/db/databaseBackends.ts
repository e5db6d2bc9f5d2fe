import { type DatabaseHandle, openPGlite, openPostgres } from './openDatabase.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratchDatabase.ts';

/** An open test database, and the scratch database to drop after it on PostgreSQL. */
export interface BackendDatabase {
  handle: DatabaseHandle;
  scratch?: ScratchDatabase;
}

/**
 * The backends a data-layer test runs on, for describe.each: an in-memory PGlite always, and with
 * DATABASE_URL a fresh scratch database on that PostgreSQL server.
 */
export function databaseBackends(): [string, () => Promise<BackendDatabase>][] {
  const backends: [string, () => Promise<BackendDatabase>][] = [
    ['pglite', async () => ({ handle: await openPGlite() })],
  ];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    backends.push([
      'postgres',
      async () => {
        const scratch = await createScratchDatabase(serverUrl);
        return { handle: await openPostgres(scratch.url), scratch };
      },
    ]);
  }
  return backends;
}
