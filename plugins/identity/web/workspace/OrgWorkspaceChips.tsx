import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  makeStyles,
  Skeleton,
  SkeletonItem,
  Spinner,
} from '@fluentui/react-components';
import { Briefcase20Regular, Building20Regular, ChevronDown16Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { http } from '../../../../host/web/http/http.ts';
import { auth } from '../../../../host/web/stores/auth.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import { useAssignedWorkspaces } from './useAssignedWorkspaces.ts';
import { useWorkspaceSwitch } from './useWorkspaceSwitch.ts';
import { WorkspaceGuard } from './WorkspaceGuard.tsx';
import { WorkspaceMenu } from './WorkspaceMenu.tsx';

const useStyles = makeStyles({
  placeholder: { width: '96px' },
  name: { maxWidth: '180px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** The active organisation's name (GET /organization?id): undefined while loading, null if unreadable. */
function useOrganizationName(id: string | undefined): string | null | undefined {
  const [name, setName] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!id) return;
    let live = true;
    http
      .get<{ name?: string }>('/organization', { query: { id } })
      .then((org) => live && setName(org?.name ?? null))
      .catch((err) => {
        if (live) setName(null);
        console.warn('could not read the organization', err);
      });
    return () => {
      live = false;
    };
  }, [id]);
  return name;
}

/**
 * Cloud top bar: organisation › workspace chips (spec section 2). The workspace chip opens the
 * switch menu when there is another workspace. DECISION: a user belongs to one organisation here
 * (an invitation into a second one is refused), so the organisation chip names it without a menu.
 */
export default function OrgWorkspaceChips() {
  const styles = useStyles();
  const t = useT();
  const { user } = useSnapshot(auth);
  const assigned = useAssignedWorkspaces();
  const workspaceSwitch = useWorkspaceSwitch();
  const organization = useOrganizationName(user?.activeOrganizationId);
  if (!user) return null;
  const activeName =
    assigned.find((w) => w.id === user.activeWorkspaceId)?.name ?? user.activeWorkspace ?? t('Workspace');
  const workspaceChip = (
    <BreadcrumbButton
      icon={workspaceSwitch.switching ? <Spinner size="tiny" /> : <Briefcase20Regular />}
      current={assigned.length <= 1}
      data-testid="workspace-chip"
    >
      <span className={styles.name}>{activeName}</span>
      {assigned.length > 1 && <ChevronDown16Regular />}
    </BreadcrumbButton>
  );
  return (
    <>
      <Breadcrumb aria-label={t('Organization and workspace')} size="small">
        <BreadcrumbItem>
          <BreadcrumbButton icon={<Building20Regular />} data-testid="organization-chip">
            {/* A placeholder while loading, so a generic word never flashes before the name. */}
            {organization === undefined && user.activeOrganizationId ? (
              <Skeleton aria-label={t('Loading the organization')} className={styles.placeholder}>
                <SkeletonItem size={12} />
              </Skeleton>
            ) : (
              <span className={styles.name}>{organization ?? t('Organization')}</span>
            )}
          </BreadcrumbButton>
        </BreadcrumbItem>
        <BreadcrumbDivider />
        <BreadcrumbItem>
          {assigned.length > 1 ? (
            <WorkspaceMenu
              workspaces={assigned}
              activeId={user.activeWorkspaceId}
              onSwitch={(id) => void workspaceSwitch.switchTo(id)}
              trigger={workspaceChip}
            />
          ) : (
            workspaceChip
          )}
        </BreadcrumbItem>
      </Breadcrumb>
      <WorkspaceGuard assigned={assigned} workspaceSwitch={workspaceSwitch} />
    </>
  );
}
