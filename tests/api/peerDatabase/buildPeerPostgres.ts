import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type PeerVersion, peerDdl } from './peerSchema.ts';
import type { PeerTables } from './peerRows.ts';

const BOOLEANS = new Set(['isPublic', 'deployed']);

/** The peer's PostgreSQL tables: its SQLite DDL with PostgreSQL's types (uuid ids, timestamps). */
function postgresDdl(version: PeerVersion): string[] {
  return peerDdl(version).map((s) =>
    s
      .replaceAll(`datetime NOT NULL DEFAULT (datetime('now'))`, 'timestamp NOT NULL DEFAULT now()')
      .replaceAll('datetime', 'timestamp')
      .replace('"id" varchar PRIMARY KEY', '"id" uuid PRIMARY KEY'),
  );
}

/**
 * A database of its own on the PostgreSQL server at `serverUrl` holding the peer's tables and
 * these rows; answers its URL and a drop() that removes it.
 */
export async function buildPeerPostgres(
  serverUrl: string,
  version: PeerVersion,
  tables: PeerTables,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `peer_src_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    for (const statement of postgresDdl(version)) await client.query(statement);
    for (const [table, rows] of Object.entries(tables)) {
      for (const row of rows) {
        const columns = Object.keys(row);
        const values = columns.map((c) => (BOOLEANS.has(c) && row[c] !== null ? row[c] === 1 : row[c]));
        await client.query(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
          values,
        );
      }
    }
  } finally {
    await client.end();
  }
  return {
    url: url.href,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
