import type { TestUser } from '../startTestServer.ts';
import type { Cast, CastMember } from './escalationCast.ts';

/**
 * One call of the escalation matrix. `call` may first prepare its target (a fresh spare user);
 * the snapshot is taken after that. `refused`: 403 (or `status`) and not a row changed;
 * `allowed`: a 2xx, so that a rule that refuses everything fails too.
 */
export interface Attempt {
  /** 'METHOD /api/v1/url' as the route registry names it. */
  route: string;
  title: string;
  caller: CastMember;
  call(cast: Cast): Promise<{ path: string; body?: unknown }>;
  expect: 'refused' | 'allowed';
  status?: number;
}

type Plain = Omit<Attempt, 'call'> & {
  call(c: Cast): Promise<{ path: string; body?: unknown }> | { path: string; body?: unknown };
};
/** An attempt whose call may answer at once. */
export const at = (a: Plain): Attempt => ({ ...a, call: async (c) => a.call(c) });

type Grant = (ws: string, user: TestUser, roleId: string) => { path: string; body: unknown };

/** The routes that put someone in a workspace with a role, and how each is asked to. */
export const GRANT_ROUTES: Record<string, Grant> = {
  'PUT /api/v1/workspaceuser': (ws, user, roleId) => ({
    path: '/api/v1/workspaceuser',
    body: { workspaceId: ws, userId: user.id, roleId },
  }),
  'POST /api/v1/workspace/link-users/:id': (ws, user, roleId) => ({
    path: `/api/v1/workspace/link-users/${ws}`,
    body: { userIds: [user.id], roleId },
  }),
  'POST /api/v1/account/invite': (ws, user, roleId) => ({
    path: '/api/v1/account/invite',
    body: { email: user.email, workspaceIds: [ws], roleId },
  }),
};

/** The roles each attacker tries to grant, and whether the role holds more than the attacker does. */
const ROLES: {
  caller: CastMember;
  name: string;
  role: (c: Cast) => string;
  beyond: boolean;
  othersOnly?: true;
}[] = [
  { caller: 'adder', name: 'member', role: () => 'member', beyond: true },
  { caller: 'adder', name: 'owner', role: () => 'owner', beyond: true },
  { caller: 'adder', name: 'its own role', role: (c) => c.adderRole, beyond: false },
  { caller: 'owner', name: 'owner', role: () => 'owner', beyond: false },
  // Lists organisation-wide permissions only: inert in a workspace, so an owner may grant it
  // (to others: taking it itself would only demote the owner for the attempts that follow).
  {
    caller: 'owner',
    name: 'a role of organisation permissions',
    role: (c) => c.orgRole,
    beyond: false,
    othersOnly: true,
  },
];

/**
 * The generated part: every granting route × attacker × role (more than it holds, or not) × target
 * (itself, someone else) × workspace (its own, another). Refused when the role holds more than the
 * caller or the workspace is not the caller's; allowed otherwise.
 */
export function grantAttempts(): Attempt[] {
  const attempts: Attempt[] = [];
  for (const [route, grant] of Object.entries(GRANT_ROUTES)) {
    for (const { caller, name, role, beyond, othersOnly } of ROLES) {
      for (const target of ['self', 'someone else'] as const) {
        if (target === 'self' && othersOnly) continue;
        for (const where of ['own', 'other'] as const) {
          attempts.push({
            route,
            title: `${caller} grants ${name} (${beyond ? 'more than' : 'within'} what it holds) to ${target} in the ${where} workspace`,
            caller,
            async call(c) {
              const ws = c[where];
              const user = target === 'self' ? c.users[caller] : await c.spare(ws);
              return grant(ws, user, role(c));
            },
            expect: beyond || where === 'other' ? 'refused' : 'allowed',
          });
        }
      }
    }
  }
  return attempts;
}
