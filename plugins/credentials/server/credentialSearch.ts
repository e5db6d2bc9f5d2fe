import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { CredentialTypeRegistryBase } from '../../../host/common/plugin/CredentialTypeRegistryBase.ts';
import type { Database } from '../../../host/server/db/Database.ts';
import { listSearchPattern } from '../../../host/server/http/listPage.ts';

/**
 * The credentials list's `search`, as the page searched in the browser before: the name, the
 * type's name or the type's label (labels live in the registry, so they become the type names
 * whose label holds the text).
 */
export interface CredentialSearch {
  pattern: string;
  labelTypes: string[];
}

export function credentialSearchOf(
  search: string | undefined,
  types: CredentialTypeRegistryBase,
): CredentialSearch | undefined {
  const pattern = listSearchPattern(search);
  if (!pattern) return undefined;
  const text = (search ?? '').trim().toLowerCase();
  const labelTypes = types
    .list()
    .filter((d) => d.label.toLowerCase().includes(text))
    .map((d) => d.name);
  return { pattern, labelTypes };
}

/** The own rows' filter (Kysely). */
export function credentialMatches(search: CredentialSearch) {
  return (eb: ExpressionBuilder<Database, 'credential'>) =>
    eb.or([
      eb('name', 'ilike', search.pattern),
      eb('credential_name', 'ilike', search.pattern),
      ...(search.labelTypes.length ? [eb('credential_name', 'in', search.labelTypes)] : []),
    ]);
}

/** The same filter for the shared rows' plain SQL (alias c). */
export function credentialMatchesSql(search: CredentialSearch | undefined): RawBuilder<unknown> {
  if (!search) return sql``;
  const byLabel = search.labelTypes.length
    ? sql` or c.credential_name in (${sql.join(search.labelTypes)})`
    : sql``;
  return sql`and (c.name ilike ${search.pattern} or c.credential_name ilike ${search.pattern}${byLabel})`;
}
