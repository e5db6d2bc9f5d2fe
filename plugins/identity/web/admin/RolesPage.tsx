import { Badge, Button, SearchBox, Text } from '@fluentui/react-components';
import {
  Add20Regular,
  Delete20Regular,
  Edit20Regular,
  Eye20Regular,
  PersonKey24Regular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { DataTable } from '../../../../host/web/components/DataTable.tsx';
import { ListPageFrame } from '../../../../host/web/components/ListPageFrame.tsx';
import { useListPageStyles } from '../../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../../host/web/components/useLoaded.ts';
import { useSearchFilter } from '../../../../host/web/components/useSearchFilter.ts';
import { confirmAndRun } from '../../../../host/web/stores/confirmAndRun.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import type { Role } from '../../common/identityTypes.ts';
import { ALL_PERMISSIONS } from '../../common/permissionCatalogue.ts';
import { adminApi } from './adminApi.ts';
import { RoleDialog } from './RoleDialog.tsx';
import { useAdminStyles } from './useAdminStyles.ts';

const roleText = (r: Role) => `${r.name} ${r.description ?? ''}`;

/** /roles: built-in and custom roles; create, edit (grouped permission checkboxes), delete. */
export default function RolesPage() {
  const list = useListPageStyles();
  const styles = useAdminStyles();
  const t = useT();
  const [editing, setEditing] = useState<Role | null | undefined>(undefined);
  const { data, error, reload } = useLoaded(() => adminApi.roles());
  const { search, setSearch, shown } = useSearchFilter(data, roleText);

  async function remove(role: Role) {
    const deleted = await confirmAndRun({
      title: t('Delete role'),
      description: t("Delete the role '{{name}}'? A role still assigned to users cannot be deleted.", {
        name: role.name,
      }),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-role',
      run: () => adminApi.deleteRole(role.id),
      done: t("Role '{{name}}' deleted", { name: role.name }),
    });
    if (deleted) void reload();
  }

  return (
    <>
      <ListPageFrame
        title={t('Roles')}
        noun={t('roles')}
        loaded={data !== null}
        error={error}
        onRetry={reload}
        empty={data?.length === 0}
        emptyIcon={PersonKey24Regular}
        emptyText={t('No roles yet.')}
        actions={
          <>
            <SearchBox
              placeholder={t('Search roles')}
              aria-label={t('Search roles')}
              value={search}
              onChange={(_, d) => setSearch(d.value)}
            />
            <Button appearance="primary" icon={<Add20Regular />} onClick={() => setEditing(null)}>
              {t('Add role')}
            </Button>
          </>
        }
      >
        {shown.length === 0 ? (
          <Text className={list.muted}>{t("No role matches '{{search}}'.", { search })}</Text>
        ) : (
          <DataTable
            aria-label={t('Roles')}
            items={shown}
            itemKey={(r) => r.id}
            itemName={(r) => r.name}
            actionsWidth={100}
            columns={[
              {
                header: t('Name'),
                render: (r) => (
                  <>
                    <button type="button" className={styles.linkButton} onClick={() => setEditing(r)}>
                      {r.name}
                    </button>{' '}
                    {r.builtIn && (
                      <Badge appearance="tint" color="informative" size="small">
                        {t('Built in')}
                      </Badge>
                    )}
                  </>
                ),
              },
              {
                header: t('Description'),
                render: (r) => <Text className={list.muted}>{r.description || '—'}</Text>,
              },
              {
                header: t('Permissions'),
                width: 140,
                render: (r) =>
                  t('{{count}} of {{total}}', { count: r.permissions.length, total: ALL_PERMISSIONS.length }),
              },
              {
                header: t('Last updated'),
                width: 190,
                render: (r) => new Date(r.updatedDate).toLocaleString(),
              },
            ]}
            actions={[
              {
                label: t('View', { context: 'open' }),
                icon: <Eye20Regular />,
                when: (r) => r.builtIn,
                onClick: (x) => setEditing(x),
              },
              {
                label: t('Edit'),
                icon: <Edit20Regular />,
                when: (r) => !r.builtIn,
                onClick: (x) => setEditing(x),
              },
              {
                label: t('Delete'),
                icon: <Delete20Regular />,
                when: (r) => !r.builtIn,
                onClick: (r) => void remove(r),
              },
            ]}
          />
        )}
      </ListPageFrame>
      <RoleDialog
        open={editing !== undefined}
        role={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(r) => {
          notify.success(
            editing
              ? t("Role '{{name}}' saved", { name: r.name })
              : t("Role '{{name}}' created", { name: r.name }),
          );
          setEditing(undefined);
          void reload();
        }}
      />
    </>
  );
}
