import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { IdentityImportInput, IdentityImportTarget } from '../common/identityImportTypes.ts';
import { normalizeEmail } from '../common/passwordRules.ts';

/** The other product's user status as ours (its 'deleted' users are not imported). */
const USER_STATUS: Record<string, string> = {
  active: 'active',
  invited: 'invited',
  unverified: 'unverified',
};

type PeerWorkspace = IdentityImportInput['workspaces'][number];
type PeerUser = IdentityImportInput['users'][number];

export interface IdentityPlan {
  /**
   * Each of its workspaces: `existing` is the workspace here of the same name (its rows go there);
   * `repeated`: an earlier one of the input has its name (its rows go where that one went).
   */
  workspaces: { workspace: PeerWorkspace; existing?: string; repeated?: true }[];
  /** Each of its users: the email and status it gets here, or why it is skipped. */
  users: ({ user: PeerUser; email: string; status: string } | { user: PeerUser; skip: string })[];
}

/**
 * Decides, reading only, which of the other product's workspaces and users are new here (a
 * workspace name the organisation has, or one earlier in the input, is that workspace; an email
 * that exists here or earlier in the input is skipped, and so are users whose status we lack).
 * importPeerIdentity writes what it decides; countPeerIdentity counts it for the plan limits.
 */
export async function planPeerIdentity(
  db: Kysely<Database>,
  target: Pick<IdentityImportTarget, 'organizationId'>,
  input: Pick<IdentityImportInput, 'users' | 'workspaces'>,
): Promise<IdentityPlan> {
  const here = await db
    .selectFrom('workspace')
    .select(['id', 'name'])
    .where('organization_id', '=', target.organizationId)
    .execute();
  const byName = new Map(here.map((w) => [w.name.toLowerCase(), w.id]));
  const planned = new Set<string>();
  const workspaces = input.workspaces.map((workspace) => {
    const name = workspace.name.toLowerCase();
    const existing = byName.get(name);
    if (existing) return { workspace, existing };
    if (planned.has(name)) return { workspace, repeated: true as const };
    planned.add(name);
    return { workspace };
  });
  const emails = input.users.map((u) => normalizeEmail(u.email));
  const taken = new Set<string>();
  for (let i = 0; i < emails.length; i += 500) {
    const rows = await db
      .selectFrom('user')
      .select('email')
      .where('email', 'in', emails.slice(i, i + 500))
      .execute();
    for (const r of rows) taken.add(r.email);
  }
  const users = input.users.map((user, i) => {
    const email = emails[i] as string;
    const status = USER_STATUS[user.status];
    if (!status) return { user, skip: `its status there is '${user.status}'` };
    if (taken.has(email)) return { user, skip: 'a user with this email exists here' };
    taken.add(email);
    return { user, email, status };
  });
  return { workspaces, users };
}

/** How many users and workspaces an import of `input` would add to the organisation. */
export async function countPeerIdentity(
  db: Kysely<Database>,
  target: Pick<IdentityImportTarget, 'organizationId'>,
  input: Pick<IdentityImportInput, 'users' | 'workspaces'>,
): Promise<{ users: number; workspaces: number }> {
  const plan = await planPeerIdentity(db, target, input);
  return {
    users: plan.users.filter((u) => !('skip' in u)).length,
    workspaces: plan.workspaces.filter((w) => !w.existing && !w.repeated).length,
  };
}
