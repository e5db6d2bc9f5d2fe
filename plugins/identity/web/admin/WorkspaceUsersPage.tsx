import { Badge, Button, Text } from '@fluentui/react-components';
import {
  ArrowLeft20Regular,
  Delete20Regular,
  People24Regular,
  PersonAdd20Regular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Available } from '../../../../host/web/access/Available.tsx';
import { useAccess } from '../../../../host/web/access/useAccess.ts';
import { DataTable } from '../../../../host/web/components/DataTable.tsx';
import { ListPageFrame } from '../../../../host/web/components/ListPageFrame.tsx';
import { useListPageStyles } from '../../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../../host/web/http/http.ts';
import { confirmAndRun } from '../../../../host/web/stores/confirmAndRun.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import type { Workspace, WorkspaceUserLink } from '../../common/identityTypes.ts';
import { AddWorkspaceUsersDialog } from './AddWorkspaceUsersDialog.tsx';
import { adminApi } from './adminApi.ts';
import { RoleDropdown } from './RoleDropdown.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useAdminStyles } from './useAdminStyles.ts';
import { useOrganizationId } from './useOrganizationId.ts';
import { mayActOnWorkspace } from '../../common/grantableRoles.ts';
import { useRoleOptions } from './useRoleOptions.ts';

const CHANGE = 'users:manage,workspace:add-user';
const UNLINK = 'users:manage,workspace:unlink-user';

/** /workspace-users/{id}: the users of one workspace with their role; add, change role, remove. */
export default function WorkspaceUsersPage() {
  const { id = '' } = useParams<{ id: string }>();
  const list = useListPageStyles();
  const styles = useAdminStyles();
  const t = useT();
  const access = useAccess();
  const organizationId = useOrganizationId();
  const roles = useRoleOptions();
  const [adding, setAdding] = useState(false);
  const { data, setData, error, reload } = useLoaded<{ workspace: Workspace; links: WorkspaceUserLink[] }>(
    async () => {
      const [workspace, links] = await Promise.all([adminApi.workspace(id), adminApi.workspaceUsers(id)]);
      return { workspace, links };
    },
  );
  const name = data?.workspace.name ?? t('Workspace');

  async function changeRole(link: WorkspaceUserLink, roleId: string) {
    try {
      await adminApi.setWorkspaceRole(id, link.userId, roleId);
      const roleName = roles.find((r) => r.id === roleId)?.name ?? roleId;
      notify.success(
        t("{{user}} is now {{role}} in '{{workspace}}'", {
          user: link.user.name,
          role: roleName,
          workspace: name,
        }),
      );
      setData(
        (d) =>
          d && {
            ...d,
            links: d.links.map((l) =>
              l.userId === link.userId ? { ...l, roleId, role: { name: roleName } } : l,
            ),
          },
      );
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  async function remove(link: WorkspaceUserLink) {
    const self = link.userId === access.user?.id;
    const removed = await confirmAndRun({
      title: t('Remove user from workspace'),
      description: self
        ? t(
            "Remove {{name}} ({{email}}) from '{{workspace}}'? You will lose access to this workspace. The account stays in the organization.",
            { name: link.user.name, email: link.user.email, workspace: name },
          )
        : t("Remove {{name}} ({{email}}) from '{{workspace}}'? The account stays in the organization.", {
            name: link.user.name,
            email: link.user.email,
            workspace: name,
          }),
      confirmButtonName: t('Remove'),
      customBtnId: 'confirm-unlink-user',
      run: () => adminApi.unlinkUsers(id, [link.userId]),
      done: t("{{name}} removed from '{{workspace}}'", { name: link.user.name, workspace: name }),
    });
    if (removed) void reload();
  }

  const links = data?.links ?? [];
  // The server's rule (README, "Security"): only in one's own workspace, only people whose role
  // one could give oneself.
  const here = mayActOnWorkspace(access, id);
  const withinReach = (l: WorkspaceUserLink) => here && roles.some((r) => r.id === l.roleId);
  return (
    <>
      <ListPageFrame
        title={data ? t('Workspace users: {{name}}', { name }) : t('Workspace users')}
        noun={t("the workspace's users")}
        loaded={data !== null}
        error={error}
        onRetry={reload}
        empty={links.length === 0}
        emptyIcon={People24Regular}
        emptyText={t('Nobody is in this workspace yet. Organization admins can still open it.')}
        above={
          <Link href="/workspaces" className={styles.link}>
            <ArrowLeft20Regular aria-hidden style={{ verticalAlign: 'middle' }} /> {t('All workspaces')}
          </Link>
        }
        actions={
          data &&
          here && (
            <Available permission={CHANGE}>
              <Button appearance="primary" icon={<PersonAdd20Regular />} onClick={() => setAdding(true)}>
                {t('Add users')}
              </Button>
            </Available>
          )
        }
      >
        <DataTable
          aria-label={t('Users of {{name}}', { name })}
          items={links}
          itemKey={(l) => l.userId}
          itemName={(l) => l.user.name}
          actionsWidth={60}
          columns={[
            {
              header: t('Name'),
              render: (l) => (
                <>
                  <Text weight="semibold">{l.user.name}</Text>{' '}
                  {l.userId === access.user?.id && (
                    <Badge appearance="outline" size="small">
                      {t('You')}
                    </Badge>
                  )}
                </>
              ),
            },
            {
              header: t('Email'),
              render: (l) => <span className={styles.wrapAnywhere}>{l.user.email}</span>,
            },
            {
              header: t('Role'),
              width: 200,
              render: (l) =>
                access.can(CHANGE) && withinReach(l) ? (
                  <RoleDropdown
                    roles={roles}
                    value={l.roleId}
                    onChange={(roleId) => changeRole(l, roleId)}
                    aria-label={t('Role of {{name}}', { name: l.user.name })}
                  />
                ) : (
                  l.role.name
                ),
            },
            { header: t('Status'), width: 110, render: (l) => <StatusBadge status={l.user.status} /> },
            {
              header: t('Last login'),
              width: 190,
              render: (l) =>
                l.lastLogin ? (
                  new Date(l.lastLogin).toLocaleString()
                ) : (
                  <Text className={list.muted}>{t('Never')}</Text>
                ),
            },
          ]}
          actions={[
            {
              label: t('Remove'),
              title: t('Remove from workspace'),
              icon: <Delete20Regular />,
              permission: UNLINK,
              when: withinReach,
              ariaLabel: (l) =>
                t('Remove {{name}} from {{workspace}}', { name: l.user.name, workspace: name }),
              onClick: (l) => void remove(l),
            },
          ]}
        />
      </ListPageFrame>
      {data && (
        <AddWorkspaceUsersDialog
          open={adding}
          workspace={data.workspace}
          organizationId={organizationId}
          memberIds={links.map((l) => l.userId)}
          roles={roles}
          onClose={() => setAdding(false)}
          onAdded={(count) => {
            notify.success(t("{{count}} user(s) added to '{{workspace}}'", { count, workspace: name }));
            setAdding(false);
            void reload();
          }}
        />
      )}
    </>
  );
}
