import { Button, makeStyles, Spinner, Tooltip } from '@fluentui/react-components';
import { Briefcase20Regular, ChevronDown16Regular } from '@fluentui/react-icons';
import { useSnapshot } from 'valtio';
import { auth } from '../../../../host/web/stores/auth.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import { useAssignedWorkspaces } from './useAssignedWorkspaces.ts';
import { useWorkspaceSwitch } from './useWorkspaceSwitch.ts';
import { WorkspaceGuard } from './WorkspaceGuard.tsx';
import { WorkspaceMenu } from './WorkspaceMenu.tsx';

const useStyles = makeStyles({
  name: { maxWidth: '200px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/**
 * Top bar, enterprise with feat:workspaces: the active workspace and a menu of the others, shown
 * only when the user has more than one (spec section 2); the workspace dialogs either way.
 */
export default function WorkspaceSwitcher() {
  const styles = useStyles();
  const t = useT();
  const { user } = useSnapshot(auth);
  const assigned = useAssignedWorkspaces();
  const workspaceSwitch = useWorkspaceSwitch();
  const activeName =
    assigned.find((w) => w.id === user?.activeWorkspaceId)?.name ?? user?.activeWorkspace ?? t('Workspace');
  return (
    <>
      {assigned.length > 1 && (
        <WorkspaceMenu
          workspaces={assigned}
          activeId={user?.activeWorkspaceId}
          onSwitch={(id) => void workspaceSwitch.switchTo(id)}
          trigger={
            <Tooltip content={t('Switch workspace')} relationship="description">
              <Button
                appearance="subtle"
                data-testid="workspace-switcher"
                icon={workspaceSwitch.switching ? <Spinner size="tiny" /> : <Briefcase20Regular />}
                iconPosition="before"
                disabled={workspaceSwitch.switching !== null}
              >
                <span className={styles.name}>{activeName}</span>
                <ChevronDown16Regular />
              </Button>
            </Tooltip>
          }
        />
      )}
      <WorkspaceGuard assigned={assigned} workspaceSwitch={workspaceSwitch} />
    </>
  );
}
