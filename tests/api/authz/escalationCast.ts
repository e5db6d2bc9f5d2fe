import { randomUUID } from 'node:crypto';
import type { TestServer, TestUser } from '../startTestServer.ts';

/**
 * The people of the escalation matrix, in two workspaces of one organisation: `own` (the default
 * workspace, where the attackers work) and `other` (where they have no place).
 * - adder: a role holding only workspace:add-user in `own` (the attacker);
 * - owner: the built-in owner role in `own`, not an organisation admin;
 * - peer: a member in `own`; bystander: a member in `other`; outsider: owner of `other`;
 * - admin: the organisation admin made at set-up (linked to `own` as owner).
 */
export type CastMember = 'adder' | 'owner' | 'peer' | 'bystander' | 'outsider' | 'admin';

export interface Cast {
  organizationId: string;
  own: string;
  other: string;
  /** The custom role holding only workspace:add-user. */
  adderRole: string;
  /** A custom role with no permission (spares are made with it). */
  emptyRole: string;
  /** A custom role that lists organisation-wide permissions only. */
  orgRole: string;
  users: Record<CastMember, TestUser>;
  /** An API key of the peer's, holding chatflows:view. */
  peerKeyId: string;
  /** A fresh member with the empty role in `workspace` (a target that outranks nobody). */
  spare(workspace: string): Promise<TestUser>;
  /** Every row a grant could change, as text: equal before and after a refused call. */
  snapshot(): Promise<string>;
}

const TABLES = ['workspace', 'workspace_user', 'organization_user', 'role', 'user', 'apikey'];

export async function createCast(server: TestServer): Promise<Cast> {
  const db = server.app.brains.db;
  const org = await db.selectFrom('organization').select('id').executeTakeFirstOrThrow();
  const role = async (permissions: string[]) => {
    const id = randomUUID();
    await db
      .insertInto('role')
      .values({ id, organization_id: org.id, name: `esc-${id}`, permissions: JSON.stringify(permissions) })
      .execute();
    return id;
  };
  const adderRole = await role(['workspace:add-user']);
  const emptyRole = await role([]);
  const orgRole = await role(['users:manage', 'roles:manage']);
  const own = 'default';
  const other = await server.createWorkspace(`Other ${randomUUID().slice(0, 6)}`);
  const admin = server.admin;
  if (!admin) throw new Error('the escalation matrix needs the set-up admin');
  const users: Cast['users'] = {
    adder: await server.createUser({ role: adderRole, workspace: own }),
    owner: await server.createUser({ role: 'owner', workspace: own }),
    peer: await server.createUser({ role: 'member', workspace: own }),
    bystander: await server.createUser({ role: 'member', workspace: other }),
    outsider: await server.createUser({ role: 'owner', workspace: other }),
    admin,
  };
  const key = await users.peer.session.fetch('/api/v1/apikey', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyName: 'peer key', permissions: ['chatflows:view'] }),
  });
  if (key.status !== 201) throw new Error(`peer key: ${key.status} ${await key.text()}`);
  // SSO providers too where the edition loads SSO (cloud does not: no table there).
  const tables = server.app.brains.registry.get('sso') ? [...TABLES, 'sso_provider'] : TABLES;
  const peerKeyId = ((await key.json()) as { id: string }).id;
  return {
    organizationId: org.id,
    own,
    other,
    adderRole,
    emptyRole,
    orgRole,
    users,
    peerKeyId,
    spare: (workspace) => server.createUser({ role: emptyRole, workspace }),
    async snapshot() {
      const parts: unknown[] = [];
      for (const table of tables) {
        // biome-ignore lint/suspicious/noExplicitAny: a dump of whole tables, typed by name only
        const rows = await (db as any).selectFrom(table).selectAll().execute();
        parts.push(rows.map((r: unknown) => JSON.stringify(r)).sort());
      }
      return JSON.stringify(parts);
    },
  };
}
