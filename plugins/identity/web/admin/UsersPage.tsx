import { Badge, Button, SearchBox, Tag, TagGroup, Text } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, People24Regular, PersonAdd20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useAccess } from '../../../../host/web/access/useAccess.ts';
import { DataTable } from '../../../../host/web/components/DataTable.tsx';
import { ListPageFrame } from '../../../../host/web/components/ListPageFrame.tsx';
import { useListPageStyles } from '../../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../../host/web/components/useLoaded.ts';
import { useSearchFilter } from '../../../../host/web/components/useSearchFilter.ts';
import { confirmAndRun } from '../../../../host/web/stores/confirmAndRun.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import { type AdminUserRow, adminUserRows } from '../../common/adminUserRows.ts';
import { adminApi } from './adminApi.ts';
import { EditUserDialog } from './EditUserDialog.tsx';
import { InviteUserDialog } from './InviteUserDialog.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useOrganizationId } from './useOrganizationId.ts';
import { useAdminStyles } from './useAdminStyles.ts';
import { useRoleOptions } from './useRoleOptions.ts';

const userText = (u: AdminUserRow) => `${u.name} ${u.email}`;

/** /users: the organisation's users; invite, change role and workspaces, remove. */
export default function UsersPage() {
  const list = useListPageStyles();
  const styles = useAdminStyles();
  const t = useT();
  const access = useAccess();
  const organizationId = useOrganizationId();
  const roles = useRoleOptions();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const { data, error, reload } = useLoaded(() =>
    Promise.all([adminApi.users(organizationId), adminApi.orgLinks(organizationId)]),
  );
  const rows = useMemo(() => (data ? adminUserRows(data[0], data[1], roles) : null), [data, roles]);

  const { search, setSearch, shown } = useSearchFilter(rows, userText);

  async function remove(u: AdminUserRow) {
    const self = u.userId === access.user?.id;
    // A refusal (e.g. 409 'The organization needs at least one administrator') is the error note.
    const removed = await confirmAndRun({
      title: t('Remove user'),
      description: self
        ? t('Remove yourself ({{email}}) from the organization? You will be signed out.', { email: u.email })
        : t(
            'Remove {{name}} ({{email}}) from the organization? They lose access to all {{count}} workspace(s) and are signed out.',
            { name: u.name, email: u.email, count: u.workspaces.length },
          ),
      confirmButtonName: t('Remove'),
      customBtnId: 'confirm-remove-user',
      run: () => adminApi.removeUser(organizationId, u.userId),
      done: t('{{email}} removed from the organization', { email: u.email }),
    });
    if (removed) void reload();
  }

  return (
    <>
      <ListPageFrame
        title={t('Users')}
        noun={t('users')}
        loaded={rows !== null}
        error={error}
        onRetry={reload}
        empty={rows?.length === 0}
        emptyIcon={People24Regular}
        emptyText={t('No users yet. Invite someone to work with you.')}
        actions={
          <>
            <SearchBox
              placeholder={t('Search name or email')}
              aria-label={t('Search users')}
              value={search}
              onChange={(_, d) => setSearch(d.value)}
            />
            <Button appearance="primary" icon={<PersonAdd20Regular />} onClick={() => setInviting(true)}>
              {t('Invite user')}
            </Button>
          </>
        }
      >
        {shown.length === 0 ? (
          <Text className={list.muted}>{t("No user matches '{{search}}'.", { search })}</Text>
        ) : (
          <DataTable
            aria-label={t('Users')}
            items={shown}
            itemKey={(u) => u.userId}
            itemName={(u) => u.email}
            actionsWidth={100}
            columns={[
              {
                header: t('Name'),
                render: (u) => (
                  <>
                    <Text weight="semibold" className={styles.wrapAnywhere}>
                      {u.name}
                    </Text>{' '}
                    {u.userId === access.user?.id && (
                      <Badge appearance="outline" size="small">
                        {t('You')}
                      </Badge>
                    )}{' '}
                    {u.isOrganizationAdmin && (
                      <Badge appearance="tint" color="brand" size="small">
                        {t('Admin', { context: 'badge' })}
                      </Badge>
                    )}
                  </>
                ),
              },
              { header: t('Email'), render: (u) => <span className={styles.wrapAnywhere}>{u.email}</span> },
              { header: t('Role'), width: 130, render: (u) => u.roleName },
              { header: t('Status'), width: 110, render: (u) => <StatusBadge status={u.status} /> },
              {
                header: t('Workspaces'),
                render: (u) =>
                  u.workspaces.length === 0 ? (
                    <Text className={list.muted}>{t('None')}</Text>
                  ) : (
                    <TagGroup
                      aria-label={t('Workspaces of {{name}}', { name: u.name })}
                      size="extra-small"
                      className={styles.tags}
                    >
                      {u.workspaces.map((w) => (
                        <Tag
                          key={w.id}
                          appearance="brand"
                          title={`${w.name}: ${w.roleName}`}
                          className={styles.tag}
                          primaryText={{ className: styles.tagText }}
                        >
                          {w.name}
                        </Tag>
                      ))}
                    </TagGroup>
                  ),
              },
              {
                header: t('Last login'),
                width: 180,
                render: (u) =>
                  u.lastLogin ? (
                    new Date(u.lastLogin).toLocaleString()
                  ) : (
                    <Text className={list.muted}>{t('Never')}</Text>
                  ),
              },
            ]}
            actions={[
              {
                label: t('Edit'),
                title: t('Change role and workspaces'),
                icon: <Edit20Regular />,
                onClick: (u) => setEditing(u),
              },
              {
                label: t('Remove'),
                title: t('Remove from the organization'),
                icon: <Delete20Regular />,
                onClick: (u) => void remove(u),
              },
            ]}
          />
        )}
      </ListPageFrame>
      <InviteUserDialog
        open={inviting}
        organizationId={organizationId}
        roles={roles}
        onClose={() => setInviting(false)}
        onInvited={(email) => {
          notify.success(t('Invitation sent to {{email}}', { email }));
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
          notify.success(t('{{email}} updated', { email: u.email }));
          setEditing(null);
          void reload();
        }}
      />
    </>
  );
}
