import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { type ExportData, type ExportSet, FLOW_SETS, type OnExisting } from '../common/exportTypes.ts';
import type { ImportReport } from './importReport.ts';
import { tableExists } from '../../../host/server/db/tableExists.ts';

type Db = Kysely<Database>;
type Item = Record<string, unknown>;
type IdTable =
  | 'chat_flow'
  | 'tool'
  | 'variable'
  | 'execution'
  | 'chat_message'
  | 'chat_message_feedback'
  | 'document_store'
  | 'document_store_chunk'
  | 'custom_template'
  | 'assistant';

/** The sets whose rows carry a global id, and the table holding such ids here. */
const ID_TABLES: readonly [ExportSet, IdTable][] = [
  ...FLOW_SETS.map((s) => [s, 'chat_flow'] as [ExportSet, IdTable]),
  ['Tool', 'tool'],
  ['Variable', 'variable'],
  ['Execution', 'execution'],
  ['ChatMessage', 'chat_message'],
  ['ChatMessageFeedback', 'chat_message_feedback'],
  ['DocumentStore', 'document_store'],
  ['DocumentStoreFileChunk', 'document_store_chunk'],
  ['CustomTemplate', 'custom_template'],
  ['AssistantCustom', 'assistant'],
  ['AssistantOpenAI', 'assistant'],
  ['AssistantAzure', 'assistant'],
];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

async function takenIds(db: Db, table: IdTable, ids: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  if (!ids.length || !(await tableExists(db, table))) return taken;
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) taken.add(r.id);
  }
  return taken;
}

/** Tools and variables are found by name in flows: a name this workspace has is the same item. */
async function namedIds(db: Db, table: 'tool' | 'variable', workspaceId: string, names: string[]) {
  const byName = new Map<string, string>();
  if (!names.length) return byName;
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('workspace_id', '=', workspaceId)
    .where('name', 'in', names)
    .execute();
  for (const r of rows) byName.set(r.name, r.id);
  return byName;
}

/**
 * Decides, before anything is written, what happens to rows whose id is taken (ids are global
 * here as in the peer) and to tools and variables whose name this workspace already has:
 * - a taken name: the row is left out and references to its id point at the existing item;
 * - a taken id with onExisting 'skip': the row is left out (a second import adds nothing);
 * - a taken id with 'newIds': a new uuid, and every occurrence of the old one anywhere in the file
 *   (flowData of other flows, executions, messages, feedback, chunks) is rewritten, as the peer's
 *   own import does. Ids that are not uuids are not rewritten globally (a short id could occur in
 *   any text); importData gives those rows new ids and maps their direct references.
 * Answers the file to import and records what was left out in the report.
 */
export async function planIds(
  db: Db,
  workspaceId: string,
  file: Partial<ExportData>,
  onExisting: OnExisting,
  report: ImportReport,
): Promise<Partial<ExportData>> {
  const out: Partial<ExportData> = { ...file };
  const rewrite = new Map<string, string>();
  for (const [set, table] of ID_TABLES) {
    const rows = (file[set] ?? []) as Item[];
    if (!rows.length) continue;
    const taken = await takenIds(
      db,
      table,
      rows.map((r) => String(r.id)),
    );
    const named =
      table === 'tool' || table === 'variable'
        ? await namedIds(
            db,
            table,
            workspaceId,
            rows.map((r) => String(r.name)),
          )
        : new Map<string, string>();
    const noun = table === 'tool' ? 'tool' : 'variable';
    out[set] = rows.filter((row) => {
      const id = String(row.id);
      const existing = named.get(String(row.name));
      if (existing) {
        if (existing !== id) rewrite.set(id.toLowerCase(), existing);
        report.skipped(set, `a ${noun} with this name exists here and is used instead`);
        return false;
      }
      if (!taken.has(id)) return true;
      if (onExisting === 'skip') {
        report.skipped(set, 'already exists here (skipped as chosen)');
        return false;
      }
      if (isUuid(id)) rewrite.set(id.toLowerCase(), randomUUID());
      return true;
    });
  }
  if (!rewrite.size) return out;
  const text = JSON.stringify(out).replace(UUID, (m) => rewrite.get(m.toLowerCase()) ?? m);
  return JSON.parse(text) as Partial<ExportData>;
}
