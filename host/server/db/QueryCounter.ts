import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/** What a database handle has done since the counter was made or reset. */
export interface QueryCounts {
  /** Every statement sent, transaction control included. */
  statements: number;
  /** Statements that change rows (insert, update, delete, merge). */
  writes: number;
  /** Durable commits: each transaction's commit, and each write sent outside a transaction. */
  commits: number;
}

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const WRITE_SQL = /^\s*(insert|update|delete|merge)\b/i;

function isWrite(query: CompiledQuery): boolean {
  const kind = query.query?.kind;
  return kind && kind !== 'RawNode' ? WRITE_KINDS.has(kind) : WRITE_SQL.test(query.sql);
}

/**
 * Counts what a Kysely handle sends, at the driver: the proof behind "a prediction costs the same
 * database work whatever the history" and "at most 3 commits per run" (tests and bench/ read it).
 * Transactions are tracked per connection, so concurrent work on a pool is counted right.
 */
export class QueryCounter {
  private counts: QueryCounts = { statements: 0, writes: 0, commits: 0 };
  private readonly inTransaction = new WeakSet<DatabaseConnection>();

  snapshot(): QueryCounts {
    return { ...this.counts };
  }

  reset(): void {
    this.counts = { statements: 0, writes: 0, commits: 0 };
  }

  /** The dialect with its driver observed. */
  wrap(dialect: Dialect): Dialect {
    return {
      createAdapter: () => dialect.createAdapter(),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createDriver: () => this.wrapDriver(dialect.createDriver()),
    };
  }

  private wrapDriver(driver: Driver): Driver {
    // One wrapper per connection; the driver gets back the connections it handed out.
    const wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>();
    const originals = new WeakMap<DatabaseConnection, DatabaseConnection>();
    const observe = (conn: DatabaseConnection): DatabaseConnection => {
      const known = wrappers.get(conn);
      if (known) return known;
      const wrapped: DatabaseConnection = {
        executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
          this.counts.statements += 1;
          if (isWrite(query)) {
            this.counts.writes += 1;
            if (!this.inTransaction.has(wrapped)) this.counts.commits += 1;
          }
          return conn.executeQuery<R>(query);
        },
        streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => {
          this.counts.statements += 1;
          return conn.streamQuery<R>(query, chunkSize);
        },
      };
      wrappers.set(conn, wrapped);
      originals.set(wrapped, conn);
      return wrapped;
    };
    const inner = (conn: DatabaseConnection) => originals.get(conn) ?? conn;
    return {
      init: () => driver.init(),
      destroy: () => driver.destroy(),
      acquireConnection: async () => observe(await driver.acquireConnection()),
      releaseConnection: (conn) => driver.releaseConnection(inner(conn)),
      beginTransaction: async (conn, settings: TransactionSettings) => {
        this.counts.statements += 1;
        await driver.beginTransaction(inner(conn), settings);
        this.inTransaction.add(conn);
      },
      commitTransaction: async (conn) => {
        this.counts.statements += 1;
        this.counts.commits += 1;
        this.inTransaction.delete(conn);
        await driver.commitTransaction(inner(conn));
      },
      rollbackTransaction: async (conn) => {
        this.counts.statements += 1;
        this.inTransaction.delete(conn);
        await driver.rollbackTransaction(inner(conn));
      },
      ...(driver.savepoint ? { savepoint: (c, n, q) => driver.savepoint!(inner(c), n, q) } : {}),
      ...(driver.rollbackToSavepoint
        ? { rollbackToSavepoint: (c, n, q) => driver.rollbackToSavepoint!(inner(c), n, q) }
        : {}),
      ...(driver.releaseSavepoint
        ? { releaseSavepoint: (c, n, q) => driver.releaseSavepoint!(inner(c), n, q) }
        : {}),
    };
  }
}
