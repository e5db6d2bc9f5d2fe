import { useSnapshot } from 'valtio';
import {
  type AccessContext,
  type Features,
  hasFeature,
  hasPermission,
  hasWorkspace,
} from '../../common/access/index.ts';
import { auth } from '../stores/auth.ts';
import { settings } from '../stores/settings.ts';

export interface Access extends AccessContext {
  can(permission?: string, feature?: string): boolean;
  hasWorkspace(workspaceId: string | undefined): boolean;
}

/** The access context of the signed-in user in the current edition, re-rendering on change. */
export function useAccess(): Access {
  const a = useSnapshot(auth);
  const s = useSnapshot(settings);
  const ctx: AccessContext = {
    edition: s.edition,
    user: a.user as AccessContext['user'],
    permissions: a.permissions,
    features: a.features as Features | null,
    isGlobal: a.isGlobal,
  };
  return {
    ...ctx,
    can: (permission, feature) =>
      hasPermission(ctx, permission) && (!feature || hasFeature(ctx.features, feature)),
    hasWorkspace: (id) => hasWorkspace(ctx, id),
  };
}
