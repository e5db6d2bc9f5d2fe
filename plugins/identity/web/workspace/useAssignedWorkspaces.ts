import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { AssignedWorkspace } from '../../../../host/common/access/index.ts';
import { http } from '../../../../host/web/http/http.ts';
import { auth } from '../../../../host/web/stores/auth.ts';

/**
 * The user's assigned workspaces: the stored list at once, then the server's current one
 * (GET /auth/me), so a workspace an admin removed since sign-in is no longer offered.
 */
export function useAssignedWorkspaces(): readonly AssignedWorkspace[] {
  const { user } = useSnapshot(auth);
  const [fresh, setFresh] = useState<AssignedWorkspace[] | null>(null);
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let live = true;
    http
      .get<{ assignedWorkspaces?: AssignedWorkspace[] }>('/auth/me')
      .then((me) => {
        if (live && Array.isArray(me?.assignedWorkspaces)) setFresh(me.assignedWorkspaces);
      })
      .catch((err) => console.warn('could not refresh the workspace list', err));
    return () => {
      live = false;
    };
  }, [userId]);
  return fresh ?? user?.assignedWorkspaces ?? [];
}
