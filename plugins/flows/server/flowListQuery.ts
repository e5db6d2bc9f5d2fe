import type { Kysely, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { listSearchPattern } from '../../../host/server/http/listPage.ts';
import type { FlowSort } from '../common/flowSorts.ts';
import type { FlowType } from '../common/flowTypes.ts';

export interface FlowListFilter {
  /** Any of these kinds (a list page may show several); none: every kind. */
  types?: readonly FlowType[];
  /** Every word must be in the name or the category, case-insensitively (as the page searched before). */
  search?: string;
}

/** A workspace's flows matching the filter (before select, order and page). */
export function flowsMatching(db: Kysely<Database>, workspaceId: string, filter: FlowListFilter) {
  let query = db.selectFrom('chat_flow').where('workspace_id', '=', workspaceId);
  if (filter.types?.length) query = query.where('type', 'in', [...filter.types]);
  for (const word of (filter.search ?? '').split(/\s+/)) {
    const pattern = listSearchPattern(word);
    if (pattern)
      query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('category', 'ilike', pattern)]));
  }
  return query;
}

/**
 * The list's order. The default (newest first, ties by id) reads chat_flow_workspace_updated_idx
 * backwards and stops at the page; the others sort the matches (top-N for a page).
 */
export function inFlowOrder<O>(
  query: SelectQueryBuilder<Database, 'chat_flow', O>,
  sort: FlowSort = 'updated-desc',
): SelectQueryBuilder<Database, 'chat_flow', O> {
  switch (sort) {
    case 'updated-asc':
      return query.orderBy('updated_date', 'asc').orderBy('id', 'asc');
    case 'name-asc':
      return query.orderBy(sql`lower(name)`, 'asc').orderBy('id', 'asc');
    case 'name-desc':
      return query.orderBy(sql`lower(name)`, 'desc').orderBy('id', 'desc');
    default:
      return query.orderBy('updated_date', 'desc').orderBy('id', 'desc');
  }
}
