import type { CompiledQuery, DatabaseConnection } from 'kysely';
import type { DriverObserver } from './observeDialect.ts';

const WRITTEN_TABLE =
  /^\s*(?:insert\s+into|update|delete\s+from|merge\s+into)\s+(?:only\s+)?(?:"?\w+"?\.)?"?(\w+)"?/i;

/** The table a write statement changes, or undefined for anything else. */
export function writtenTable(sql: string): string | undefined {
  return WRITTEN_TABLE.exec(sql)?.[1];
}

export type TableWriteListener = (tables: ReadonlySet<string>) => void;

const cachedTables = new Set<string>();

/**
 * Declares, when its module loads, the tables a cache watches; returns them. Only commits to such
 * tables are noted and, in queue mode, sent to the other instances: every instance loads the same
 * modules, so each knows what any of them may cache, whether it made that cache yet or not, and a
 * prediction's writes (executions, chat messages, cached nowhere) cost no Redis message.
 */
export function cachesTables<const T extends readonly string[]>(tables: T): T {
  for (const table of tables) cachedTables.add(table);
  return tables;
}

/**
 * Tells listeners which tables changed, once the change is visible to other connections: after an
 * autocommitted write, or at its transaction's commit (a rolled back one says nothing). Caches of
 * rows (the session and membership cache) drop what they hold when their tables are written.
 * Within one server instance, and in queue mode across instances (relayTo/receive, through Redis).
 */
export class TableWrites implements DriverObserver {
  private readonly listeners = new Set<{ tables: ReadonlySet<string>; listener: TableWriteListener }>();
  private readonly pending = new WeakMap<DatabaseConnection, Set<string>>();

  /** Calls `listener` with the changed tables among `tables`; returns the unsubscribe function. */
  subscribe(tables: readonly string[], listener: TableWriteListener): () => void {
    const undeclared = tables.filter((t) => !cachedTables.has(t));
    if (undeclared.length)
      throw new Error(
        `Declare the cached tables when the module loads: cachesTables(['${undeclared.join("', '")}'])`,
      );
    const entry = { tables: new Set(tables), listener };
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  done(query: CompiledQuery, conn: DatabaseConnection, inTransaction: boolean): void {
    const table = writtenTable(query.sql);
    if (!table || !cachedTables.has(table)) return;
    if (!inTransaction) {
      if (this.relay || this.listening(table)) this.emit(new Set([table]));
      return;
    }
    // Every cached table a transaction writes is noted, heard here or not yet: a cache made while
    // it is open (they are made on first use) still hears its commit, and in queue mode the other
    // instances hear it whatever this one caches.
    const tables = this.pending.get(conn) ?? new Set<string>();
    this.pending.set(conn, tables);
    tables.add(table);
  }

  committed(conn: DatabaseConnection): void {
    const tables = this.pending.get(conn);
    this.pending.delete(conn);
    if (!tables?.size) return;
    if (this.relay || [...tables].some((t) => this.listening(t))) this.emit(tables);
  }

  rolledBack(conn: DatabaseConnection): void {
    this.pending.delete(conn);
  }

  private listening(table: string): boolean {
    for (const l of this.listeners) if (l.tables.has(table)) return true;
    return false;
  }

  private relay?: TableWriteListener;

  /**
   * Queue mode: this instance's commits also go to `send`, for the other instances to hear (every
   * declared table: another instance may cache what this one does not).
   */
  relayTo(send: TableWriteListener): void {
    this.relay = send;
  }

  /** Tables another instance committed to (queue mode): listeners hear them as their own. */
  receive(tables: ReadonlySet<string>): void {
    this.deliver(tables);
  }

  private emit(tables: ReadonlySet<string>) {
    this.deliver(tables);
    this.relay?.(tables);
  }

  private deliver(tables: ReadonlySet<string>) {
    for (const { tables: wanted, listener } of this.listeners) {
      const hit = [...tables].filter((t) => wanted.has(t));
      if (hit.length) listener(new Set(hit));
    }
  }
}
