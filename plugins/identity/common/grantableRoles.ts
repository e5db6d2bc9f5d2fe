import { passesEverything } from '../../../host/common/access/hasPermission.ts';
import type { AccessContext } from '../../../host/common/access/types.ts';
import { permissionsBeyond, workspaceScoped } from './permissionScopes.ts';

type Ctx = Pick<AccessContext, 'edition' | 'isGlobal' | 'user' | 'permissions'>;

/**
 * The roles the signed-in user may give in its active workspace (README, "Security"): those that
 * grant nothing beyond what it holds there. Admins (and open source) give any. The server decides;
 * this only keeps the pickers from offering what it would refuse.
 */
export function grantableRoles<R extends { permissions: readonly string[] }>(
  roles: readonly R[],
  ctx: Ctx,
): R[] {
  if (passesEverything(ctx)) return [...roles];
  return roles.filter((r) => permissionsBeyond(workspaceScoped(r.permissions), ctx.permissions).length === 0);
}

/** Whether the user may act on a workspace by id at all: admins on any, others on their own. */
export function mayActOnWorkspace(ctx: Ctx, workspaceId: string): boolean {
  return passesEverything(ctx) || (ctx.user?.assignedWorkspaces.some((w) => w.id === workspaceId) ?? false);
}
