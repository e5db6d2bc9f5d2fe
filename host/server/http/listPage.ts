import type { SelectQueryBuilder } from 'kysely';

/**
 * Server-side paging of list routes, the peer's way: `page` (1-based) and `limit` in the query
 * string; with either, the answer is `{ data, total }`, without both a plain array (the peer's
 * clients expect arrays). A bad value is refused by the route's query schema (400 naming
 * `querystring/page` or `querystring/limit`).
 */

export const LIST_PAGE_MAX_LIMIT = 1000;

/** The query-string properties every paged list declares (spread into its schema). */
export const listPageProperties = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  limit: { type: 'integer', minimum: 1, maximum: LIST_PAGE_MAX_LIMIT },
} as const;

/**
 * A list route's query schema: paging plus the route's own filters. Other parameters stay
 * allowed (and ignored) unless the route closed its schema before.
 */
export function listPageQuery(properties: Record<string, object> = {}, { closed = false } = {}) {
  return {
    type: 'object',
    ...(closed ? { additionalProperties: false } : {}),
    properties: { ...listPageProperties, ...properties },
  };
}

export interface ListPageQuery {
  page?: number;
  limit?: number;
}

export const LIST_SEARCH_MAX_LENGTH = 200;

/**
 * A list's `search` query parameter: case-insensitive text matched inside the columns the list's
 * page searches. A NUL byte (which PostgreSQL text refuses) or a longer text is a 400 naming
 * `querystring/search`.
 */
export const listSearchProperties = {
  search: { type: 'string', maxLength: LIST_SEARCH_MAX_LENGTH, pattern: '^[^\\u0000]*$' },
} as const;

export interface ListSearchQuery {
  search?: string;
}

/**
 * The ILIKE pattern of a search ('%text%', its own %, _ and backslash taken literally), or undefined when
 * blank (no filter). A substring match cannot use a b-tree index: the page's rows are still read
 * in the list's index order and the scan stops once the page is full; the total is one pass over
 * the workspace's rows.
 */
export function listSearchPattern(search: string | undefined): string | undefined {
  const text = search?.trim();
  return text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

export interface ListPage {
  limit: number;
  offset: number;
}

/** The page asked for, or undefined when neither page nor limit was given (the whole list). */
export function listPageOf(query: ListPageQuery, defaultLimit = 50): ListPage | undefined {
  if (query.page === undefined && query.limit === undefined) return undefined;
  const limit = query.limit ?? defaultLimit;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/** Applies a page to a query builder (Kysely's limit/offset), or leaves it whole. */
export function withListPage<Q extends { limit(n: number): Q; offset(n: number): Q }>(
  query: Q,
  page: ListPage | undefined,
): Q {
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export interface PagedList<T> {
  data: T[];
  total: number;
}

/** The rows a list query (before select, order and page) matches: the paged answer's total. */
export async function countListRows<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number((row as { n: string | number }).n);
}

/**
 * A list of the workspace's own rows (read a page at a time through their index) followed by
 * the rows other workspaces share with it (few, read whole). Paged across both: the own page
 * is one index scan whatever the workspace's size.
 */
export async function ownThenShared<T>(
  page: ListPage | undefined,
  own: { rows(page: ListPage | undefined): Promise<T[]>; count(): Promise<number> },
  shared: () => Promise<T[]>,
): Promise<T[] | PagedList<T>> {
  if (!page) return [...(await own.rows(undefined)), ...(await shared())];
  const ownTotal = await own.count();
  const sharedRows = await shared();
  const ownRows = page.offset < ownTotal ? await own.rows(page) : [];
  const from = Math.max(0, page.offset - ownTotal);
  const data = [...ownRows, ...sharedRows.slice(from, from + page.limit - ownRows.length)];
  return { data, total: ownTotal + sharedRows.length };
}
