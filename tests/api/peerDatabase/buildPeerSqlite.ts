import initSqlJs from 'sql.js';
import { type PeerVersion, peerDdl } from './peerSchema.ts';
import type { PeerTables } from './peerRows.ts';

/** A SQLite file of the peer (its tables, then these rows), as bytes. */
export async function buildPeerSqlite(version: PeerVersion, tables: PeerTables): Promise<Uint8Array> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  try {
    for (const statement of peerDdl(version)) db.run(statement);
    for (const [table, rows] of Object.entries(tables)) {
      for (const row of rows) {
        const columns = Object.keys(row);
        db.run(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
          columns.map((c) => row[c] as string | number | null),
        );
      }
    }
    return db.export();
  } finally {
    db.close();
  }
}
