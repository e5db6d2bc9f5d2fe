import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import { pipelinedPassThrough } from './pipelineWrites.ts';

/**
 * What a driver observer hears. `conn` identifies the connection (a transaction's statements share
 * it); `inTransaction` says whether the statement belongs to an open transaction.
 */
export interface DriverObserver {
  /** Before a statement is sent. */
  sent?(query: CompiledQuery, inTransaction: boolean): void;
  /** After a statement succeeded. */
  done?(query: CompiledQuery, conn: DatabaseConnection, inTransaction: boolean): void;
  began?(conn: DatabaseConnection): void;
  /** After a commit succeeded. */
  committed?(conn: DatabaseConnection): void;
  rolledBack?(conn: DatabaseConnection): void;
}

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const WRITE_SQL = /^\s*(insert|update|delete|merge)\b/i;

/** A statement that changes rows (insert, update, delete, merge), built or raw. */
export function isWrite(query: CompiledQuery): boolean {
  const kind = query.query?.kind;
  return kind && kind !== 'RawNode' ? WRITE_KINDS.has(kind) : WRITE_SQL.test(query.sql);
}

/**
 * The dialect with its driver observed: every statement, transaction begin, commit and rollback
 * reaches the observers (QueryCounter, TableWrites). The driver gets back the connections it
 * handed out; observers see one stable wrapper per connection.
 */
export function observeDialect(dialect: Dialect, observers: readonly DriverObserver[]): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => observeDriver(dialect.createDriver(), observers),
  };
}

function observeDriver(driver: Driver, observers: readonly DriverObserver[]): Driver {
  const wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const originals = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const inTransaction = new WeakSet<DatabaseConnection>();
  const observe = (conn: DatabaseConnection): DatabaseConnection => {
    const known = wrappers.get(conn);
    if (known) return known;
    const wrapped: DatabaseConnection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        const tx = inTransaction.has(wrapped);
        for (const o of observers) o.sent?.(query, tx);
        const result = await conn.executeQuery<R>(query);
        for (const o of observers) o.done?.(query, wrapped, tx);
        return result;
      },
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => {
        for (const o of observers) o.sent?.(query, inTransaction.has(wrapped));
        return conn.streamQuery<R>(query, chunkSize);
      },
      ...pipelinedPassThrough(conn),
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
      await driver.beginTransaction(inner(conn), settings);
      inTransaction.add(conn);
      for (const o of observers) o.began?.(conn);
    },
    commitTransaction: async (conn) => {
      inTransaction.delete(conn);
      await driver.commitTransaction(inner(conn));
      for (const o of observers) o.committed?.(conn);
    },
    rollbackTransaction: async (conn) => {
      inTransaction.delete(conn);
      await driver.rollbackTransaction(inner(conn));
      for (const o of observers) o.rolledBack?.(conn);
    },
    ...(driver.savepoint
      ? { savepoint: (c, n, q) => driver.savepoint?.(inner(c), n, q) as Promise<void> }
      : {}),
    ...(driver.rollbackToSavepoint
      ? { rollbackToSavepoint: (c, n, q) => driver.rollbackToSavepoint?.(inner(c), n, q) as Promise<void> }
      : {}),
    ...(driver.releaseSavepoint
      ? { releaseSavepoint: (c, n, q) => driver.releaseSavepoint?.(inner(c), n, q) as Promise<void> }
      : {}),
  };
}
