import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import './AssistantTable.ts';

type Item = Record<string, unknown>;

/** The workspace's custom assistants as the AssistantCustom export set (id, details, credential, iconSrc, type). */
export async function exportCustomAssistants(db: Kysely<Database>, workspaceId: string): Promise<Item[]> {
  const rows = await db
    .selectFrom('assistant')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('type', '=', 'CUSTOM')
    .orderBy('created_date')
    .execute();
  // the credential id is stripped like the flows' (spec section 3): the importer picks their own
  return rows.map((r) => ({
    id: r.id,
    details: r.details,
    credential: '',
    iconSrc: r.icon_src ?? '',
    type: r.type,
  }));
}

/**
 * Writes a file's AssistantCustom items into the workspace (their flows come in the AssistantFlow
 * set, with ids rewritten together by the import); an id already taken gets a new one.
 */
export async function importCustomAssistants(db: Kysely<Database>, workspaceId: string, items: Item[]) {
  const ids = items.map((i) => String(i.id ?? ''));
  const taken = new Set(
    ids.length
      ? (await db.selectFrom('assistant').select('id').where('id', 'in', ids).execute()).map((r) => r.id)
      : [],
  );
  let count = 0;
  for (const item of items) {
    const details = typeof item.details === 'string' ? item.details : JSON.stringify(item.details ?? {});
    try {
      JSON.parse(details);
    } catch {
      throw Object.assign(new Error(`AssistantCustom ${String(item.id)}: details must be JSON`), {
        statusCode: 400,
      });
    }
    let id = String(item.id ?? '');
    if (!id || taken.has(id)) id = randomUUID();
    taken.add(id);
    await db
      .insertInto('assistant')
      .values({
        id,
        workspace_id: workspaceId,
        type: 'CUSTOM',
        details,
        credential: null,
        icon_src: typeof item.iconSrc === 'string' && item.iconSrc ? item.iconSrc : null,
      })
      .execute();
    count += 1;
  }
  return count;
}
