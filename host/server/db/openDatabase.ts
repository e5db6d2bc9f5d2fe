import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import type { Database } from './Database.ts';
import { PGliteDialect, type PGliteQueryable } from './PGliteDialect.ts';
import type { PGliteThread } from './thread/PGliteThread.ts';
import { observeDialect } from './observeDialect.ts';
import type { QueryCounter } from './QueryCounter.ts';
import { pgliteThreadMode } from './pgliteThreadMode.ts';
import { registerTableWrites } from './RowCache.ts';
import { TableWrites } from './TableWrites.ts';
import { storableParameters } from './storableParameters.ts';
import { withoutParameters } from './withoutParameters.ts';

/** An open database: the typed Kysely handle plus what it takes to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
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
  /** Default: PGLITE_THREAD (worker). */
  thread?: 'worker' | 'main';
  /** A thread already opening `dataDir` (openEmbeddedEarly); used instead of starting one. */
  started?: PGliteThread;
}

const observers = (tableWrites: TableWrites, counter?: QueryCounter) =>
  counter ? [tableWrites, counter] : [tableWrites];

/** The embedded PostgreSQL (WebAssembly) with the pgvector extension available. */
export async function openPGlite(options: PGliteOptions = {}): Promise<DatabaseHandle> {
  if (options.dataDir && !options.started) await mkdir(options.dataDir, { recursive: true });
  const { pglite, close } =
    options.started || (options.thread ?? pgliteThreadMode()) === 'worker'
      ? await onThread(options)
      : await inProcess(options);
  const tableWrites = new TableWrites();
  const counted = options.counter ? countRoundTrips(pglite, options.counter) : pglite;
  const dialect = observeDialect(new PGliteDialect(counted), observers(tableWrites, options.counter));
  const db = new Kysely<Database>({ dialect });
  registerTableWrites(db, tableWrites);
  return {
    db,
    kind: 'pglite',
    tableWrites,
    async close() {
      await db.destroy();
      await close();
    },
  };
}

/** The same PGlite with each call (one message to its thread) counted. */
function countRoundTrips(pg: PGliteQueryable, counter: QueryCounter): PGliteQueryable {
  const counted: PGliteQueryable = {
    waitReady: pg.waitReady,
    query<R>(sql: string, params?: unknown[]) {
      counter.roundTrip();
      return pg.query<R>(sql, params);
    },
  };
  if (pg.queryAfter)
    counted.queryAfter = <R>(
      before: string | undefined,
      sql: string,
      params?: unknown[],
      earlier?: readonly { sql: string; params: unknown[] }[],
    ) => {
      counter.roundTrip();
      return pg.queryAfter?.<R>(before, sql, params, earlier) ?? pg.query<R>(sql, params);
    };
  return counted;
}

async function onThread(options: PGliteOptions) {
  const thread =
    options.started ??
    new (await import('./thread/PGliteThread.ts')).PGliteThread({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  try {
    await thread.waitReady;
  } catch (err) {
    await thread.close();
    throw err;
  }
  return { pglite: thread, close: () => thread.close() };
}

async function inProcess(options: PGliteOptions) {
  // Imported lazily: loading the WebAssembly module costs ~0.2 s that a PostgreSQL server set-up never needs.
  const [{ PGlite }, { vector }, { PreparedPGlite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-pgvector'),
    import('./PreparedPGlite.ts'),
  ]);
  const pg = await PGlite.create(options.dataDir, {
    extensions: { vector },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return {
    pglite: new PreparedPGlite(pg),
    close: async () => {
      if (!pg.closed) await pg.close();
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
  registerTableWrites(db, tableWrites);
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
 * A connection the server ended while it sat idle in the pool (pg_terminate_backend, a restart):
 * the pool drops such a client when its socket reports the end, but a request arriving first
 * would take it and fail.
 */
function connectionEnded(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === '57P01' ||
    e?.code === '57P02' ||
    e?.code === '57P03' ||
    /Connection terminated|terminating connection|Client has encountered a connection error|not queryable/i.test(
      e?.message ?? '',
    )
  );
}

/**
 * The pool as Kysely uses it: parameters made storable (storableParameters), and their values
 * taken out of every query error (withoutParameters). The first statement of a checkout that
 * meets a connection ended while idle is sent again once on a new connection: nothing ran on the
 * dead one (a statement cut mid-way is rolled back by the server), and no transaction was open
 * yet. Later statements are never repeated; their error reaches the caller.
 */
function redactingPool(pool: Pool): PostgresPool {
  const wrap = (first: PoolClient): PostgresPoolClient => {
    let client = first;
    let used = false;
    const send = (text: string, values: unknown[]) => client.query(text, values);
    return {
      query: (async (sqlOrCursor: unknown, parameters?: readonly unknown[]) => {
        // A cursor (streamQuery) reports its errors as it is read; Kysely passes it through as it is.
        if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
        const values = storableParameters(parameters ?? []);
        const retry = !used;
        used = true;
        try {
          return await send(sqlOrCursor, values);
        } catch (err) {
          if (!retry || !connectionEnded(err)) throw withoutParameters(err, parameters);
          client.release(err as Error); // destroys it instead of returning it to the pool
          client = await pool.connect();
          return send(sqlOrCursor, values).catch((again: unknown) => {
            throw withoutParameters(again, parameters);
          });
        }
      }) as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  };
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
