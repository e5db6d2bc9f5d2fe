import type { Kysely } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import type { PlainData } from '../../common/credentialData.ts';
import { sealCredentialData } from '../credentialCipher.ts';

/** Writes a credential's data back, sealed (the sign-in's and a refresh's new tokens). */
export async function storeCredentialData(
  db: Kysely<Database>,
  key: Buffer,
  row: { id: string; workspace_id: string },
  data: PlainData,
): Promise<void> {
  await db
    .updateTable('credential')
    .set({ ...sealCredentialData(key, row.id, data), updated_date: new Date() })
    .where('workspace_id', '=', row.workspace_id)
    .where('id', '=', row.id)
    .execute();
}
