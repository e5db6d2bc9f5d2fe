import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { PlainData } from '../common/credentialData.ts';
import { sealCredentialData } from './credentialCipher.ts';
import './CredentialTable.ts';

/** A credential brought from elsewhere (the peer's database) with its values in clear. */
export interface ImportedCredential {
  id: string;
  name: string;
  credentialName: string;
  data: PlainData;
  createdDate?: string;
}

export interface CredentialsImport {
  imported: number;
  /** Reason -> how many credentials. */
  skipped: Record<string, number>;
  /** Imported id -> the id it has here, where they differ (flows' references are rewritten with it). */
  ids: Map<string, string>;
}

/**
 * Stores credentials in the workspace sealed with this server's key, inside the caller's
 * transaction. The id is kept when free (flows referring to it keep working); a taken id gets a
 * new one. A credential whose name is taken in the workspace is not imported: the one here is
 * used instead (its id is answered in `ids`).
 */
export async function importCredentials(
  db: Kysely<Database>,
  key: Buffer,
  workspaceId: string,
  items: ImportedCredential[],
): Promise<CredentialsImport> {
  const result: CredentialsImport = { imported: 0, skipped: {}, ids: new Map() };
  for (const item of items) {
    const sameName = await db
      .selectFrom('credential')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('name', '=', item.name)
      .executeTakeFirst();
    if (sameName) {
      const why = 'a credential with this name exists here and is used instead';
      result.skipped[why] = (result.skipped[why] ?? 0) + 1;
      if (sameName.id !== item.id) result.ids.set(item.id, sameName.id);
      continue;
    }
    const idTaken = await db
      .selectFrom('credential')
      .select('id')
      .where('id', '=', item.id)
      .executeTakeFirst();
    const id = idTaken ? randomUUID() : item.id;
    if (id !== item.id) result.ids.set(item.id, id);
    const date = item.createdDate ? new Date(item.createdDate) : new Date();
    await db
      .insertInto('credential')
      .values({
        id,
        workspace_id: workspaceId,
        name: item.name,
        credential_name: item.credentialName,
        ...sealCredentialData(key, id, item.data),
        created_date: Number.isNaN(date.getTime()) ? new Date() : date,
        updated_date: new Date(),
      })
      .execute();
    result.imported++;
  }
  return result;
}
