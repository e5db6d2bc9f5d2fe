import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
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
import { useListPageStyles } from '../../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../../host/web/http/http.ts';
import { confirm } from '../../../../host/web/stores/confirm.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import type { Workspace, WorkspaceUserLink } from '../../common/identityTypes.ts';
import { AddWorkspaceUsersDialog } from './AddWorkspaceUsersDialog.tsx';
import { AdminListPage } from './AdminListPage.tsx';
import { adminApi } from './adminApi.ts';
import { RoleDropdown } from './RoleDropdown.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useAdminStyles } from './useAdminStyles.ts';
import { useOrganizationId } from './useOrganizationId.ts';
import { useRoleOptions } from './useRoleOptions.ts';

const CHANGE = 'users:manage,workspace:add-user';
const UNLINK = 'users:manage,workspace:unlink-user';

/** /workspace-users/{id}: the users of one workspace with their role; add, change role, remove. */
export default function WorkspaceUsersPage() {
  const { id = '' } = useParams<{ id: string }>();
  const list = useListPageStyles();
  const styles = useAdminStyles();
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
  const name = data?.workspace.name ?? 'Workspace';

  async function changeRole(link: WorkspaceUserLink, roleId: string) {
    try {
      await adminApi.setWorkspaceRole(id, link.userId, roleId);
      const roleName = roles.find((r) => r.id === roleId)?.name ?? roleId;
      notify.success(`${link.user.name} is now ${roleName} in '${name}'`);
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
    const ok = await confirm({
      title: 'Remove user from workspace',
      description: `Remove ${link.user.name} (${link.user.email}) from '${name}'?${self ? ' You will lose access to this workspace.' : ''} The account stays in the organization.`,
      confirmButtonName: 'Remove',
      customBtnId: 'confirm-unlink-user',
    });
    if (!ok) return;
    try {
      await adminApi.unlinkUsers(id, [link.userId]);
      notify.success(`${link.user.name} removed from '${name}'`);
      void reload();
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  const links = data?.links ?? [];
  return (
    <>
      <AdminListPage
        title={data ? `Workspace users: ${name}` : 'Workspace users'}
        noun="the workspace's users"
        loaded={data !== null}
        error={error}
        onRetry={reload}
        empty={links.length === 0}
        emptyIcon={People24Regular}
        emptyText="Nobody is in this workspace yet. Organization admins can still open it."
        above={
          <Link href="/workspaces" className={styles.link}>
            <ArrowLeft20Regular aria-hidden style={{ verticalAlign: 'middle' }} /> All workspaces
          </Link>
        }
        actions={
          data && (
            <Available permission={CHANGE}>
              <Button appearance="primary" icon={<PersonAdd20Regular />} onClick={() => setAdding(true)}>
                Add users
              </Button>
            </Available>
          )
        }
      >
        <Table aria-label={`Users of ${name}`}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell>Email</TableHeaderCell>
              <TableHeaderCell style={{ width: 200 }}>Role</TableHeaderCell>
              <TableHeaderCell style={{ width: 110 }}>Status</TableHeaderCell>
              <TableHeaderCell style={{ width: 190 }}>Last login</TableHeaderCell>
              <TableHeaderCell style={{ width: 60 }} aria-label="Actions" />
            </TableRow>
          </TableHeader>
          <TableBody>
            {links.map((l) => (
              <TableRow key={l.userId}>
                <TableCell>
                  <Text weight="semibold">{l.user.name}</Text>{' '}
                  {l.userId === access.user?.id && (
                    <Badge appearance="outline" size="small">
                      You
                    </Badge>
                  )}
                </TableCell>
                <TableCell className={styles.wrapAnywhere}>{l.user.email}</TableCell>
                <TableCell>
                  {access.can(CHANGE) ? (
                    <RoleDropdown
                      roles={roles}
                      value={l.roleId}
                      onChange={(roleId) => changeRole(l, roleId)}
                      aria-label={`Role of ${l.user.name}`}
                    />
                  ) : (
                    l.role.name
                  )}
                </TableCell>
                <TableCell>
                  <StatusBadge status={l.user.status} />
                </TableCell>
                <TableCell>
                  {l.lastLogin ? (
                    new Date(l.lastLogin).toLocaleString()
                  ) : (
                    <Text className={list.muted}>Never</Text>
                  )}
                </TableCell>
                <TableCell>
                  <div className={list.actions}>
                    <Available permission={UNLINK}>
                      <Button
                        appearance="subtle"
                        icon={<Delete20Regular />}
                        aria-label={`Remove ${l.user.name} from ${name}`}
                        title="Remove from workspace"
                        onClick={() => remove(l)}
                      />
                    </Available>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AdminListPage>
      {data && (
        <AddWorkspaceUsersDialog
          open={adding}
          workspace={data.workspace}
          organizationId={organizationId}
          memberIds={links.map((l) => l.userId)}
          roles={roles}
          onClose={() => setAdding(false)}
          onAdded={(count) => {
            notify.success(`${count} user(s) added to '${name}'`);
            setAdding(false);
            void reload();
          }}
        />
      )}
    </>
  );
}
