import type { Kysely } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import type { ServerContext } from '../../../../host/server/plugin/definePluginServer.ts';
import { credentialKeyFor, openCredentialData, sealCredentialData } from '../../../credentials/public.ts';
import type { MailSettingsBody } from '../../common/mailSettings.ts';
import './MailSettingsTable.ts';

/** The settings with the password opened: for the server's own use, never an answer. */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string | null;
}

export function readMailRow(db: Kysely<Database>, organizationId: string) {
  return db
    .selectFrom('organization_mail_settings')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

/** The organisation's mail server with its password, or null when it has none of its own. */
export async function openMailSettings(
  ctx: Pick<ServerContext, 'db' | 'config' | 'log'>,
  organizationId: string,
): Promise<SmtpSettings | null> {
  const row = await readMailRow(ctx.db, organizationId);
  if (!row) return null;
  let password: string | null = null;
  if (row.password_data && row.password_iv && row.password_tag) {
    const key = await credentialKeyFor(ctx as ServerContext);
    const opened = openCredentialData(key, organizationId, {
      encrypted_data: row.password_data,
      iv: row.password_iv,
      tag: row.password_tag,
    });
    password = typeof opened.password === 'string' ? opened.password : null;
  }
  return {
    host: row.host,
    port: row.port,
    secure: row.secure,
    user: row.username,
    password,
    from: row.from_address,
  };
}

/** Saves the settings; a password left out keeps the saved one, '' removes it. */
export async function saveMailSettings(ctx: ServerContext, organizationId: string, body: MailSettingsBody) {
  let sealed: {
    password_data: string | null;
    password_iv: string | null;
    password_tag: string | null;
  } | null = null;
  if (body.password === '') sealed = { password_data: null, password_iv: null, password_tag: null };
  else if (body.password !== undefined) {
    const s = sealCredentialData(await credentialKeyFor(ctx), organizationId, { password: body.password });
    sealed = { password_data: s.encrypted_data, password_iv: s.iv, password_tag: s.tag };
  }
  const values = {
    host: body.host.trim(),
    port: body.port,
    secure: body.secure,
    username: body.user?.trim() || null,
    from_address: body.from?.trim() || null,
    updated_date: new Date(),
  };
  await ctx.db
    .insertInto('organization_mail_settings')
    .values({ organization_id: organizationId, ...values, ...(sealed ?? {}) })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet({ ...values, ...(sealed ?? {}) }))
    .execute();
}
