import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { openCredentialData, sealCredentialData } from './credentialCipher.ts';
import './CredentialTable.ts';

/**
 * Re-encrypts every credential row from oldKey to newKey in ONE transaction: if any row does not
 * open with oldKey, nothing changes and the error names that row. Returns the number of rows.
 */
export async function rotateCredentialKey(
  db: Kysely<Database>,
  oldKey: Buffer,
  newKey: Buffer,
): Promise<number> {
  const exists = await sql<{ found: boolean }>`select to_regclass('credential') is not null as found`.execute(
    db,
  );
  if (!exists.rows[0]?.found) return 0;
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('credential')
      .select(['id', 'encrypted_data', 'iv', 'tag'])
      .forUpdate()
      .execute();
    for (const row of rows) {
      let data: ReturnType<typeof openCredentialData>;
      try {
        data = openCredentialData(oldKey, row.id, row);
      } catch {
        throw new Error(`Credential ${row.id} does not decrypt with the old key: nothing was changed`);
      }
      await trx
        .updateTable('credential')
        .set(sealCredentialData(newKey, row.id, data))
        .where('id', '=', row.id)
        .execute();
    }
    return rows.length;
  });
}
