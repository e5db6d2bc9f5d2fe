import { passesEverything } from './hasPermission.ts';
import type { AccessContext } from './types.ts';

/** Section 6: open source and global users pass; others only for their active workspace. */
export function hasWorkspace(ctx: AccessContext, workspaceId: string | undefined | null): boolean {
  if (passesEverything(ctx)) return true;
  return !!workspaceId && ctx.user?.activeWorkspaceId === workspaceId;
}
