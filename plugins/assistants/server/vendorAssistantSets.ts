import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { usableCredentialIds } from '../../credentials/public.ts';
import type { VendorType } from '../common/vendorAssistant.ts';
import './AssistantTable.ts';

type Item = Record<string, unknown>;

const bad = (set: string, id: unknown, why: string) =>
  Object.assign(new Error(`${set} ${String(id)}: ${why}`), { statusCode: 400 });

/**
 * The workspace's OpenAI or Azure assistants as the AssistantOpenAI / AssistantAzure export set
 * (id, details, credential, iconSrc, type). details is the whole assistant (its flow is made from
 * it again), so the flow id is left out; the credential id is stripped like the flows' (spec
 * section 3), the importer picks theirs. Vector stores and files stay at the vendor, named by id.
 */
export async function exportVendorAssistants(db: Kysely<Database>, workspaceId: string, type: VendorType) {
  const rows = await db
    .selectFrom('assistant')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('type', '=', type)
    .orderBy('created_date')
    .execute();
  return rows.map((r) => {
    let details: Item = {};
    try {
      details = JSON.parse(r.details) as Item;
    } catch {
      details = {};
    }
    const { chatflowId: _flow, ...rest } = details;
    return {
      id: r.id,
      details: JSON.stringify(rest),
      credential: '',
      iconSrc: r.icon_src ?? '',
      type: r.type,
    };
  });
}

/** The flow ids of the workspace's OpenAI and Azure assistants: not part of the AssistantFlow set. */
export async function vendorAssistantFlowIds(
  db: Kysely<Database>,
  workspaceId: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('assistant')
    .select('details')
    .where('workspace_id', '=', workspaceId)
    .where('type', 'in', ['OPENAI', 'AZURE'])
    .execute();
  const ids = rows.map((r) => {
    try {
      return (JSON.parse(r.details) as { chatflowId?: unknown }).chatflowId;
    } catch {
      return undefined;
    }
  });
  return new Set(ids.filter((id): id is string => typeof id === 'string'));
}

/**
 * Writes a file's AssistantOpenAI or AssistantAzure items (ours or the peer's) into the workspace.
 * The credential stays when it is one of this workspace's (or shared with it), else it is left
 * for the user to pick (a save checks its type); the assistant's flow is made when it is first saved with
 * one (until then it cannot answer). An id already taken gets a new one.
 */
export async function importVendorAssistants(
  db: Kysely<Database>,
  workspaceId: string,
  type: VendorType,
  items: Item[],
): Promise<number> {
  const set = type === 'AZURE' ? 'AssistantAzure' : 'AssistantOpenAI';
  const ids = items.map((i) => String(i.id ?? ''));
  const taken = new Set(
    ids.length
      ? (await db.selectFrom('assistant').select('id').where('id', 'in', ids).execute()).map((r) => r.id)
      : [],
  );
  const given = [
    ...new Set(items.map((i) => i.credential).filter((c): c is string => typeof c === 'string' && c !== '')),
  ];
  const usable = await usableCredentialIds(db, workspaceId, given);
  let count = 0;
  for (const item of items) {
    let details: unknown = item.details ?? {};
    if (typeof details === 'string') {
      try {
        details = JSON.parse(details);
      } catch {
        throw bad(set, item.id, 'details must be JSON');
      }
    }
    if (!details || typeof details !== 'object' || Array.isArray(details))
      throw bad(set, item.id, 'details must be an object');
    const { chatflowId: _flow, ...rest } = details as Item;
    if (typeof rest.name !== 'string' || !rest.name.trim()) throw bad(set, item.id, 'details need a name');
    let id = String(item.id ?? '');
    if (!id || taken.has(id)) id = randomUUID();
    taken.add(id);
    const credential =
      typeof item.credential === 'string' && usable.has(item.credential) ? item.credential : null;
    await db
      .insertInto('assistant')
      .values({
        id,
        workspace_id: workspaceId,
        type,
        details: JSON.stringify(rest),
        credential,
        icon_src: typeof item.iconSrc === 'string' && item.iconSrc ? item.iconSrc : null,
      })
      .execute();
    count += 1;
  }
  return count;
}
