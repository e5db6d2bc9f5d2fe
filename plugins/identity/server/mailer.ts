import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { openMailSettings } from './mailSettings/mailSettingsStore.ts';
import { guardedSmtpTransport, senderOf } from './mailSettings/smtpTransport.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function transportFromEnv(env: NodeJS.ProcessEnv) {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const user = env.SMTP_USER?.trim();
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({
    host,
    port: Number(env.SMTP_PORT ?? 587),
    secure: env.SMTP_SECURE === 'true',
    ...(user ? { auth: { user, pass: env.SMTP_PASSWORD ?? '' } } : {}),
    // A local or test relay may use a self-signed certificate only when asked for.
    tls: { rejectUnauthorized: env.SMTP_TLS_REJECT_UNAUTHORIZED !== 'false' },
  });
}

/** The organisation a mail is sent for: its own mail server (Email settings) goes first. */
export interface MailOrganization {
  ctx: Pick<ServerContext, 'db' | 'config' | 'log'>;
  organizationId: string;
}

/** The organisation's own server (under the outgoing-request guard), else the operator's SMTP_* one. */
async function transportFor(org: MailOrganization | undefined) {
  const env = process.env;
  const own = org ? await openMailSettings(org.ctx, org.organizationId) : null;
  if (own)
    return {
      transport: await guardedSmtpTransport(own, org?.ctx.config.allowPrivate ?? []),
      from: senderOf(own),
    };
  const transport = await transportFromEnv(env);
  return transport
    ? { transport, from: env.SMTP_FROM?.trim() || 'Brains Studio <no-reply@localhost>' }
    : null;
}

/**
 * Sends through the organisation's own mail server when it has one (Email settings), else the
 * SMTP server of SMTP_HOST/PORT/USER/PASSWORD/SECURE/FROM. With neither, the mail is kept in
 * mail_outbox and written to the log, so an operator can still deliver it. Every mail leaves a
 * mail_outbox row with its status (queued, sent, failed).
 */
export async function sendMail(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  mail: Mail,
  org?: MailOrganization,
): Promise<void> {
  let via: Awaited<ReturnType<typeof transportFor>> = null;
  let status = 'queued';
  let error: string | null = null;
  try {
    via = await transportFor(org);
  } catch (err) {
    status = 'failed';
    error = err instanceof Error ? err.message : String(err);
    log.error({ to: mail.to, subject: mail.subject, error }, 'mail could not be sent');
  }
  const transport = via?.transport;
  if (via && transport) {
    try {
      await transport.sendMail({
        from: via.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      status = 'sent';
    } catch (err) {
      status = 'failed';
      error = err instanceof Error ? err.message : String(err);
      log.error({ to: mail.to, subject: mail.subject, error }, 'mail could not be sent');
    } finally {
      transport.close();
    }
  } else if (status === 'queued') {
    log.info(
      { to: mail.to, subject: mail.subject, text: mail.text },
      'no SMTP_HOST: mail kept in the outbox',
    );
  }
  await db
    .insertInto('mail_outbox')
    .values({ id: randomUUID(), recipient: mail.to, subject: mail.subject, body: mail.text, status, error })
    .execute();
}
