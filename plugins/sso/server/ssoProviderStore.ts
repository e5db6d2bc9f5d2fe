import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { openCredentialData, sealCredentialData } from '../../credentials/public.ts';
import { credentialKeyFor } from '../../credentials/public.ts';
import type { SsoProviderView } from '../common/ssoTypes.ts';
import type { SsoProviderTable } from './SsoTables.ts';

type Row = Pick<SsoProviderTable, 'id' | 'label' | 'issuer' | 'client_id' | 'secret_data' | 'enabled'>;

export function toProviderView(row: Row): SsoProviderView {
  return {
    id: row.id,
    label: row.label,
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecret: row.secret_data ? 'set' : '',
    enabled: row.enabled,
  };
}

export async function organizationProviders(db: Kysely<Database>, organizationId: string) {
  const rows = await db
    .selectFrom('sso_provider')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_date')
    .execute();
  return rows.map(toProviderView);
}

/** The sealed columns for a client secret; the row id binds the ciphertext to its row. */
export async function sealSecret(ctx: ServerContext, rowId: string, secret: string) {
  return sealSecretWith(await credentialKeyFor(ctx), rowId, secret);
}

/** The same with the credential key at hand (an import in the caller's transaction). */
export function sealSecretWith(key: Buffer, rowId: string, secret: string) {
  const sealed = sealCredentialData(key, rowId, { clientSecret: secret });
  return { secret_data: sealed.encrypted_data, secret_iv: sealed.iv, secret_tag: sealed.tag };
}

export async function openSecret(
  ctx: ServerContext,
  row: Pick<SsoProviderTable, 'id' | 'secret_data' | 'secret_iv' | 'secret_tag'>,
): Promise<string> {
  if (!row.secret_data) return '';
  const data = openCredentialData(await credentialKeyFor(ctx), row.id, {
    encrypted_data: row.secret_data,
    iv: row.secret_iv,
    tag: row.secret_tag,
  });
  return data.clientSecret ?? '';
}
