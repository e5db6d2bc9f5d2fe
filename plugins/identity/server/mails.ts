import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { identitySettings } from './identitySettings.ts';
import { type MailOrganization, sendMail } from './mailer.ts';
import { TOKEN_TTL_MINUTES } from './userTokens.ts';

/** `org`: the organisation the mail is for (its own mail server goes first). */
type Ctx = { db: Kysely<Database>; log: FastifyBaseLogger; port: number; org?: MailOrganization };

const link = (port: number, path: string, token: string) =>
  `${identitySettings(process.env, port).appUrl}${path}?token=${encodeURIComponent(token)}`;

export function mailInvitation(c: Ctx, to: string, token: string, organization: string) {
  return sendMail(
    c.db,
    c.log,
    {
      to,
      subject: `You are invited to ${organization} on Brains Studio`,
      text: `You have been invited to join ${organization}.\n\nCreate your account: ${link(c.port, '/register', token)}\n\nThe link works for ${TOKEN_TTL_MINUTES.invite / 60 / 24} days.`,
    },
    c.org,
  );
}

export function mailVerification(c: Ctx, to: string, token: string) {
  return sendMail(
    c.db,
    c.log,
    {
      to,
      subject: 'Verify your email for Brains Studio',
      text: `Confirm your email address: ${link(c.port, '/verify', token)}\n\nThe link works for ${TOKEN_TTL_MINUTES.verify / 60} hours.`,
    },
    c.org,
  );
}

export function mailPasswordReset(c: Ctx, to: string, token: string) {
  return sendMail(
    c.db,
    c.log,
    {
      to,
      subject: 'Reset your Brains Studio password',
      text: `Choose a new password: ${link(c.port, '/reset-password', token)}\n\nThe link works once, for ${TOKEN_TTL_MINUTES.reset} minutes. If you did not ask for it, ignore this mail.`,
    },
    c.org,
  );
}
