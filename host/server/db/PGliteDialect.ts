import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { FifoLock } from './FifoLock.ts';
import { storableParameters } from './storableParameters.ts';
import { withoutParameters } from './withoutParameters.ts';

/** What the dialect needs of PGlite: the PGlite object itself, or PGliteThread (a worker thread). */
export interface PGliteQueryable {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  /** `before`, then the query, in one round trip (PGliteThread); without it, two calls. */
  queryAfter?<R>(
    before: string | undefined,
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: R[]; affectedRows?: number }>;
  readonly waitReady: Promise<void>;
}

class PGliteConnection implements DatabaseConnection {
  /**
   * A transaction's `begin`, not sent yet: it goes with the transaction's first statement (one
   * round trip to the database thread instead of two); a transaction with no statement sends none.
   */
  deferredBegin: string | undefined;

  constructor(private readonly pg: PGliteQueryable) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const before = this.deferredBegin;
    this.deferredBegin = undefined;
    const params = storableParameters(query.parameters);
    const sent = this.pg.queryAfter
      ? this.pg.queryAfter<R>(before, query.sql, params)
      : before
        ? this.pg.query(before).then(() => this.pg.query<R>(query.sql, params))
        : this.pg.query<R>(query.sql, params);
    const result = await sent.catch((err: unknown) => {
      throw withoutParameters(err, query.parameters);
    });
    const kind = query.query?.kind;
    const changes =
      kind === 'InsertQueryNode' ||
      kind === 'UpdateQueryNode' ||
      kind === 'DeleteQueryNode' ||
      kind === 'MergeQueryNode';
    return {
      rows: result.rows,
      ...(changes && result.affectedRows !== undefined
        ? { numAffectedRows: BigInt(result.affectedRows) }
        : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: PGlite has no cursors; streaming is refused explicitly.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming queries');
  }
}

/**
 * PGlite has exactly one connection, so every acquire waits for the previous release (FIFO).
 * Kysely binds a transaction to the connection it acquired: inside `db.transaction()` use the
 * `trx` handle; a query on the outer `db` would wait for the lock the transaction holds.
 */
class PGliteDriver implements Driver {
  private readonly lock = new FifoLock();
  private readonly connection: PGliteConnection;
  private release: (() => void) | undefined;

  constructor(private readonly pg: PGliteQueryable) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.release = await this.lock.acquire();
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const parts = ['begin'];
    if (settings.isolationLevel) parts.push(`isolation level ${settings.isolationLevel}`);
    if (settings.accessMode) parts.push(settings.accessMode);
    (conn as PGliteConnection).deferredBegin = parts.join(' ');
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    if (this.endUnsent(conn)) return;
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    if (this.endUnsent(conn)) return;
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  /** A transaction whose begin was never sent (no statement ran in it) ends with nothing to send. */
  private endUnsent(conn: DatabaseConnection): boolean {
    const c = conn as PGliteConnection;
    if (c.deferredBegin === undefined) return false;
    c.deferredBegin = undefined;
    return true;
  }

  async savepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`savepoint ${quoteId(name)}`));
  }

  async rollbackToSavepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteId(name)}`));
  }

  async releaseSavepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`release savepoint ${quoteId(name)}`));
  }

  async destroy(): Promise<void> {
    // The owner of the PGlite instance closes it (it may outlive this Kysely).
  }
}

function quoteId(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A Kysely dialect over one PGlite instance, reusing Kysely's PostgreSQL adapter, compiler and introspector. */
export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGliteQueryable) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own dialects take Kysely<any> here.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
