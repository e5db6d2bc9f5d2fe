import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../apiCall.ts';
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../startTestServer.ts';

/**
 * The organisation's mail server (/email-settings, enterprise): saved with its password sealed and
 * never answered, a test mail over real SMTP to a server of ours on 127.0.0.1 (which checks the
 * login), identity's mails going the same way, and the outgoing-request guard on the host.
 */
const received: { to: string; from: string; text: string; user: string | undefined }[] = [];
let smtp: SMTPServer;
let port = 0;
let server: TestServer;
const PASSWORD = 's3cret-Mail-pass';

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, done) {
      if (auth.username === 'mailer' && auth.password === PASSWORD)
        return done(null, { user: auth.username });
      return done(new Error('Invalid username or password'));
    },
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (c: Buffer) => {
        text += c.toString();
      });
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          text: text.replace(/=\r?\n/g, ''),
          user: session.user as string | undefined,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise', HTTP_ALLOW_PRIVATE: '127.0.0.1' } });
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const settings = (extra: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port,
  secure: false,
  user: 'mailer',
  password: PASSWORD,
  from: 'Ops <ops@example.test>',
  ...extra,
});

describe('email settings (enterprise)', () => {
  it('starts empty and lists the mails the product sends', async () => {
    const res = await apiCall(server, 'GET', '/email-settings');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ configured: false, hasPassword: false, port: 587 });
    expect(res.body.mails.map((m: { id: string }) => m.id)).toEqual([
      'invitation',
      'verification',
      'password-reset',
      'test',
    ]);
  });

  it('refuses bad input naming the field, and saves nothing', async () => {
    const badPort = await apiCall(server, 'PUT', '/email-settings', settings({ port: 70000 }));
    expect(badPort.status).toBe(400);
    expect(badPort.body.message).toContain('port');
    const badHost = await apiCall(server, 'PUT', '/email-settings', settings({ host: 'smtp example' }));
    expect(badHost.status).toBe(400);
    expect(badHost.body.message).toContain('host');
    const badFrom = await apiCall(server, 'PUT', '/email-settings', settings({ from: 'not an address' }));
    expect(badFrom.status).toBe(400);
    expect(badFrom.body.message).toContain('body/from');
    expect((await apiCall(server, 'GET', '/email-settings')).body.configured).toBe(false);
    expect((await apiCall(server, 'POST', '/email-settings/test', {})).status).toBe(400);
  });

  it('saves the server with its password sealed, never answering it', async () => {
    expect((await apiCall(server, 'PUT', '/email-settings', settings())).status).toBe(204);
    const res = await apiCall(server, 'GET', '/email-settings');
    expect(res.body).toMatchObject({
      configured: true,
      host: '127.0.0.1',
      port,
      user: 'mailer',
      hasPassword: true,
    });
    expect(res.text).not.toContain(PASSWORD);
    const row = await server.app.brains.db
      .selectFrom('organization_mail_settings')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    expect(JSON.stringify(row)).not.toContain(Buffer.from(PASSWORD).toString('base64'));
  });

  it('sends a test mail over SMTP with the saved login, and reports a refusal without secrets', async () => {
    const sent = await apiCall(server, 'POST', '/email-settings/test', {});
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sent', to: ADMIN_EMAIL });
    const mail = received.at(-1);
    expect(mail).toMatchObject({ to: ADMIN_EMAIL, from: 'ops@example.test', user: 'mailer' });
    expect(mail?.text).toContain('Brains Studio test mail');

    // Saved without a password: the saved one is kept.
    expect((await apiCall(server, 'PUT', '/email-settings', settings({ password: undefined }))).status).toBe(
      204,
    );
    expect((await apiCall(server, 'POST', '/email-settings/test', { to: 'ops@example.test' })).status).toBe(
      200,
    );
    expect(received.at(-1)?.to).toBe('ops@example.test');

    await apiCall(server, 'PUT', '/email-settings', settings({ password: 'wrong-Password-9' }));
    const refused = await apiCall(server, 'POST', '/email-settings/test', {});
    expect(refused.status).toBe(502);
    expect(refused.body.message).toContain(`127.0.0.1:${port}`);
    expect(refused.text).not.toContain('wrong-Password-9');
    expect((await apiCall(server, 'PUT', '/email-settings', settings())).status).toBe(204);
  });

  it("sends identity's mails (an invitation) through the organisation's server", async () => {
    const before = received.length;
    const invite = await apiCall(server, 'POST', '/account/invite', { email: 'newcomer@example.test' });
    expect(invite.status, invite.text).toBe(201);
    const mail = received.slice(before).find((m) => m.to === 'newcomer@example.test');
    expect(mail?.text).toContain('/register?token=');
    expect(mail).toMatchObject({ from: 'ops@example.test', user: 'mailer' });
  });

  it('keeps the outgoing-request guard: a private address HTTP_ALLOW_PRIVATE does not allow is refused', async () => {
    expect((await apiCall(server, 'PUT', '/email-settings', settings({ host: '10.1.2.3' }))).status).toBe(
      204,
    );
    const before = received.length;
    const refused = await apiCall(server, 'POST', '/email-settings/test', {});
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('HTTP_ALLOW_PRIVATE');
    expect(refused.body.message).toContain('10.1.2.3');
    expect(received.length).toBe(before);
    await apiCall(server, 'PUT', '/email-settings', settings());
  });

  it('is for organisation admins only', async () => {
    const member = await server.createUser({ role: 'owner' });
    expect((await apiCall(member.session, 'GET', '/email-settings')).status).toBe(403);
    expect((await apiCall(member.session, 'PUT', '/email-settings', settings())).status).toBe(403);
    expect((await server.anonymousFetch('/api/v1/email-settings')).status).toBe(401);
  });
});
