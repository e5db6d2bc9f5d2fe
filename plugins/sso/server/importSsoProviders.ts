import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { checkIssuer } from './checkIssuer.ts';
import { normalizeIssuer } from './oidcClient.ts';
import { sealSecretWith } from './ssoProviderStore.ts';

/** An OpenID Connect provider brought from another product, its client secret in clear. */
export interface ImportedSsoProvider {
  /** Names it in errors (the other product's row). */
  source: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  enabled: boolean;
}

export interface SsoProvidersImport {
  imported: number;
  skipped: Record<string, number>;
}

/**
 * Adds another product's sign-in providers to an organisation, inside the caller's transaction:
 * the issuer checked as the SSO Config page checks it (a 400 naming the provider), the client
 * secret sealed with `credentialKey` bound to the new row (as a secret saved on the page is). A
 * provider whose issuer and client id the organisation has already is skipped (a second import
 * adds nothing).
 */
export async function importSsoProviders(
  db: Kysely<Database>,
  credentialKey: Buffer,
  organizationId: string,
  providers: readonly ImportedSsoProvider[],
): Promise<SsoProvidersImport> {
  const result: SsoProvidersImport = { imported: 0, skipped: {} };
  if (!providers.length) return result;
  const checked = providers.map((p) => ({ ...p, issuer: checkIssuer(p.issuer, `${p.source}: issuer`) }));
  const here = await db
    .selectFrom('sso_provider')
    .select(['issuer', 'client_id'])
    .where('organization_id', '=', organizationId)
    .execute();
  const known = new Set(here.map((r) => `${normalizeIssuer(r.issuer)} ${r.client_id}`));
  for (const p of checked) {
    const key = `${p.issuer} ${p.clientId.trim()}`;
    if (known.has(key)) {
      const why = 'a provider with this issuer and client ID exists here';
      result.skipped[why] = (result.skipped[why] ?? 0) + 1;
      continue;
    }
    known.add(key);
    const id = randomUUID();
    await db
      .insertInto('sso_provider')
      .values({
        id,
        organization_id: organizationId,
        label: p.label,
        issuer: p.issuer,
        client_id: p.clientId.trim(),
        enabled: p.enabled,
        ...sealSecretWith(credentialKey, id, p.clientSecret),
      })
      .execute();
    result.imported += 1;
  }
  return result;
}
