/** Spec section 9: the active workspace is checked this long after the top bar appears. */
export const WORKSPACE_CHECK_DELAY_MS = 500;

/** Whether a signed-in user's active workspace is missing from their assigned workspaces. */
export function isWorkspaceUnavailable(
  activeWorkspaceId: string | undefined,
  assigned: readonly { id: string }[],
): boolean {
  return !assigned.some((w) => w.id === activeWorkspaceId);
}
