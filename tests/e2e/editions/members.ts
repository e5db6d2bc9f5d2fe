import { randomUUID } from 'node:crypto';
import { type APIRequestContext, request } from '@playwright/test';
import { adminStatePath, type E2EEdition, editionURL } from './editionServers.ts';
import { mailedToken } from './mailCatcher.ts';
import { type SignedIn, signIn, type StorageState } from './sessions.ts';

export interface Member extends SignedIn {
  email: string;
  password: string;
  /** The role the member holds in the workspace. */
  roleId: string;
}

/** An API client signed in as the edition's organisation admin (close it with dispose()). */
export function adminApi(edition: E2EEdition): Promise<APIRequestContext> {
  return request.newContext({ baseURL: editionURL(edition), storageState: adminStatePath(edition) });
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A member of the organisation, the way a real one arrives (enterprise and cloud): the admin
 * creates a role holding exactly `permissions` (or uses `roleId`, e.g. 'member'), invites the
 * email into `workspaceId` (default: the admin's active workspace), the invitation mail is read
 * from the SMTP catcher and the account registered with its token; then the member signs in.
 * `member.state` is a storageState for browser.newContext().
 */
export async function createMember(
  edition: E2EEdition,
  options: { permissions?: string[]; roleId?: string; workspaceId?: string; name?: string } = {},
): Promise<Member> {
  const tag = randomUUID().slice(0, 8);
  const email = `member-${tag}@e2e.test`;
  const password = 'Member-Passw0rd';
  const admin = await adminApi(edition);
  try {
    let roleId = options.roleId;
    if (!roleId) {
      const role = await ok<{ id: string }>(
        await admin.post('/api/v1/role', {
          data: { name: `e2e role ${tag}`, permissions: options.permissions ?? [] },
        }),
        'creating the role',
      );
      roleId = role.id;
    }
    await ok(
      await admin.post('/api/v1/account/invite', {
        data: {
          email,
          roleId,
          name: options.name ?? `Member ${tag}`,
          ...(options.workspaceId ? { workspaceId: options.workspaceId } : {}),
        },
      }),
      `inviting ${email}`,
    );
    const token = await mailedToken(email, '/register');
    const anonymous = await request.newContext({ baseURL: editionURL(edition) });
    await ok(
      await anonymous.post('/api/v1/account/register', { data: { email, password, token } }),
      `registering ${email}`,
    );
    await anonymous.dispose();
    return { email, password, roleId, ...(await signIn(editionURL(edition), email, password)) };
  } finally {
    await admin.dispose();
  }
}

export type { StorageState };
