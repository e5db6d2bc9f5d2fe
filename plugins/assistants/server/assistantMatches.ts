import { type Expression, type SqlBool, sql } from 'kysely';
import { listSearchPattern } from '../../../host/server/http/listPage.ts';

/**
 * The assistants list's `search` filter (undefined when blank), as the page searched in the
 * browser before: the assistant's name or instructions (the peer's details say "instruction"),
 * both inside the details JSON text. The text is first looked for as JSON writes it, so only rows
 * holding it somewhere are parsed (CASE keeps that order; parsing every row is the costly part).
 */
export function assistantMatches(search: string | undefined): Expression<SqlBool> | undefined {
  const pattern = listSearchPattern(search);
  if (!pattern) return undefined;
  const asJson = listSearchPattern(JSON.stringify((search ?? '').trim()).slice(1, -1));
  return sql<SqlBool>`case when details ilike ${asJson} then
    coalesce(details::jsonb ->> 'name', '') ilike ${pattern}
    or coalesce(details::jsonb ->> 'instructions', details::jsonb ->> 'instruction', '') ilike ${pattern}
    else false end`;
}
