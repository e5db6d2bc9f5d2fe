import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import initSqlJs from 'sql.js';

/**
 * A SQLite file read in memory with sql.js, on a thread of its own: a query the model wrote runs
 * here, so one that never ends holds this thread (which the chain stops) and not the server.
 * Requests: { id, op: 'columns' } | { id, op: 'sample', table, rows } | { id, op: 'query', sql, maxRows }.
 */
const { file } = workerData as { file: string };
const SQL = await initSqlJs();
const db = new SQL.Database(await readFile(file));
// the copy is never written back; this also refuses writes with a clear error
db.run('PRAGMA query_only = ON');

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function all(sql: string, max = Number.POSITIVE_INFINITY): Record<string, unknown>[] {
  const statement = db.prepare(sql);
  const rows: Record<string, unknown>[] = [];
  try {
    while (rows.length < max && statement.step()) rows.push(statement.getAsObject());
  } finally {
    statement.free();
  }
  return rows;
}

function columns() {
  const tables = all(
    "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name",
  ).map((r) => String(r.name));
  return tables.flatMap((table) =>
    all(`PRAGMA table_info(${quote(table)})`).map((c) => ({
      table,
      column: String(c.name),
      type: String(c.type || 'ANY'),
    })),
  );
}

parentPort?.on(
  'message',
  (m: { id: number; op: string; table?: string; rows?: number; sql?: string; maxRows?: number }) => {
    try {
      const value =
        m.op === 'columns'
          ? columns()
          : m.op === 'sample'
            ? all(`SELECT * FROM ${quote(m.table ?? '')} LIMIT ${Math.floor(m.rows ?? 0)}`)
            : all(m.sql ?? '', m.maxRows);
      parentPort?.postMessage({ id: m.id, ok: true, value });
    } catch (err) {
      parentPort?.postMessage({
        id: m.id,
        ok: false,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  },
);
parentPort?.postMessage({ ready: true });
