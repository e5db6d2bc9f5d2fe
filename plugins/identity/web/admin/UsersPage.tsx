import {
  Badge,
  Button,
  SearchBox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tag,
  TagGroup,
  Text,
} from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, People24Regular, PersonAdd20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useAccess } from '../../../../host/web/access/useAccess.ts';
import { useListPageStyles } from '../../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../../host/web/http/http.ts';
import { confirm } from '../../../../host/web/stores/confirm.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { type AdminUserRow, adminUserRows } from '../../common/adminUserRows.ts';
import { AdminListPage } from './AdminListPage.tsx';
import { adminApi } from './adminApi.ts';
import { EditUserDialog } from './EditUserDialog.tsx';
import { InviteUserDialog } from './InviteUserDialog.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useOrganizationId } from './useOrganizationId.ts';
import { useAdminStyles } from './useAdminStyles.ts';
import { useRoleOptions } from './useRoleOptions.ts';

/** /users: the organisation's users; invite, change role and workspaces, remove. */
export default function UsersPage() {
  const list = useListPageStyles();
  const styles = useAdminStyles();
  const access = useAccess();
  const organizationId = useOrganizationId();
  const roles = useRoleOptions();
  const [search, setSearch] = useState('');
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const { data, error, reload } = useLoaded(() =>
    Promise.all([adminApi.users(organizationId), adminApi.orgLinks(organizationId)]),
  );
  const rows = useMemo(() => (data ? adminUserRows(data[0], data[1], roles) : null), [data, roles]);

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (rows ?? []).filter((u) => !q || `${u.name} ${u.email}`.toLowerCase().includes(q));
  }, [rows, search]);

  async function remove(u: AdminUserRow) {
    const self = u.userId === access.user?.id;
    const ok = await confirm({
      title: 'Remove user',
      description: self
        ? `Remove yourself (${u.email}) from the organization? You will be signed out.`
        : `Remove ${u.name} (${u.email}) from the organization? They lose access to all ${u.workspaces.length} workspace(s) and are signed out.`,
      confirmButtonName: 'Remove',
      customBtnId: 'confirm-remove-user',
    });
    if (!ok) return;
    try {
      await adminApi.removeUser(organizationId, u.userId);
      notify.success(`${u.email} removed from the organization`);
      void reload();
    } catch (err) {
      // e.g. 409 'The organization needs at least one administrator'.
      notify.error(errorMessage(err));
    }
  }

  return (
    <>
      <AdminListPage
        title="Users"
        noun="users"
        loaded={rows !== null}
        error={error}
        onRetry={reload}
        empty={rows?.length === 0}
        emptyIcon={People24Regular}
        emptyText="No users yet. Invite someone to work with you."
        actions={
          <>
            <SearchBox
              placeholder="Search name or email"
              aria-label="Search users"
              value={search}
              onChange={(_, d) => setSearch(d.value)}
            />
            <Button appearance="primary" icon={<PersonAdd20Regular />} onClick={() => setInviting(true)}>
              Invite user
            </Button>
          </>
        }
      >
        {shown.length === 0 ? (
          <Text className={list.muted}>No user matches '{search}'.</Text>
        ) : (
          <Table aria-label="Users">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Email</TableHeaderCell>
                <TableHeaderCell style={{ width: 130 }}>Role</TableHeaderCell>
                <TableHeaderCell style={{ width: 110 }}>Status</TableHeaderCell>
                <TableHeaderCell>Workspaces</TableHeaderCell>
                <TableHeaderCell style={{ width: 180 }}>Last login</TableHeaderCell>
                <TableHeaderCell style={{ width: 100 }} aria-label="Actions" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((u) => (
                <TableRow key={u.userId}>
                  <TableCell>
                    <Text weight="semibold" className={styles.wrapAnywhere}>
                      {u.name}
                    </Text>{' '}
                    {u.userId === access.user?.id && (
                      <Badge appearance="outline" size="small">
                        You
                      </Badge>
                    )}{' '}
                    {u.isOrganizationAdmin && (
                      <Badge appearance="tint" color="brand" size="small">
                        Admin
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell className={styles.wrapAnywhere}>{u.email}</TableCell>
                  <TableCell>{u.roleName}</TableCell>
                  <TableCell>
                    <StatusBadge status={u.status} />
                  </TableCell>
                  <TableCell>
                    {u.workspaces.length === 0 ? (
                      <Text className={list.muted}>None</Text>
                    ) : (
                      <TagGroup
                        aria-label={`Workspaces of ${u.name}`}
                        size="extra-small"
                        className={styles.tags}
                      >
                        {u.workspaces.map((w) => (
                          <Tag key={w.id} appearance="brand" title={`${w.name}: ${w.roleName}`}>
                            {w.name}
                          </Tag>
                        ))}
                      </TagGroup>
                    )}
                  </TableCell>
                  <TableCell>
                    {u.lastLogin ? (
                      new Date(u.lastLogin).toLocaleString()
                    ) : (
                      <Text className={list.muted}>Never</Text>
                    )}
                  </TableCell>
                  <TableCell>
                    <div className={list.actions}>
                      <Button
                        appearance="subtle"
                        icon={<Edit20Regular />}
                        aria-label={`Edit ${u.email}`}
                        title="Change role and workspaces"
                        onClick={() => setEditing(u)}
                      />
                      <Button
                        appearance="subtle"
                        icon={<Delete20Regular />}
                        aria-label={`Remove ${u.email}`}
                        title="Remove from the organization"
                        onClick={() => remove(u)}
                      />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </AdminListPage>
      <InviteUserDialog
        open={inviting}
        organizationId={organizationId}
        roles={roles}
        onClose={() => setInviting(false)}
        onInvited={(email) => {
          notify.success(`Invitation sent to ${email}`);
          setInviting(false);
          void reload();
        }}
      />
      <EditUserDialog
        user={editing}
        organizationId={organizationId}
        roles={roles}
        onClose={() => setEditing(null)}
        onSaved={(u) => {
          notify.success(`${u.email} updated`);
          setEditing(null);
          void reload();
        }}
      />
    </>
  );
}
