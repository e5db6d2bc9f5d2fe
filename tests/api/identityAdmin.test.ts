import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, startTestServer, type TestServer } from './startTestServer.ts';

const mails: { to: string; text: string }[] = [];
let smtp: SMTPServer;
let server: TestServer;

beforeAll(async () => {
  // A real SMTP server on loopback receives what the identity plugin sends.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (c: Buffer) => {
        text += c.toString();
      });
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          // Undo quoted-printable: soft line breaks and =XX escapes.
          text: text
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_HOST = '127.0.0.1';
  process.env.SMTP_PORT = String((smtp.server.address() as AddressInfo).port);
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } });
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  delete process.env.SMTP_HOST;
  delete process.env.SMTP_PORT;
});

const send = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined
    ? {}
    : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
});
const tokenIn = (to: string, path: string) => {
  const mail = mails.filter((m) => m.to === to).at(-1);
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} mail to ${to}`);
  return decodeURIComponent(match[1]);
};

describe('workspaces and switching', () => {
  it('switches only to an assigned workspace and scopes resources to it', async () => {
    const created = await server.fetch('/api/v1/workspace', send('POST', { name: 'Team B' }));
    expect(created.status).toBe(201);
    const teamB = (await created.json()) as { id: string };
    expect((await server.fetch('/api/v1/workspace', send('POST', { name: 'Team B' }))).status).toBe(409);
    const member = await server.createUser({ role: 'member' });
    const refused = await member.session.fetch(`/api/v1/workspace/switch?id=${teamB.id}`, send('POST'));
    expect(refused.status).toBe(403);
    await server.fetch(
      `/api/v1/workspace/link-users/${teamB.id}`,
      send('POST', { userIds: [member.id], roleId: 'member' }),
    );
    const switched = await member.session.fetch(`/api/v1/workspace/switch?id=${teamB.id}`, send('POST'));
    expect(switched.status).toBe(200);
    const state = await switched.json();
    expect(state).toMatchObject({ activeWorkspaceId: teamB.id, activeWorkspace: 'Team B' });
    expect(state.assignedWorkspaces.map((w: { id: string }) => w.id).sort()).toEqual(
      ['default', teamB.id].sort(),
    );
    const v = await member.session.fetch(
      '/api/v1/variables',
      send('POST', { name: 'in_team_b', value: '1' }),
    );
    expect(v.status).toBe(201);
    const adminList = (await (await server.fetch('/api/v1/variables')).json()) as { name: string }[];
    expect(adminList.map((x) => x.name)).not.toContain('in_team_b');
    // Unlinked: the session's workspace is gone, so it no longer authenticates there.
    await server.fetch(`/api/v1/workspace/unlink-users/${teamB.id}`, send('POST', { userIds: [member.id] }));
    expect((await member.session.fetch('/api/v1/variables')).status).toBe(401);
  });

  it('refuses to delete the default workspace and renames one', async () => {
    expect((await server.fetch('/api/v1/workspace/default', send('DELETE'))).status).toBe(409);
    const w = (await (await server.fetch('/api/v1/workspace', send('POST', { name: 'Temp' }))).json()) as {
      id: string;
    };
    const renamed = await server.fetch('/api/v1/workspace', send('PUT', { id: w.id, name: 'Temp 2' }));
    expect((await renamed.json()).name).toBe('Temp 2');
    expect((await server.fetch(`/api/v1/workspace/${w.id}`, send('DELETE'))).status).toBe(200);
    expect((await server.fetch(`/api/v1/workspace?id=${w.id}`)).status).toBe(404);
  });
});

describe('organisation users and roles', () => {
  it('keeps the last admin', async () => {
    const org = (await (
      await server.fetch(`/api/v1/organizationuser?userId=${server.admin?.id}`)
    ).json()) as {
      organizationId: string;
    }[];
    const orgId = org[0]?.organizationId;
    const del = await server.fetch(
      `/api/v1/organizationuser?organizationId=${orgId}&userId=${server.admin?.id}`,
      send('DELETE'),
    );
    expect(del.status).toBe(409);
    const demote = await server.fetch(
      '/api/v1/organizationuser',
      send('PUT', { organizationId: orgId, userId: server.admin?.id, isOrganizationAdmin: false }),
    );
    expect(demote.status).toBe(409);
    const list = (await (
      await server.fetch(`/api/v1/organizationuser?organizationId=${orgId}`)
    ).json()) as unknown[];
    expect(list.length).toBeGreaterThan(0);
  });

  it('refuses a duplicate email on profile update and a malformed one', async () => {
    const user = await server.createUser();
    const dup = await user.session.fetch('/api/v1/user', send('PUT', { id: user.id, email: ADMIN_EMAIL }));
    expect(dup.status).toBe(409);
    const bad = await user.session.fetch('/api/v1/user', send('PUT', { id: user.id, email: 'not-an-email' }));
    expect(bad.status).toBe(400);
    const ok = await user.session.fetch('/api/v1/user', send('PUT', { id: user.id, name: 'Renamed' }));
    expect((await ok.json()).name).toBe('Renamed');
    // A member cannot read or change someone else.
    expect((await user.session.fetch(`/api/v1/user?id=${server.admin?.id}`)).status).toBe(403);
  });

  it('manages custom roles; built-in ones are fixed', async () => {
    const bad = await server.fetch('/api/v1/role', send('POST', { name: 'X', permissions: ['nope:view'] }));
    expect(bad.status).toBe(400);
    const created = await server.fetch(
      '/api/v1/role',
      send('POST', { name: 'Tool viewer', permissions: ['tools:view'] }),
    );
    expect(created.status).toBe(201);
    const role = (await created.json()) as { id: string };
    expect(
      (await server.fetch('/api/v1/role', send('POST', { name: 'tool viewer', permissions: [] }))).status,
    ).toBe(409);
    expect((await server.fetch('/api/v1/role', send('PUT', { id: 'owner', permissions: [] }))).status).toBe(
      403,
    );
    const user = await server.createUser({ role: role.id });
    expect((await user.session.fetch('/api/v1/tools')).status).toBe(200);
    expect((await user.session.fetch('/api/v1/variables')).status).toBe(403);
    expect((await server.fetch(`/api/v1/role/${role.id}`, send('DELETE'))).status).toBe(409);
    await server.fetch('/api/v1/role', send('PUT', { id: role.id, permissions: ['variables:view'] }));
    expect((await user.session.fetch('/api/v1/variables')).status).toBe(200);
  });
});

describe('invitations, verification and password reset by mail', () => {
  it('invites, registers with the mailed token once, then signs in', async () => {
    const invite = await server.fetch(
      '/api/v1/account/invite',
      send('POST', { email: 'New@Example.com', roleId: 'viewer' }),
    );
    expect(invite.status).toBe(201);
    const token = tokenIn('new@example.com', '/register');
    const wrongEmail = await server.anonymousFetch(
      '/api/v1/account/register',
      send('POST', { name: 'N', email: 'other@example.com', password: 'Passw0rd-new', token }),
    );
    expect(wrongEmail.status).toBe(400);
    const reg = await server.anonymousFetch(
      '/api/v1/account/register',
      send('POST', { name: 'New', email: 'new@example.com', password: 'Passw0rd-new', token }),
    );
    expect(reg.status).toBe(201);
    const again = await server.anonymousFetch(
      '/api/v1/account/register',
      send('POST', { name: 'New', email: 'new@example.com', password: 'Passw0rd-new', token }),
    );
    expect(again.status).toBe(400);
    const session = await server.loginAs('new@example.com', 'Passw0rd-new');
    const me = await (await session.fetch('/api/v1/auth/me')).json();
    expect(me.role).toBe('viewer');
    expect((await session.fetch('/api/v1/tools', send('POST', { name: 't' }))).status).toBe(403);
  });

  it('open registration is refused outside open source', async () => {
    const res = await server.anonymousFetch(
      '/api/v1/account/register',
      send('POST', { name: 'A', email: 'a@x.io', password: 'Passw0rd-a' }),
    );
    expect(res.status).toBe(403);
  });

  it('resets a password with a single-use token and ends old sessions', async () => {
    const user = await server.createUser();
    // Signed in through SSO once (its provider may since be deleted): the reset makes it a password account.
    const db = server.app.brains.db;
    await db.updateTable('user').set({ is_sso: true }).where('email', '=', user.email).execute();
    const unknown = await server.anonymousFetch(
      '/api/v1/account/forgot-password',
      send('POST', { email: 'ghost@example.com' }),
    );
    const known = await server.anonymousFetch(
      '/api/v1/account/forgot-password',
      send('POST', { email: user.email }),
    );
    expect(await unknown.json()).toEqual(await known.json());
    const token = tokenIn(user.email, '/reset-password');
    const weak = await server.anonymousFetch(
      '/api/v1/account/reset-password',
      send('POST', { token, password: 'weak' }),
    );
    expect(weak.status).toBe(400);
    const reset = await server.anonymousFetch(
      '/api/v1/account/reset-password',
      send('POST', { token, password: 'Brand-n3w-pass' }),
    );
    expect(reset.status).toBe(200);
    const reused = await server.anonymousFetch(
      '/api/v1/account/reset-password',
      send('POST', { token, password: 'Other-n3w-pass' }),
    );
    expect(reused.status).toBe(400);
    expect((await user.session.fetch('/api/v1/tools')).status).toBe(401);
    const row = await db
      .selectFrom('user')
      .select('is_sso')
      .where('email', '=', user.email)
      .executeTakeFirst();
    expect(row?.is_sso).toBe(false);
    await server.loginAs(user.email, 'Brand-n3w-pass');
  });
});

describe('login activity', () => {
  it('pages and filters the records', async () => {
    const res = await server.fetch(
      '/api/v1/audit/login-activity',
      send('POST', { kind: 'LOGIN', pageSize: 2 }),
    );
    const page = await res.json();
    expect(page.pageSize).toBe(2);
    expect(page.data.length).toBeLessThanOrEqual(2);
    expect(page.count).toBeGreaterThan(2);
    expect(page.data.every((a: { kind: string }) => a.kind === 'LOGIN')).toBe(true);
    expect(
      (await server.fetch('/api/v1/audit/login-activity', send('POST', { pageSize: 1000 }))).status,
    ).toBe(400);
  });
});
