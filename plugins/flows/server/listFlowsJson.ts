import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { countListRows, type ListPage, withListPage } from '../../../host/server/http/listPage.ts';
import { type FlowListFilter, flowsMatching } from './flowListQuery.ts';
import type { FlowJsonCache } from './FlowJsonCache.ts';
import { FLOW_RECORD_COLUMNS, toFlowRecord } from './flowStore.ts';

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer, Buffer];

/**
 * The flows of a workspace with their flow data as JSON (UTF-8 bytes), newest first, the same
 * answer as JSON.stringify of listFlows(..., { includeFlowData: true }): ids and dates come through the list
 * index, and only flows the cache does not hold (new or changed) are read whole and serialised.
 * `version` names these bytes (the cache's generation and the listed ids and dates) when no
 * commit to chat_flow came between the reads: the same query and version give the kept buffer
 * (no new one per request), and the answer's compressed copy can be kept too.
 */
export async function listFlowsJson(
  db: Kysely<Database>,
  cache: FlowJsonCache,
  workspaceId: string,
  options: FlowListFilter & { page?: ListPage } = {},
): Promise<{ json: Buffer; total?: number; version?: string }> {
  const generation = cache.generation;
  const all = flowsMatching(db, workspaceId, options);
  const ordered = all.select(['id', 'updated_date']).orderBy('updated_date', 'desc').orderBy('id', 'desc');
  const keys = await withListPage(ordered, options.page).execute();
  const total = options.page ? await countListRows(all) : undefined;
  const listed = createHash('sha256');
  for (const k of keys) listed.update(`${k.id}@${new Date(k.updated_date).getTime()},`);
  const version = `${generation}:${total ?? ''}:${listed.digest('base64url')}`;
  const query = `${JSON.stringify([workspaceId, options.types, options.search, options.page])}:${version}`;
  const kept = cache.getList(query);
  if (kept && cache.generation === generation) return { json: kept, total, version };
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
  cache.setList(query, json, generation);
  return { json, total, version };
}
