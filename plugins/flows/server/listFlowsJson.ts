import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { countListRows, type ListPage, withListPage } from '../../../host/server/http/listPage.ts';
import { type FlowListFilter, flowsMatching, inFlowOrder } from './flowListQuery.ts';
import type { FlowJsonCache } from './FlowJsonCache.ts';
import { FLOW_RECORD_COLUMNS, toFlowRecord } from './flowStore.ts';

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer, Buffer];

/**
 * The flows of a workspace with their flow data as JSON (UTF-8 bytes), newest first, the same
 * answer as JSON.stringify of listFlows(..., { includeFlowData: true }): ids and dates come through the list
 * index, and only flows the cache does not hold (new or changed) are read whole and serialised.
 * `identity` names these bytes (the workspace, the query, the cache's generation and the listed
 * ids and dates) when no commit to chat_flow came between the reads: the same identity gives the
 * kept buffer (no new one per request), and the route keeps the answer's compressed copy by it.
 */
export async function listFlowsJson(
  db: Kysely<Database>,
  cache: FlowJsonCache,
  workspaceId: string,
  options: FlowListFilter & { page?: ListPage } = {},
): Promise<{ json: Buffer; total?: number; identity?: string }> {
  const generation = cache.generation;
  const all = flowsMatching(db, workspaceId, options);
  const keys = await withListPage(inFlowOrder(all.select(['id', 'updated_date'])), options.page).execute();
  const total = options.page ? await countListRows(all) : undefined;
  const listed = createHash('sha256');
  for (const k of keys) listed.update(`${k.id}@${new Date(k.updated_date).getTime()},`);
  const query = JSON.stringify([workspaceId, options.types, options.search, options.page]);
  const identity = `${query}:${generation}:${total ?? ''}:${listed.digest('base64url')}`;
  const kept = cache.getList(identity);
  if (kept && cache.generation === generation) return { json: kept, total, identity };
  const texts = keys.map((k) => cache.get(k.id, new Date(k.updated_date).getTime()));
  const missing = keys.filter((_, i) => texts[i] === undefined).map((k) => k.id);
  const fresh = new Map<string, Buffer>();
  for (let at = 0; at < missing.length; at += 1000) {
    const rows = await db
      .selectFrom('chat_flow')
      .select([...FLOW_RECORD_COLUMNS])
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', missing.slice(at, at + 1000))
      .execute();
    for (const row of rows) {
      const json = Buffer.from(JSON.stringify(toFlowRecord(row)));
      fresh.set(row.id, json);
      cache.set(row.id, new Date(row.updated_date).getTime(), json, generation);
    }
  }
  // A flow deleted between the two reads is left out.
  const parts: Buffer[] = [OPEN];
  for (const [i, k] of keys.entries()) {
    const part = texts[i] ?? fresh.get(k.id);
    if (!part) continue;
    if (parts.length > 1) parts.push(COMMA);
    parts.push(part);
  }
  parts.push(CLOSE);
  const json = Buffer.concat(parts);
  if (cache.generation !== generation) return { json, total };
  cache.setList(identity, json, generation);
  return { json, total, identity };
}
