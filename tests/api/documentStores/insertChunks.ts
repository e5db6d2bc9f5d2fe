import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';

export const contentHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** One loader of the store holding `texts` as chunks, written as a processed loader leaves them. */
export async function insertChunks(
  db: Kysely<Database>,
  storeId: string,
  workspaceId: string,
  texts: string[],
) {
  const loaderId = randomUUID();
  await db
    .insertInto('document_store_loader')
    .values({
      id: loaderId,
      store_id: storeId,
      workspace_id: workspaceId,
      loader_component: 'plainText',
      loader_config: '{}',
      splitter_component: null,
      splitter_config: '{}',
      source: 'test',
      error: null,
    })
    .execute();
  const chunkIds = texts.map(() => randomUUID());
  if (texts.length)
    await db
      .insertInto('document_store_chunk')
      .values(
        texts.map((text, i) => ({
          id: chunkIds[i]!,
          store_id: storeId,
          loader_id: loaderId,
          workspace_id: workspaceId,
          chunk_no: i,
          page_content: text,
          metadata: JSON.stringify({ source: 'test', n: i }),
          content_hash: contentHash(text),
        })),
      )
      .execute();
  return { loaderId, chunkIds };
}
