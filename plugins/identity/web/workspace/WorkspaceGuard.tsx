import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { AssignedWorkspace } from '../../../../host/common/access/index.ts';
import { useAccess } from '../../../../host/web/access/useAccess.ts';
import { logout } from '../../../../host/web/layout/logout.ts';
import { signInAvailable, useShell } from '../../../../host/web/router/ShellContext.tsx';
import { auth } from '../../../../host/web/stores/auth.ts';
import { isWorkspaceUnavailable, WORKSPACE_CHECK_DELAY_MS } from '../../common/workspaceUnavailable.ts';
import type { WorkspaceSwitch } from './useWorkspaceSwitch.ts';
import { WorkspaceSwitchErrorDialog } from './WorkspaceSwitchErrorDialog.tsx';
import { WorkspaceUnavailableDialog } from './WorkspaceUnavailableDialog.tsx';

/**
 * The two blocking workspace dialogs: Workspace Unavailable, when WORKSPACE_CHECK_DELAY_MS after
 * the list is known the active workspace is not in it, and Workspace Switch Error.
 */
export function WorkspaceGuard({
  assigned,
  workspaceSwitch,
}: {
  assigned: readonly AssignedWorkspace[];
  workspaceSwitch: WorkspaceSwitch;
}) {
  const { user } = useSnapshot(auth);
  const { edition } = useAccess();
  const { registry } = useShell();
  const [unavailable, setUnavailable] = useState(false);
  const activeId = user?.activeWorkspaceId;
  const signedIn = !!user;

  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(
      () => setUnavailable(isWorkspaceUnavailable(activeId, assigned)),
      WORKSPACE_CHECK_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [signedIn, activeId, assigned]);

  const signOut = () => void logout(signInAvailable(registry));
  return (
    <>
      <WorkspaceUnavailableDialog
        open={unavailable && workspaceSwitch.error === null}
        workspaces={assigned}
        switching={workspaceSwitch.switching !== null}
        onSwitch={(id) => void workspaceSwitch.switchTo(id)}
        onLogout={signOut}
      />
      <WorkspaceSwitchErrorDialog
        message={workspaceSwitch.error}
        enterprise={edition === 'enterprise'}
        onLogout={signOut}
      />
    </>
  );
}
