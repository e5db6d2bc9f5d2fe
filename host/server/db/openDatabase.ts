import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './Database.ts';
import { PGliteDialect } from './PGliteDialect.ts';

/** An open database: the typed Kysely handle plus what it takes to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The embedded instance (for dumpDataDir in tests); absent on a PostgreSQL server. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface PGliteOptions {
  /** Folder of the data; in memory when absent. */
  dataDir?: string;
  /** A dumpDataDir() tarball to start from instead of running initdb. */
  loadDataDir?: Blob;
}

/** The embedded PostgreSQL (WebAssembly) with the pgvector extension available. */
export async function openPGlite(options: PGliteOptions = {}): Promise<DatabaseHandle> {
  // Imported lazily: loading the WebAssembly module costs ~0.2 s that a PostgreSQL server set-up never needs.
  const [{ PGlite }, { vector }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-pgvector'),
  ]);
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir, {
    extensions: { vector },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    pglite,
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** A PostgreSQL server through a `pg` pool. */
export async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async close() {
      await db.destroy(); // also ends the pool
    },
  };
}

/** DATABASE_URL wins; otherwise the embedded database in DATA_DIR/pgdata. */
export function openDatabase(config: { dataDir: string; databaseUrl?: string }): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPGlite({ dataDir: join(config.dataDir, 'pgdata') });
}
