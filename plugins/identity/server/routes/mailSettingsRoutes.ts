import type { FastifyRequest } from 'fastify';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import {
  type PluginRoute,
  route,
  type ServerContext,
} from '../../../../host/server/plugin/definePluginServer.ts';
import { MAIL_KINDS, type MailSettingsBody, type MailSettingsView } from '../../common/mailSettings.ts';
import { normalizeEmail } from '../../common/passwordRules.ts';
import { openMailSettings, readMailRow, saveMailSettings } from '../mailSettings/mailSettingsStore.ts';
import { guardedSmtpTransport, senderOf } from '../mailSettings/smtpTransport.ts';
import { requireSignedIn } from '../signedIn.ts';
import { objectSchema } from './objectSchema.ts';

/**
 * DECISION (the spec lists /email-settings and says no more): the organisation's own mail server,
 * for organisation admins (users:manage, held only by them) in the enterprise and cloud editions
 * (open source answers 404: its operator sets SMTP_* for the one server).
 */
const PERMISSION = 'users:manage';

function organizationOfCaller(req: FastifyRequest, ctx: ServerContext): string {
  if (ctx.edition === 'oss')
    throw httpError(404, 'Email settings are part of the enterprise and cloud editions');
  return requireSignedIn(req).organizationId;
}

const HOST = '^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$|^\\[?[0-9A-Fa-f:.]+\\]?$';
const settingsBody = objectSchema(['host', 'port', 'secure'], {
  host: { type: 'string', minLength: 1, maxLength: 253, pattern: HOST },
  port: { type: 'integer', minimum: 1, maximum: 65535 },
  secure: { type: 'boolean' },
  user: { type: 'string', maxLength: 200 },
  password: { type: 'string', maxLength: 500 },
  from: { type: 'string', maxLength: 254 },
});

/** A short reason from the mail server (one line, at most 200 characters), never its whole answer. */
function shortReason(err: unknown): string {
  const line = (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

export const mailSettingsRoutes: PluginRoute[] = [
  route({
    method: 'GET',
    url: '/email-settings',
    permission: PERMISSION,
    async handler(req, _reply, ctx): Promise<MailSettingsView> {
      const row = await readMailRow(ctx.db, organizationOfCaller(req, ctx));
      return {
        configured: !!row,
        host: row?.host ?? '',
        port: row?.port ?? 587,
        secure: row?.secure ?? false,
        user: row?.username ?? '',
        from: row?.from_address ?? '',
        hasPassword: !!row?.password_data,
        fallback: process.env.SMTP_HOST?.trim() ? 'server' : 'outbox',
        mails: MAIL_KINDS,
      };
    },
  }),

  route<{ Body: MailSettingsBody }>({
    method: 'PUT',
    url: '/email-settings',
    permission: PERMISSION,
    schema: { body: settingsBody },
    async handler(req, reply, ctx) {
      const organizationId = organizationOfCaller(req, ctx);
      const from = req.body.from?.trim();
      if (from && !/^[^\s<>@]+@[^\s<>@]+$|<[^\s<>@]+@[^\s<>@]+>$/.test(from))
        throw httpError(400, 'body/from: an email address, or a name with <address>');
      await saveMailSettings(ctx, organizationId, req.body);
      return reply.code(204).send();
    },
  }),

  route<{ Body: { to?: string } }>({
    method: 'POST',
    url: '/email-settings/test',
    permission: PERMISSION,
    schema: { body: objectSchema([], { to: { type: 'string', minLength: 3, maxLength: 254 } }) },
    async handler(req, _reply, ctx) {
      const organizationId = organizationOfCaller(req, ctx);
      const settings = await openMailSettings(ctx, organizationId);
      if (!settings) throw httpError(400, 'Save the mail server settings first');
      let to = req.body?.to?.trim();
      if (to && !/^[^\s@]+@[^\s@]+$/.test(to)) throw httpError(400, 'body/to: not an email address');
      if (!to) {
        const me = await ctx.db
          .selectFrom('user')
          .select('email')
          .where('id', '=', requireSignedIn(req).userId)
          .executeTakeFirstOrThrow();
        to = me.email;
      }
      const transport = await guardedSmtpTransport(settings, ctx.config.allowPrivate);
      try {
        const info = await transport.sendMail({
          from: senderOf(settings),
          to: normalizeEmail(to),
          subject: 'Brains Studio test mail',
          text: `This test mail came through ${settings.host}:${settings.port}. Mails of your organisation go this way.`,
        });
        return { status: 'sent', to: normalizeEmail(to), messageId: info.messageId };
      } catch (err) {
        throw httpError(
          502,
          `The mail server ${settings.host}:${settings.port} refused the mail: ${shortReason(err)}`,
        );
      } finally {
        transport.close();
      }
    },
  }),
];
