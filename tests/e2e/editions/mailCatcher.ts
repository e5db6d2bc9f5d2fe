import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { MAIL_DIR, SMTP_PORT } from './editionServers.ts';

export interface CaughtMail {
  to: string;
  /** The raw message with quoted-printable undone (links come out whole). */
  text: string;
}

/**
 * A real SMTP server on 127.0.0.1:SMTP_PORT for the e2e servers' mails. It runs in Playwright's
 * main process (global set-up) and writes each mail to MAIL_DIR, where specs in the workers read
 * them (waitForMail).
 */
export async function startMailCatcher(): Promise<() => Promise<void>> {
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString();
      });
      stream.on('end', () => {
        const mail: CaughtMail = {
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          text: raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
        };
        count += 1;
        writeFileSync(
          join(MAIL_DIR, `${Date.now()}-${String(count).padStart(4, '0')}.json`),
          JSON.stringify(mail),
        );
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => smtp.close(() => resolve()));
}

/** The newest mail to `to` whose text matches `pattern`, waiting up to `timeoutMs` for it. */
export async function waitForMail(to: string, pattern: RegExp, timeoutMs = 60_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = readdirSync(MAIL_DIR).sort().reverse();
    for (const name of names) {
      const mail = JSON.parse(readFileSync(join(MAIL_DIR, name), 'utf8')) as CaughtMail;
      if (mail.to.split(',').includes(to.toLowerCase()) && pattern.test(mail.text)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} in ${MAIL_DIR}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The token of the newest `/path?token=` link mailed to `to` (invitation, reset, verification). */
export async function mailedToken(to: string, path: '/register' | '/reset-password' | '/verify') {
  const re = new RegExp(`${path}\\?token=([A-Za-z0-9_%.-]+)`);
  const mail = await waitForMail(to, re);
  return decodeURIComponent(re.exec(mail.text)?.[1] ?? '');
}
