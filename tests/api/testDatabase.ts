import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type DatabaseHandle, openPGlite, openPostgres } from '../../host/server/db/openDatabase.ts';
import type { QueryCounter } from '../../host/server/db/QueryCounter.ts';
import { createScratchDatabase } from '../../host/server/db/scratchDatabase.ts';

/**
 * A fresh database for one test server: with DATABASE_URL a new database bs_test_<random> on that
 * server, otherwise a copy of the suite's migrated PGlite template folder. close() removes it.
 */
export async function openTestDatabase(options: { counter?: QueryCounter } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    const handle = await openPostgres(scratch.url, undefined, options);
    return {
      ...handle,
      async close() {
        await handle.close();
        await scratch.drop();
      },
    };
  }
  return openTestPGlite(options);
}

/**
 * A fresh embedded database even when the suite runs on PostgreSQL (for behaviour of its single
 * connection): a copy of the migrated template, or without one (DATABASE_URL) an empty in-memory
 * PGlite that the server migrates when it starts. close() removes it.
 */
export async function openTestPGlite(options: { counter?: QueryCounter } = {}): Promise<DatabaseHandle> {
  const template = inject('pgliteTemplate');
  if (!template) {
    if (process.env.DATABASE_URL) return openPGlite(options);
    throw new Error('No PGlite template: run API tests through the vitest project "api"');
  }
  const dir = await mkdtemp(join(tmpdir(), 'bs-api-db-'));
  await cp(template, dir, { recursive: true });
  const handle = await openPGlite({ dataDir: dir, ...options });
  return {
    ...handle,
    async close() {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
