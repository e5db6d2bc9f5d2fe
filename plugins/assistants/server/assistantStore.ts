import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { Assistant, AssistantType, CustomAssistantDetails } from '../common/assistantTypes.ts';
import type { AssistantTable } from './AssistantTable.ts';

type Row = Selectable<AssistantTable>;

export const toAssistant = (r: Row): Assistant => ({
  id: r.id,
  type: r.type as AssistantType,
  details: r.details,
  credential: r.credential,
  iconSrc: r.icon_src,
  workspaceId: r.workspace_id,
  createdDate: new Date(r.created_date).toISOString(),
  updatedDate: new Date(r.updated_date).toISOString(),
});

/** The workspace's assistant, or 404. */
export async function findAssistant(db: Kysely<Database>, workspaceId: string, id: string): Promise<Row> {
  const row = await db
    .selectFrom('assistant')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) throw httpError(404, `Assistant ${id} not found`);
  return row;
}

/** details as sent: JSON text (the peer's clients) or an object; a custom one needs a name. */
export function parseDetails(raw: unknown): CustomAssistantDetails {
  let v: unknown = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      throw httpError(400, 'body/details: must be JSON');
    }
  }
  if (!v || typeof v !== 'object' || Array.isArray(v))
    throw httpError(400, 'body/details: must be an object');
  const d = { ...(v as Record<string, unknown>) };
  // the peer's details say "instruction"
  if (d.instructions === undefined && typeof d.instruction === 'string') d.instructions = d.instruction;
  if (typeof d.name !== 'string' || !d.name.trim())
    throw httpError(400, 'body/details/name: an assistant needs a name');
  if (d.name.length > 255) throw httpError(400, 'body/details/name: at most 255 characters');
  if (d.instructions !== undefined && (typeof d.instructions !== 'string' || d.instructions.length > 50_000))
    throw httpError(400, 'body/details/instructions: text of at most 50,000 characters');
  if (d.inputs !== undefined && (!d.inputs || typeof d.inputs !== 'object' || Array.isArray(d.inputs)))
    throw httpError(400, 'body/details/inputs: must be an object');
  return {
    name: d.name.trim(),
    ...(typeof d.description === 'string' ? { description: d.description } : {}),
    ...(typeof d.instructions === 'string' ? { instructions: d.instructions } : {}),
    ...(d.inputs ? { inputs: d.inputs as Record<string, unknown> } : {}),
  };
}
