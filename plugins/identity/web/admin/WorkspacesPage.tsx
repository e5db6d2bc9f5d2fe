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
  Briefcase24Regular,
  Delete20Regular,
  Edit20Regular,
  People20Regular,
} from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Available } from '../../../../host/web/access/Available.tsx';
import { useListPageStyles } from '../../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../../host/web/http/http.ts';
import { authActions } from '../../../../host/web/stores/auth.ts';
import { confirm } from '../../../../host/web/stores/confirm.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import type { Workspace } from '../../common/identityTypes.ts';
import { AdminListPage } from './AdminListPage.tsx';
import { adminApi } from './adminApi.ts';
import { useAdminStyles } from './useAdminStyles.ts';
import { useOrganizationId } from './useOrganizationId.ts';
import { WorkspaceDialog } from './WorkspaceDialog.tsx';

/** /workspaces: the organisation's workspaces; create, rename, delete, and their users. */
export default function WorkspacesPage() {
  const list = useListPageStyles();
  const styles = useAdminStyles();
  const [, navigate] = useLocation();
  const organizationId = useOrganizationId();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Workspace | null | undefined>(undefined);
  const { data, error, reload } = useLoaded(() => adminApi.workspaces(organizationId));

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (data ?? []).filter((w) => !q || `${w.name} ${w.description ?? ''}`.toLowerCase().includes(q));
  }, [data, search]);

  async function remove(w: Workspace) {
    const ok = await confirm({
      title: 'Delete workspace',
      description: `Delete the workspace '${w.name}'? Its flows, tools, variables and other resources are deleted with it, and its ${w.userCount ?? 0} user(s) lose access to it.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-workspace',
    });
    if (!ok) return;
    try {
      await adminApi.deleteWorkspace(w.id);
      notify.success(`Workspace '${w.name}' deleted`);
      void reload();
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  return (
    <>
      <AdminListPage
        title="Workspaces"
        noun="workspaces"
        loaded={data !== null}
        error={error}
        onRetry={reload}
        empty={data?.length === 0}
        emptyIcon={Briefcase24Regular}
        emptyText="No workspaces yet."
        actions={
          <>
            <SearchBox
              placeholder="Search workspaces"
              aria-label="Search workspaces"
              value={search}
              onChange={(_, d) => setSearch(d.value)}
            />
            <Available permission="workspace:create">
              <Button appearance="primary" icon={<Add20Regular />} onClick={() => setEditing(null)}>
                Add workspace
              </Button>
            </Available>
          </>
        }
      >
        {shown.length === 0 ? (
          <Text className={list.muted}>No workspace matches '{search}'.</Text>
        ) : (
          <Table aria-label="Workspaces">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Description</TableHeaderCell>
                <TableHeaderCell style={{ width: 90 }}>Users</TableHeaderCell>
                <TableHeaderCell style={{ width: 190 }}>Last updated</TableHeaderCell>
                <TableHeaderCell style={{ width: 140 }} aria-label="Actions" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((w) => (
                <TableRow key={w.id}>
                  <TableCell>
                    <Link href={`/workspace-users/${w.id}`} className={styles.link}>
                      {w.name}
                    </Link>{' '}
                    {w.isDefault && (
                      <Badge appearance="tint" color="informative" size="small">
                        Default
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell>
                    <Text className={list.muted}>{w.description || '—'}</Text>
                  </TableCell>
                  <TableCell>{w.userCount ?? 0}</TableCell>
                  <TableCell>{new Date(w.updatedDate).toLocaleString()}</TableCell>
                  <TableCell>
                    <div className={list.actions}>
                      <Button
                        appearance="subtle"
                        icon={<People20Regular />}
                        aria-label={`Users of ${w.name}`}
                        title="Users"
                        onClick={() => navigate(`/workspace-users/${w.id}`)}
                      />
                      <Available permission="workspace:update">
                        <Button
                          appearance="subtle"
                          icon={<Edit20Regular />}
                          aria-label={`Rename ${w.name}`}
                          title="Rename"
                          onClick={() => setEditing(w)}
                        />
                      </Available>
                      {!w.isDefault && (
                        <Available permission="workspace:delete">
                          <Button
                            appearance="subtle"
                            icon={<Delete20Regular />}
                            aria-label={`Delete ${w.name}`}
                            title="Delete"
                            onClick={() => remove(w)}
                          />
                        </Available>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </AdminListPage>
      <WorkspaceDialog
        open={editing !== undefined}
        workspace={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(w) => {
          notify.success(editing ? `Workspace renamed to '${w.name}'` : `Workspace '${w.name}' created`);
          // Section 4: a rename updates the matching assigned workspace in the auth state.
          if (editing) authActions.renameWorkspace(w.id, w.name);
          setEditing(undefined);
          void reload();
        }}
      />
    </>
  );
}
