import type { FileScope, FileSource, StoredFile } from '../../../host/server/plugin/fileSources.ts';
import { base64Bytes, type ChatUpload } from '../common/chatUpload.ts';
import './ChatTables.ts';

/** DECISION: the Files page lists the uploads of the latest 2,000 questions that carried any. */
const MAX_MESSAGES = 2000;

/** A stored upload; `size` is kept for documents, whose bytes are not (see recordQuestion). */
type StoredUpload = ChatUpload & { size?: number };

const DATA_URL = /^data:[^;,]+;base64,(.*)$/s;

/** The upload's bytes: an image's data URL decoded, a document's recorded size. */
export function uploadSize(u: StoredUpload): number {
  if (typeof u.size === 'number') return u.size;
  const b64 = DATA_URL.exec(u.data ?? '')?.[1];
  return b64 ? base64Bytes(b64) : 0;
}

function parseUploads(text: string | null): StoredUpload[] {
  if (!text) return [];
  try {
    const v = JSON.parse(text);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

/** Only uploads the server received count as files (an image given by URL stays where it is). */
const isFile = (u: StoredUpload) => u.type === 'file' || u.type === 'file:full';

/** Ids are `<messageId>:<index of the upload in the message>`. */
function parseId(id: string): { messageId: string; index: number } | null {
  const m = /^([^:]{1,100}):(\d{1,3})$/.exec(id);
  return m ? { messageId: m[1] as string, index: Number(m[2]) } : null;
}

async function list({ db, workspaceId, registry }: FileScope): Promise<StoredFile[]> {
  const rows = await db
    .selectFrom('chat_message as m')
    .leftJoin('chat_flow as f', 'f.id', 'm.chatflow_id')
    .select(['m.id', 'm.file_uploads', 'm.created_date', 'm.chatflow_id', 'f.name', 'f.type'])
    .where('m.workspace_id', '=', workspaceId)
    .where('m.file_uploads', 'is not', null)
    .orderBy('m.created_date', 'desc')
    .limit(MAX_MESSAGES)
    .execute();
  return rows.flatMap((r) => {
    const canvas = r.type ? registry.flowKind(r.type)?.value.canvasPath : undefined;
    const owner = {
      kind: 'flow' as const,
      id: r.chatflow_id,
      name: r.name ?? 'Deleted flow',
      path: canvas && r.name ? `${canvas}/${r.chatflow_id}` : '',
    };
    return parseUploads(r.file_uploads).flatMap((u, i) =>
      isFile(u)
        ? [
            {
              id: `${r.id}:${i}`,
              name: u.name,
              mime: u.mime,
              size: uploadSize(u),
              createdDate: new Date(r.created_date).toISOString(),
              owner,
            },
          ]
        : [],
    );
  });
}

/** Removes the upload from its question (the question and the rest of the chat stay). */
async function remove({ db, workspaceId }: FileScope, id: string): Promise<boolean> {
  const at = parseId(id);
  if (!at) return false;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('chat_message')
      .select('file_uploads')
      .where('id', '=', at.messageId)
      .where('workspace_id', '=', workspaceId)
      .forUpdate()
      .executeTakeFirst();
    const uploads = parseUploads(row?.file_uploads ?? null);
    const target = uploads[at.index];
    if (!row || !target || !isFile(target)) return false;
    uploads.splice(at.index, 1);
    await trx
      .updateTable('chat_message')
      .set({ file_uploads: uploads.length ? JSON.stringify(uploads) : null })
      .where('id', '=', at.messageId)
      .execute();
    return true;
  });
}

/** Chat uploads: the images and documents people attached to their questions. */
export const chatFileSource: FileSource = {
  id: 'chat-uploads',
  label: 'Chat uploads',
  permission: 'chatflows:view,agentflows:view',
  deletePermission: 'chatflows:update,agentflows:update',
  list,
  delete: remove,
};
