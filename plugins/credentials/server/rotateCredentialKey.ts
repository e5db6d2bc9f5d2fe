import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { SealedColumns } from '../../../host/server/plugin/sealedColumns.ts';
import { openCredentialData, sealCredentialData } from './credentialCipher.ts';
import './CredentialTable.ts';

/** The credential table's own sealed columns; other plugins contribute theirs (`sealedColumns`). */
export const CREDENTIAL_COLUMNS: SealedColumns = {
  table: 'credential',
  boundTo: 'id',
  data: 'encrypted_data',
  iv: 'iv',
  tag: 'tag',
};

async function tableExists(db: Kysely<Database>, table: string): Promise<boolean> {
  const r = await sql<{ found: boolean }>`select to_regclass(${table}) is not null as found`.execute(db);
  return Boolean(r.rows[0]?.found);
}

async function rotateColumns(
  trx: Transaction<Database>,
  c: SealedColumns,
  oldKey: Buffer,
  newKey: Buffer,
): Promise<number> {
  const { rows } = await sql<{ bound: string; encrypted_data: string; iv: string; tag: string }>`
    select ${sql.ref(c.boundTo)} as bound, ${sql.ref(c.data)} as encrypted_data, ${sql.ref(c.iv)} as iv,
           ${sql.ref(c.tag)} as tag
    from ${sql.table(c.table)} where ${sql.ref(c.data)} is not null for update`.execute(trx);
  for (const row of rows) {
    let data: ReturnType<typeof openCredentialData>;
    try {
      data = openCredentialData(oldKey, row.bound, row);
    } catch {
      const what = c.table === 'credential' ? 'Credential' : `A sealed value in ${c.table}`;
      throw new Error(`${what} ${row.bound} does not decrypt with the old key: nothing was changed`);
    }
    const s = sealCredentialData(newKey, row.bound, data);
    await sql`update ${sql.table(c.table)}
      set ${sql.ref(c.data)} = ${s.encrypted_data}, ${sql.ref(c.iv)} = ${s.iv}, ${sql.ref(c.tag)} = ${s.tag}
      where ${sql.ref(c.boundTo)} = ${row.bound}`.execute(trx);
  }
  return rows.length;
}

/**
 * Re-encrypts every credential row, and every value other plugins sealed with the same key
 * (`others`), from oldKey to newKey in ONE transaction: if any value does not open with oldKey,
 * nothing changes and the error names it. Tables that do not exist (another edition's) are
 * skipped. Returns the number of credentials and of other sealed values.
 */
export async function rotateCredentialKey(
  db: Kysely<Database>,
  oldKey: Buffer,
  newKey: Buffer,
  others: readonly SealedColumns[] = [],
): Promise<{ credentials: number; others: number }> {
  const present: SealedColumns[] = [];
  for (const c of [CREDENTIAL_COLUMNS, ...others]) if (await tableExists(db, c.table)) present.push(c);
  return db.transaction().execute(async (trx) => {
    const counts = { credentials: 0, others: 0 };
    for (const c of present) {
      const n = await rotateColumns(trx, c, oldKey, newKey);
      if (c === CREDENTIAL_COLUMNS) counts.credentials = n;
      else counts.others += n;
    }
    return counts;
  });
}
