import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';

export type IdTable =
  | 'chat_flow'
  | 'tool'
  | 'variable'
  | 'execution'
  | 'chat_message'
  | 'chat_message_feedback';

/**
 * For a set's ids, one lookup of which are taken (ids are global keys, as in the peer) and a
 * function answering the id to write: the file's when free, else a new one. The same file id
 * twice gets a new id the second time.
 */
export async function freeIds(db: Kysely<Database>, table: IdTable, ids: string[]) {
  const taken = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) taken.add(r.id);
  }
  return (id: string) => {
    if (taken.has(id)) return randomUUID();
    taken.add(id);
    return id;
  };
}
