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
  Text,
} from '@fluentui/react-components';
import {
  Add20Regular,
  Delete20Regular,
  Edit20Regular,
  Eye20Regular,
  PersonKey24Regular,
} from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useListPageStyles } from '../../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../../host/web/http/http.ts';
import { confirm } from '../../../../host/web/stores/confirm.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import type { Role } from '../../common/identityTypes.ts';
import { ALL_PERMISSIONS } from '../../common/permissionCatalogue.ts';
import { AdminListPage } from './AdminListPage.tsx';
import { adminApi } from './adminApi.ts';
import { RoleDialog } from './RoleDialog.tsx';
import { useAdminStyles } from './useAdminStyles.ts';

/** /roles: built-in and custom roles; create, edit (grouped permission checkboxes), delete. */
export default function RolesPage() {
  const list = useListPageStyles();
  const styles = useAdminStyles();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Role | null | undefined>(undefined);
  const { data, error, reload } = useLoaded(() => adminApi.roles());

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (data ?? []).filter((r) => !q || `${r.name} ${r.description ?? ''}`.toLowerCase().includes(q));
  }, [data, search]);

  async function remove(role: Role) {
    const ok = await confirm({
      title: 'Delete role',
      description: `Delete the role '${role.name}'? A role still assigned to users cannot be deleted.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-role',
    });
    if (!ok) return;
    try {
      await adminApi.deleteRole(role.id);
      notify.success(`Role '${role.name}' deleted`);
      void reload();
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  return (
    <>
      <AdminListPage
        title="Roles"
        noun="roles"
        loaded={data !== null}
        error={error}
        onRetry={reload}
        empty={data?.length === 0}
        emptyIcon={PersonKey24Regular}
        emptyText="No roles yet."
        actions={
          <>
            <SearchBox
              placeholder="Search roles"
              aria-label="Search roles"
              value={search}
              onChange={(_, d) => setSearch(d.value)}
            />
            <Button appearance="primary" icon={<Add20Regular />} onClick={() => setEditing(null)}>
              Add role
            </Button>
          </>
        }
      >
        {shown.length === 0 ? (
          <Text className={list.muted}>No role matches '{search}'.</Text>
        ) : (
          <Table aria-label="Roles">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Description</TableHeaderCell>
                <TableHeaderCell style={{ width: 140 }}>Permissions</TableHeaderCell>
                <TableHeaderCell style={{ width: 190 }}>Last updated</TableHeaderCell>
                <TableHeaderCell style={{ width: 100 }} aria-label="Actions" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    <button type="button" className={styles.linkButton} onClick={() => setEditing(r)}>
                      {r.name}
                    </button>{' '}
                    {r.builtIn && (
                      <Badge appearance="tint" color="informative" size="small">
                        Built in
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell>
                    <Text className={list.muted}>{r.description || '—'}</Text>
                  </TableCell>
                  <TableCell>
                    {r.permissions.length} of {ALL_PERMISSIONS.length}
                  </TableCell>
                  <TableCell>{new Date(r.updatedDate).toLocaleString()}</TableCell>
                  <TableCell>
                    <div className={list.actions}>
                      <Button
                        appearance="subtle"
                        icon={r.builtIn ? <Eye20Regular /> : <Edit20Regular />}
                        aria-label={`${r.builtIn ? 'View' : 'Edit'} ${r.name}`}
                        title={r.builtIn ? 'View' : 'Edit'}
                        onClick={() => setEditing(r)}
                      />
                      {!r.builtIn && (
                        <Button
                          appearance="subtle"
                          icon={<Delete20Regular />}
                          aria-label={`Delete ${r.name}`}
                          title="Delete"
                          onClick={() => remove(r)}
                        />
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </AdminListPage>
      <RoleDialog
        open={editing !== undefined}
        role={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(r) => {
          notify.success(editing ? `Role '${r.name}' saved` : `Role '${r.name}' created`);
          setEditing(undefined);
          void reload();
        }}
      />
    </>
  );
}
