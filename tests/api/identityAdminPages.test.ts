import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationUserLink, WorkspaceUserLink } from '../../plugins/identity/common/identityTypes.ts';
import { loginActivityQuery } from '../../plugins/identity/common/loginActivityQuery.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';
import { jsonRequest } from './apiCall.ts';

// The calls the enterprise admin pages (/users, /roles, /workspaces, /workspace-users/{id},
// /login-activity) make, in the order the pages make them.
let server: TestServer;
let orgId: string;

beforeAll(async () => {
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } });
  const links = (await (
    await server.fetch(`/api/v1/organizationuser?userId=${server.admin?.id}`)
  ).json()) as OrganizationUserLink[];
  orgId = links[0]?.organizationId ?? '';
});
afterAll(async () => {
  await server?.close();
});

const json = async <T>(res: Response | Promise<Response>): Promise<T> => (await res).json() as Promise<T>;

describe('users page', () => {
  it('lists organisation users with role id and last login', async () => {
    const member = await server.createUser({ role: 'viewer' });
    const users = await json<OrganizationUserLink[]>(
      server.fetch(`/api/v1/organizationuser?organizationId=${orgId}`),
    );
    const admin = users.find((u) => u.userId === server.admin?.id);
    expect(admin).toMatchObject({ isOrganizationAdmin: true, roleId: 'owner' });
    // Both signed in (set-up and createUser log in), so both have a last login.
    expect(Number.isNaN(Date.parse(admin?.lastLogin ?? ''))).toBe(false);
    expect(users.find((u) => u.userId === member.id)).toMatchObject({ roleId: 'viewer', status: 'active' });
    expect(users.find((u) => u.userId === member.id)?.lastLogin).toBeTruthy();
  });

  it('invites with a role into several workspaces, mails the invitation, then changes and removes', async () => {
    const teamA = await server.createWorkspace('Invite A');
    const teamB = await server.createWorkspace('Invite B');
    // An unknown workspace among them: refused before anything is created.
    const refused = await server.fetch(
      '/api/v1/account/invite',
      jsonRequest('POST', {
        email: 'New.Person@Example.com',
        roleId: 'viewer',
        workspaceIds: [teamA, 'nope'],
      }),
    );
    expect(refused.status).toBe(404);
    expect((await refused.json()).message).toBe('Workspace nope not found');
    const none = await json<OrganizationUserLink[]>(
      server.fetch(`/api/v1/organizationuser?organizationId=${orgId}`),
    );
    expect(none.some((u) => u.user.email === 'new.person@example.com')).toBe(false);
    const empty = await server.fetch(
      '/api/v1/account/invite',
      jsonRequest('POST', { email: 'x@example.com', workspaceIds: [] }),
    );
    expect(empty.status).toBe(400);

    const invited = await server.fetch(
      '/api/v1/account/invite',
      jsonRequest('POST', {
        email: 'New.Person@Example.com',
        roleId: 'viewer',
        workspaceIds: [teamA, teamB],
      }),
    );
    expect(invited.status).toBe(201);
    const user = (await invited.json()) as { id: string; status: string; workspaceIds: string[] };
    expect(user.status).toBe('invited');
    expect(user.workspaceIds).toEqual([teamA, teamB]);
    const links = await json<WorkspaceUserLink[]>(server.fetch(`/api/v1/workspaceuser?userId=${user.id}`));
    expect(links.map((l) => [l.workspace.name, l.roleId]).sort()).toEqual([
      ['Invite A', 'viewer'],
      ['Invite B', 'viewer'],
    ]);
    // No SMTP configured: the invitation waits in the outbox with its registration link.
    const mail = await server.app.brains.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', 'new.person@example.com')
      .executeTakeFirst();
    expect(mail?.body).toMatch(/\/register\?token=/);

    // Change role: the organisation role, then each workspace link.
    const put = await server.fetch(
      '/api/v1/organizationuser',
      jsonRequest('PUT', { organizationId: orgId, userId: user.id, roleId: 'member' }),
    );
    expect(put.status).toBe(200);
    await server.fetch(
      '/api/v1/workspaceuser',
      jsonRequest('PUT', { workspaceId: teamA, userId: user.id, roleId: 'member' }),
    );
    await server.fetch(`/api/v1/workspaceuser?workspaceId=${teamB}&userId=${user.id}`, jsonRequest('DELETE'));
    const after = await json<WorkspaceUserLink[]>(server.fetch(`/api/v1/workspaceuser?userId=${user.id}`));
    expect(after.map((l) => [l.workspace.name, l.roleId])).toEqual([['Invite A', 'member']]);
    const row = await json<OrganizationUserLink>(
      server.fetch(`/api/v1/organizationuser?organizationId=${orgId}&userId=${user.id}`),
    );
    expect(row.roleId).toBe('member');

    const del = await server.fetch(
      `/api/v1/organizationuser?organizationId=${orgId}&userId=${user.id}`,
      jsonRequest('DELETE'),
    );
    expect(del.status).toBe(200);
    expect((await server.fetch(`/api/v1/workspaceuser?userId=${user.id}`).then((r) => r.json())).length).toBe(
      0,
    );
  });

  it('refuses to remove the last admin with a message the page can show', async () => {
    const res = await server.fetch(
      `/api/v1/organizationuser?organizationId=${orgId}&userId=${server.admin?.id}`,
      jsonRequest('DELETE'),
    );
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('The organization needs at least one administrator');
  });
});

describe('roles page', () => {
  it('refuses to delete a role while a workspace link or an organisation user holds it', async () => {
    const role = await json<{ id: string }>(
      server.fetch(
        '/api/v1/role',
        jsonRequest('POST', { name: 'Auditor', permissions: ['logs:view', 'executions:view'] }),
      ),
    );
    const user = await server.createUser({ role: role.id });
    const refused = await server.fetch(`/api/v1/role/${role.id}`, jsonRequest('DELETE'));
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/assigned to users/);
    // Moving the workspace link alone is not enough: the organisation role still names it.
    await server.fetch(
      '/api/v1/workspaceuser',
      jsonRequest('PUT', { workspaceId: 'default', userId: user.id, roleId: 'member' }),
    );
    expect((await server.fetch(`/api/v1/role/${role.id}`, jsonRequest('DELETE'))).status).toBe(409);
    await server.fetch(
      '/api/v1/organizationuser',
      jsonRequest('PUT', { organizationId: orgId, userId: user.id, roleId: 'member' }),
    );
    expect((await server.fetch(`/api/v1/role/${role.id}`, jsonRequest('DELETE'))).status).toBe(200);
    expect((await server.fetch(`/api/v1/role?id=${role.id}`)).status).toBe(404);
  });

  it('edits name, description and permissions of a custom role, never a built-in one', async () => {
    const role = await json<{ id: string }>(
      server.fetch('/api/v1/role', jsonRequest('POST', { name: 'Editor', permissions: [] })),
    );
    const put = await server.fetch(
      '/api/v1/role',
      jsonRequest('PUT', {
        id: role.id,
        name: 'Flow editor',
        description: 'Edits flows',
        permissions: ['chatflows:view', 'chatflows:update'],
      }),
    );
    expect(await put.json()).toMatchObject({
      name: 'Flow editor',
      description: 'Edits flows',
      permissions: ['chatflows:view', 'chatflows:update'],
    });
    expect((await server.fetch('/api/v1/role/member', jsonRequest('DELETE'))).status).toBe(403);
  });
});

describe('workspace users page', () => {
  it('adds users with a role, changes the role and removes them', async () => {
    const ws = await json<{ id: string }>(
      server.fetch('/api/v1/workspace', jsonRequest('POST', { name: 'Research' })),
    );
    const a = await server.createUser();
    const b = await server.createUser();
    expect(
      (
        await server.fetch(
          `/api/v1/workspace/link-users/${ws.id}`,
          jsonRequest('POST', { userIds: [a.id, b.id], roleId: 'viewer' }),
        )
      ).status,
    ).toBe(200);
    let links = await json<WorkspaceUserLink[]>(server.fetch(`/api/v1/workspaceuser?workspaceId=${ws.id}`));
    // The creator is the workspace's owner, the two new users viewers.
    expect(links.map((l) => l.role.name).sort()).toEqual(['owner', 'viewer', 'viewer']);
    await server.fetch(
      '/api/v1/workspaceuser',
      jsonRequest('PUT', { workspaceId: ws.id, userId: a.id, roleId: 'member' }),
    );
    await server.fetch(`/api/v1/workspace/unlink-users/${ws.id}`, jsonRequest('POST', { userIds: [b.id] }));
    links = await json<WorkspaceUserLink[]>(server.fetch(`/api/v1/workspaceuser?workspaceId=${ws.id}`));
    expect(links.find((l) => l.userId === a.id)?.role.name).toBe('member');
    expect(links.some((l) => l.userId === b.id)).toBe(false);
    const list = await json<{ id: string; userCount: number }[]>(
      server.fetch(`/api/v1/workspace?organizationId=${orgId}`),
    );
    expect(list.find((w) => w.id === ws.id)?.userCount).toBe(2);
  });
});

describe('login activity page', () => {
  const activity = (body: unknown) =>
    server.fetch('/api/v1/audit/login-activity', jsonRequest('POST', body)).then((r) => r.json());

  it('filters by email, type and the page query helper’s date range, and pages', async () => {
    const u = await server.createUser({ email: 'activity.person@example.com' });
    await server.anonymousFetch(
      '/api/v1/auth/login',
      jsonRequest('POST', { email: u.email, password: 'wrong-password' }),
    );
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const failed = await activity(
      loginActivityQuery({ kind: 'FAILED', email: 'activity.person', from: day, to: day }, 1, 20),
    );
    expect(failed.count).toBe(1);
    expect(failed.data[0]).toMatchObject({ email: 'activity.person@example.com', kind: 'FAILED' });
    const all = await activity(
      loginActivityQuery({ kind: '', email: 'ACTIVITY.PERSON', from: '', to: '' }, 1, 20),
    );
    expect(all.data.map((a: { kind: string }) => a.kind).sort()).toEqual(['FAILED', 'LOGIN']);
    // A range that ended yesterday holds none of today's records.
    const past = await activity(
      loginActivityQuery({ kind: '', email: 'activity.person', from: '2020-01-01', to: '2020-12-31' }, 1, 20),
    );
    expect(past.count).toBe(0);
    // 'User or email' also finds the records of an account by its name.
    await server.app.brains.db
      .updateTable('user')
      .set({ name: 'Quentin Activity' })
      .where('id', '=', u.id)
      .execute();
    const byName = await activity({ email: 'QUENTIN', pageNo: 1, pageSize: 20 });
    expect(byName.count).toBeGreaterThan(0);
    expect(byName.data.every((a: { email: string }) => a.email === 'activity.person@example.com')).toBe(true);
    const second = await activity({ email: 'activity.person', pageNo: 2, pageSize: 1 });
    expect(second).toMatchObject({ count: 2, currentPage: 2, pageSize: 1 });
    expect(second.data).toHaveLength(1);
    // Bad inputs: a date that is not one, an unknown type, a page of zero.
    for (const body of [{ startDate: 'yesterday' }, { kind: 'SUDO' }, { pageNo: 0 }]) {
      expect((await server.fetch('/api/v1/audit/login-activity', jsonRequest('POST', body))).status).toBe(
        400,
      );
    }
  });

  it('is refused to a member without loginActivity:view', async () => {
    const m = await server.createUser({ role: 'member' });
    expect((await m.session.fetch('/api/v1/audit/login-activity', jsonRequest('POST', {}))).status).toBe(403);
  });
});
