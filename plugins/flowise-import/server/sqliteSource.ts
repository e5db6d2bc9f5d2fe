import type { SqlJsStatic } from 'sql.js';
import { type PeerRow, type PeerSource, PeerSourceError } from './PeerSource.ts';

let engine: Promise<SqlJsStatic> | undefined;

/** The peer's SQLite file (database.sqlite), read in memory with sql.js (WebAssembly). */
export async function sqliteSource(bytes: Uint8Array): Promise<PeerSource> {
  // loaded with the first import of a peer's database, not at every server start
  engine ??= import('sql.js').then(({ default: initSqlJs }) => initSqlJs());
  const SQL = await engine;
  const db = new SQL.Database(bytes);
  const query = (text: string): PeerRow[] => {
    const rows: PeerRow[] = [];
    const statement = db.prepare(text);
    try {
      while (statement.step()) rows.push(statement.getAsObject() as PeerRow);
    } finally {
      statement.free();
    }
    return rows;
  };
  let names: Set<string>;
  try {
    names = new Set(query("SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => String(r.name)));
  } catch (err) {
    db.close();
    throw new PeerSourceError(`The file is not a readable SQLite database: ${(err as Error).message}`);
  }
  return {
    label: 'SQLite file',
    tables: async () => names,
    async rows(table) {
      if (!names.has(table)) return [];
      return query(`SELECT * FROM "${table.replaceAll('"', '""')}"`);
    },
    async close() {
      db.close();
    },
  };
}
