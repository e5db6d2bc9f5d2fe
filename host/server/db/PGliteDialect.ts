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
import type { PipelinedConnection } from './pipelineWrites.ts';
import { storableParameters } from './storableParameters.ts';
import { withoutParameters } from './withoutParameters.ts';

/** What the dialect needs of PGlite: the PGlite object itself, or PGliteThread (a worker thread). */
export interface PGliteQueryable {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  /** `before`, the `earlier` statements, then the query, in one round trip (PGliteThread); without it, one call each. */
  queryAfter?<R>(
    before: string | undefined,
    sql: string,
    params?: unknown[],
    earlier?: readonly { sql: string; params: unknown[] }[],
  ): Promise<{ rows: R[]; affectedRows?: number }>;
  readonly waitReady: Promise<void>;
}

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);

/** A built insert, update or delete without RETURNING: nothing but its affected-row count comes back. */
function pipelineable(query: CompiledQuery): boolean {
  const node = query.query as { kind?: string; returning?: unknown } | undefined;
  return Boolean(node?.kind && WRITE_KINDS.has(node.kind) && !node.returning);
}

class PGliteConnection implements DatabaseConnection, PipelinedConnection {
  /**
   * A transaction's `begin`, not sent yet: it goes with the transaction's first statement (one
   * round trip to the database thread instead of two); a transaction with no statement sends none.
   */
  deferredBegin: string | undefined;
  /**
   * A pipelined transaction's writes not sent yet (pipelineWrites): they go with the next statement
   * that needs an answer, a read or the commit, so `begin; insert; insert; commit` is one round trip.
   */
  queued: CompiledQuery[] | undefined;

  constructor(private readonly pg: PGliteQueryable) {}

  pipelineWrites(): void {
    this.queued ??= [];
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.queued && pipelineable(query)) {
      this.queued.push(query);
      return { rows: [] };
    }
    const before = this.deferredBegin;
    this.deferredBegin = undefined;
    const earlier = this.queued ?? [];
    if (this.queued) this.queued = [];
    const result = await this.send<R>(before, query, earlier).catch((err: unknown) => {
      // A queued write's error arrives here: none of the batch's values may reach the log.
      for (const q of earlier) withoutParameters(err, q.parameters);
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

  private async send<R>(before: string | undefined, query: CompiledQuery, earlier: CompiledQuery[]) {
    const params = storableParameters(query.parameters);
    const statements = earlier.map((q) => ({ sql: q.sql, params: storableParameters(q.parameters) }));
    if (this.pg.queryAfter) return this.pg.queryAfter<R>(before, query.sql, params, statements);
    if (before) await this.pg.query(before);
    for (const s of statements) await this.pg.query(s.sql, s.params);
    return this.pg.query<R>(query.sql, params);
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
    this.connection.queued = undefined;
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
    const c = conn as PGliteConnection;
    try {
      if (!c.queued?.length && this.endUnsent(conn)) return;
      await conn.executeQuery(CompiledQuery.raw('commit')); // queued writes ride with it
    } finally {
      c.queued = undefined;
    }
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    (conn as PGliteConnection).queued = undefined; // never sent, nothing to undo
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
