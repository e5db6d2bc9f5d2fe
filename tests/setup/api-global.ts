import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../../host/server/db/migrations.ts';
import { openPGlite } from '../../host/server/db/openDatabase.ts';
import { loadServerHalf, migrationSets } from '../../host/server/plugin/loadPlugins.ts';
import { builtinPlugins } from '../../plugins/builtin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Data folder of a closed embedded database with every built-in migration applied ('' with DATABASE_URL). */
    pgliteTemplate: string;
  }
}

/**
 * initdb costs 3-7 s, so the API suite creates one embedded database, applies the host's and
 * every built-in plugin's migrations (all editions) and closes it; each test server opens a copy
 * of its folder. Copying the folder and reopening it measured about half the time of
 * dumpDataDir()/loadDataDir (1-1.5 s against 2-2.8 s on a loaded machine), and it is the path
 * production takes. With DATABASE_URL every test server gets its own new database instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'bs-api-template-'));
  const dataDir = join(dir, 'pgdata');
  const handle = await openPGlite({ dataDir });
  try {
    const loaded = await Promise.all(
      builtinPlugins.map(async (plugin) => ({ plugin, server: await loadServerHalf(plugin) })),
    );
    await runMigrations(handle.db, migrationSets(loaded));
    project.provide('pgliteTemplate', dataDir);
  } finally {
    await handle.close();
  }
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
