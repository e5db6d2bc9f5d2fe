/** A column of a table the SQL Database Chain may query. */
export interface SqlColumn {
  table: string;
  column: string;
  type: string;
}

/**
 * A database the SQL Database Chain reads: its tables' columns, a few sample rows, and one query
 * of the model's run read-only with a time limit. PostgreSQL and SQLite implement it.
 */
export interface SqlDatabase {
  /** How the model is told to write its query ('PostgreSQL', 'SQLite'). */
  dialect: string;
  columns(): Promise<SqlColumn[]>;
  sample(table: string, rows: number): Promise<unknown[]>;
  /** Runs the query read-only, failing after the time limit; rows beyond `maxRows` are dropped. */
  readOnly(sql: string, maxRows: number): Promise<unknown[]>;
  close(): Promise<void>;
}

/** How long one statement may run before it is stopped. */
export const STATEMENT_TIMEOUT_MS = 10_000;

/** An identifier quoted for either dialect. */
export const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;
