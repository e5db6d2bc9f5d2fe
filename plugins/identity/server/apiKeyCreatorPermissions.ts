import type { CreatorPermissions } from '../../apikeys/public.ts';
import { loadMembership } from './authUser.ts';

/**
 * The permissions a key's creator holds today in the key's workspace, capping the key (see
 * apiKeyPolicy): unrestricted in open source, for organisation admins and for keys without a
 * creator; nothing once the creator has left the workspace.
 */
export const apiKeyCreatorPermissions: CreatorPermissions = async (db, key, edition) => {
  if (edition === 'oss' || !key.createdBy) return null;
  const membership = await loadMembership(db, edition, key.createdBy, key.workspaceId);
  if (!membership) return [];
  return membership.isOrganizationAdmin ? null : membership.permissions;
};
