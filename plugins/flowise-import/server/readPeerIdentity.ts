import type { IdentityImportInput } from '../../identity/public.ts';
import { exportRow, jsonValue } from './peerRows.ts';
import type { PeerSource } from './PeerSource.ts';

/** The peer's password hashes are bcrypt; anything else is not kept (the user resets it). */
const BCRYPT = /^\$2[aby]\$\d\d\$/;

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * The peer's people (3.x, every edition has the tables): users, roles, workspaces and memberships,
 * as identity imports them. Null when the database has no user table (2.x).
 */
export async function readPeerIdentity(source: PeerSource): Promise<IdentityImportInput | null> {
  const tables = await source.tables();
  if (!tables.has('user')) return null;
  const rows = async (table: string) => (await source.rows(table)).map(exportRow);
  return {
    users: (await rows('user')).map((u) => ({
      id: text(u.id),
      email: text(u.email),
      name: text(u.name) || text(u.email),
      status: text(u.status) || 'unverified',
      passwordHash: BCRYPT.test(text(u.credential)) ? text(u.credential) : null,
    })),
    roles: (await rows('role')).map((r) => {
      const permissions = jsonValue(r.permissions);
      return {
        id: text(r.id),
        name: text(r.name),
        description: r.description === undefined ? null : text(r.description),
        permissions: Array.isArray(permissions) ? permissions.map(String) : [],
        general: r.organizationId === undefined,
      };
    }),
    workspaces: (await rows('workspace')).map((w) => ({
      id: text(w.id),
      name: text(w.name),
      description: w.description === undefined ? null : text(w.description),
    })),
    organizationUsers: (await rows('organization_user')).map((m) => ({
      userId: text(m.userId),
      roleId: text(m.roleId),
      status: text(m.status) || 'active',
    })),
    workspaceUsers: (await rows('workspace_user')).map((m) => ({
      workspaceId: text(m.workspaceId),
      userId: text(m.userId),
      roleId: text(m.roleId),
    })),
  };
}
