import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import type { Database } from './Database.ts';
import { PGliteDialect } from './PGliteDialect.ts';
import { observeDialect } from './observeDialect.ts';
import type { QueryCounter } from './QueryCounter.ts';
import { TableWrites } from './TableWrites.ts';
import { storableParameters } from './storableParameters.ts';
import { withoutParameters } from './withoutParameters.ts';

/** An open database: the typed Kysely handle plus what it takes to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The embedded instance (for dumpDataDir in tests); absent on a PostgreSQL server. */
  pglite?: PGlite;
  /** Which tables this handle's commits changed (caches of rows listen). */
  tableWrites: TableWrites;
  close(): Promise<void>;
}

export interface PGliteOptions {
  /** Folder of the data; in memory when absent. */
  dataDir?: string;
  /** A dumpDataDir() tarball to start from instead of running initdb. */
  loadDataDir?: Blob;
  /** Counts the statements and commits sent (tests and benchmarks). */
  counter?: QueryCounter;
}

const observers = (tableWrites: TableWrites, counter?: QueryCounter) =>
  counter ? [tableWrites, counter] : [tableWrites];

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
  const tableWrites = new TableWrites();
  const dialect = observeDialect(new PGliteDialect(pglite), observers(tableWrites, options.counter));
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    tableWrites,
    pglite,
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Where a lost PostgreSQL connection is reported (the server's logger). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

/**
 * A PostgreSQL server through a `pg` pool. A connection the server drops (pg_terminate_backend, a
 * restart, a failover) is reported and left behind: without an 'error' listener on the pool and
 * on every client, node would end the process. The pool replaces it on next use; a query that was
 * running on it fails, and its caller decides (a run ends ERROR with the reason).
 */
export async function openPostgres(
  databaseUrl: string,
  log?: DatabaseLog,
  options: { counter?: QueryCounter } = {},
): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const lost = (err: Error & { code?: string }) =>
    log?.warn(
      { code: err.code, message: err.message },
      'database connection lost; a new one opens on next use',
    );
  // An idle client's error reaches both listeners; the client's own logs it once.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', lost));
  const tableWrites = new TableWrites();
  const dialect = observeDialect(
    new PostgresDialect({ pool: redactingPool(pool) }),
    observers(tableWrites, options.counter),
  );
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'postgres',
    tableWrites,
    async close() {
      await db.destroy(); // also ends the pool
    },
  };
}

/**
 * The pool as Kysely uses it: parameters made storable (storableParameters), and their values
 * taken out of every query error (withoutParameters).
 */
function redactingPool(pool: Pool): PostgresPool {
  const wrap = (client: PoolClient): PostgresPoolClient => ({
    query: ((sqlOrCursor: unknown, parameters?: readonly unknown[]) => {
      // A cursor (streamQuery) reports its errors as it is read; Kysely passes it through as it is.
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
      return client.query(sqlOrCursor, storableParameters(parameters ?? [])).catch((err: unknown) => {
        throw withoutParameters(err, parameters);
      });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}

/** DATABASE_URL wins; otherwise the embedded database in DATA_DIR/pgdata. */
export function openDatabase(
  config: { dataDir: string; databaseUrl?: string },
  log?: DatabaseLog,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, log)
    : openPGlite({ dataDir: join(config.dataDir, 'pgdata') });
}
