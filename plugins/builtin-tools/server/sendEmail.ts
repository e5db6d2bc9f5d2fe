import type { ToolProvider } from '../../../host/server/engine/toolProvider.ts';
import {
  resolveAllowedAddresses,
  systemLookup,
} from '../../../host/server/sandbox/resolveAllowedAddresses.ts';
import { plainText } from './configValues.ts';
import { credentialOf } from './credentialOf.ts';

/**
 * Send Email: one message through the SMTP server of the credential (nodemailer). The server's
 * address must pass HTTP_ALLOW_PRIVATE like any outgoing request, and the connection goes to the
 * address checked, not to a second DNS answer.
 */
export const sendEmail: ToolProvider = {
  name: 'sendEmail',
  label: 'Send Email',
  description: 'Send an email through an SMTP server',
  category: 'Tools',
  credentialNames: ['smtpServer'],
  inputs: [
    {
      label: 'From',
      name: 'fromAddress',
      type: 'string',
      optional: true,
      description: 'Default: the credential user',
    },
    {
      label: 'Tool Description',
      name: 'description',
      type: 'string',
      rows: 3,
      optional: true,
      additionalParams: true,
    },
  ],
  async tools(c, ctx) {
    return [
      {
        name: 'send_email',
        description:
          plainText(c.description) || 'Sends an email. Give the recipient(s), subject and body text.',
        schema: {
          type: 'object',
          properties: {
            to: { type: 'string', description: 'Recipient address(es), comma-separated' },
            subject: { type: 'string' },
            body: { type: 'string', description: 'Plain text body' },
            cc: { type: 'string' },
          },
          required: ['to', 'subject', 'body'],
        },
        async run(args) {
          const cred = await credentialOf(c, ctx, 'Send Email', ['smtpHost']);
          const port = Number(cred.smtpPort || 587);
          const [addr] = await resolveAllowedAddresses(
            new URL(`http://${cred.smtpHost}`),
            ctx.allowPrivate,
            systemLookup,
          );
          if (!addr) throw new Error(`Send Email: ${cred.smtpHost} has no address`);
          const { default: nodemailer } = await import('nodemailer');
          const transport = nodemailer.createTransport({
            host: addr.address,
            port,
            secure: cred.smtpSecure === 'true' || port === 465,
            ...(cred.smtpUser ? { auth: { user: cred.smtpUser, pass: cred.smtpPassword ?? '' } } : {}),
            tls: { servername: cred.smtpHost },
          });
          const from =
            plainText(c.fromAddress) || cred.smtpFrom || cred.smtpUser || `noreply@${cred.smtpHost}`;
          const info = await transport.sendMail({
            from,
            to: String(args.to ?? ''),
            ...(args.cc ? { cc: String(args.cc) } : {}),
            subject: String(args.subject ?? ''),
            text: String(args.body ?? ''),
          });
          return `Email sent to ${String(args.to)} (${info.messageId})`;
        },
      },
    ];
  },
};
