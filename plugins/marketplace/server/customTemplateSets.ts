import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import './CustomTemplateTable.ts';

type Item = Record<string, unknown>;
const text = (v: unknown) =>
  typeof v === 'string' ? v : v === undefined || v === null ? null : JSON.stringify(v);

/** Usecases as stored: a JSON array text, whether the file gives an array or its serialized form. */
function usecasesText(v: unknown): string {
  if (Array.isArray(v)) return JSON.stringify(v.map(String));
  if (typeof v === 'string') {
    try {
      const parsed = JSON.parse(v);
      if (Array.isArray(parsed)) return JSON.stringify(parsed.map(String));
    } catch {}
  }
  return '[]';
}

/**
 * The workspace's custom templates as the CustomTemplate export set: usecases as serialized JSON
 * and workspaceId cleared (spec section 3), as the peer writes them.
 */
export async function exportCustomTemplates(db: Kysely<Database>, workspaceId: string): Promise<Item[]> {
  const rows = await db
    .selectFrom('custom_template')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_date')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    flowData: r.flow_data,
    description: r.description,
    badge: r.badge ?? '',
    framework: r.framework ?? '',
    usecases: r.usecases,
    type: r.type,
    workspaceId: '',
    createdDate: new Date(r.created_date).toISOString(),
    updatedDate: new Date(r.updated_date).toISOString(),
  }));
}

/** Writes a file's CustomTemplate items into the workspace; an id already taken gets a new one. */
export async function importCustomTemplates(db: Kysely<Database>, workspaceId: string, items: Item[]) {
  const ids = items.map((i) => String(i.id ?? ''));
  const taken = new Set(
    ids.length
      ? (await db.selectFrom('custom_template').select('id').where('id', 'in', ids).execute()).map(
          (r) => r.id,
        )
      : [],
  );
  let count = 0;
  for (const item of items) {
    const name = String(item.name ?? '').trim();
    const flowData = text(item.flowData);
    if (!name || !flowData)
      throw Object.assign(new Error(`CustomTemplate ${String(item.id)}: name and flowData are required`), {
        statusCode: 400,
      });
    let id = String(item.id ?? '');
    if (!id || taken.has(id)) id = randomUUID();
    taken.add(id);
    await db
      .insertInto('custom_template')
      .values({
        id,
        workspace_id: workspaceId,
        name,
        description: String(item.description ?? ''),
        flow_data: flowData,
        type: String(item.type ?? 'Chatflow'),
        badge: text(item.badge) || null,
        usecases: usecasesText(item.usecases),
        framework: text(item.framework) || null,
      })
      .execute();
    count += 1;
  }
  return count;
}
