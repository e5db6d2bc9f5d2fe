import type { AssignedWorkspace, User } from './types.ts';

export type StoredUserResult =
  /** No usable record; `remove` tells the caller to delete the stored key. */
  { user: null; remove: boolean } | { user: User; remove: false };

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Fills the section 3 defaults: role member, isSSO false, isOrganizationAdmin false, empty lists. */
export function normalizeUser(raw: Record<string, unknown>): User {
  const workspaces = Array.isArray(raw.assignedWorkspaces) ? raw.assignedWorkspaces : [];
  return {
    id: str(raw.id) ?? '',
    email: str(raw.email) ?? '',
    name: str(raw.name) ?? '',
    status: str(raw.status),
    role: str(raw.role) ?? 'member',
    isSSO: raw.isSSO === true,
    activeOrganizationId: str(raw.activeOrganizationId),
    activeOrganizationSubscriptionId: str(raw.activeOrganizationSubscriptionId),
    activeOrganizationCustomerId: str(raw.activeOrganizationCustomerId),
    activeOrganizationProductId: str(raw.activeOrganizationProductId),
    activeWorkspaceId: str(raw.activeWorkspaceId),
    activeWorkspace: str(raw.activeWorkspace),
    lastLogin: str(raw.lastLogin),
    isOrganizationAdmin: raw.isOrganizationAdmin === true,
    assignedWorkspaces: workspaces
      .filter((w): w is Record<string, unknown> => !!w && typeof w === 'object')
      .map((w): AssignedWorkspace => ({ id: str(w.id) ?? '', name: str(w.name) ?? '' })),
    permissions: Array.isArray(raw.permissions)
      ? raw.permissions.filter((p): p is string => typeof p === 'string')
      : [],
  };
}

/**
 * Section 5: a stored user record is ignored and removed if missing, the text undefined or
 * null, or unparsable (a JSON value that is not an object counts as unparsable).
 */
export function parseStoredUser(text: string | null | undefined): StoredUserResult {
  if (text === null || text === undefined) return { user: null, remove: true };
  if (text === 'undefined' || text === 'null' || text.trim() === '') return { user: null, remove: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { user: null, remove: true };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { user: null, remove: true };
  return { user: normalizeUser(parsed as Record<string, unknown>), remove: false };
}
