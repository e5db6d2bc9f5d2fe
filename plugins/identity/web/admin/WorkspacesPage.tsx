import { Badge, Button, SearchBox, Text } from '@fluentui/react-components';
import {
  Add20Regular,
  Briefcase24Regular,
  Delete20Regular,
  Edit20Regular,
  People20Regular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Available } from '../../../../host/web/access/Available.tsx';
import { DataTable } from '../../../../host/web/components/DataTable.tsx';
import { ListPageFrame } from '../../../../host/web/components/ListPageFrame.tsx';
import { useListPageStyles } from '../../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../../host/web/components/useLoaded.ts';
import { useSearchFilter } from '../../../../host/web/components/useSearchFilter.ts';
import { useAccess } from '../../../../host/web/access/useAccess.ts';
import { authActions } from '../../../../host/web/stores/auth.ts';
import { confirmAndRun } from '../../../../host/web/stores/confirmAndRun.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import { mayActOnWorkspace } from '../../common/grantableRoles.ts';
import type { Workspace } from '../../common/identityTypes.ts';
import { adminApi } from './adminApi.ts';
import { useAdminStyles } from './useAdminStyles.ts';
import { useOrganizationId } from './useOrganizationId.ts';
import { WorkspaceDialog } from './WorkspaceDialog.tsx';

const workspaceText = (w: Workspace) => `${w.name} ${w.description ?? ''}`;

/** /workspaces: the organisation's workspaces; create, rename, delete, and their users. */
export default function WorkspacesPage() {
  const list = useListPageStyles();
  const styles = useAdminStyles();
  const t = useT();
  const [, navigate] = useLocation();
  const organizationId = useOrganizationId();
  const access = useAccess();
  const [editing, setEditing] = useState<Workspace | null | undefined>(undefined);
  const { data, error, reload } = useLoaded(() => adminApi.workspaces(organizationId));
  const { search, setSearch, shown } = useSearchFilter(data, workspaceText);

  async function remove(w: Workspace) {
    const deleted = await confirmAndRun({
      title: t('Delete workspace'),
      description: t(
        "Delete the workspace '{{name}}'? Its flows, tools, variables and other resources are deleted with it, and its {{count}} user(s) lose access to it.",
        { name: w.name, count: w.userCount ?? 0 },
      ),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-workspace',
      run: () => adminApi.deleteWorkspace(w.id),
      done: t("Workspace '{{name}}' deleted", { name: w.name }),
    });
    if (deleted) void reload();
  }

  return (
    <>
      <ListPageFrame
        title={t('Workspaces')}
        noun={t('workspaces')}
        loaded={data !== null}
        error={error}
        onRetry={reload}
        empty={data?.length === 0}
        emptyIcon={Briefcase24Regular}
        emptyText={t('No workspaces yet.')}
        actions={
          <>
            <SearchBox
              placeholder={t('Search workspaces')}
              aria-label={t('Search workspaces')}
              value={search}
              onChange={(_, d) => setSearch(d.value)}
            />
            <Available permission="workspace:create">
              <Button appearance="primary" icon={<Add20Regular />} onClick={() => setEditing(null)}>
                {t('Add workspace')}
              </Button>
            </Available>
          </>
        }
      >
        {shown.length === 0 ? (
          <Text className={list.muted}>{t("No workspace matches '{{search}}'.", { search })}</Text>
        ) : (
          <DataTable
            aria-label={t('Workspaces')}
            items={shown}
            itemKey={(w) => w.id}
            itemName={(w) => w.name}
            actionsWidth={140}
            columns={[
              {
                header: t('Name'),
                render: (w) => (
                  <>
                    <Link href={`/workspace-users/${w.id}`} className={styles.link}>
                      {w.name}
                    </Link>{' '}
                    {w.isDefault && (
                      <Badge appearance="tint" color="informative" size="small">
                        {t('Default')}
                      </Badge>
                    )}
                  </>
                ),
              },
              {
                header: t('Description'),
                render: (w) => <Text className={list.muted}>{w.description || '—'}</Text>,
              },
              { header: t('Users'), width: 90, render: (w) => w.userCount ?? 0 },
              {
                header: t('Last updated'),
                width: 190,
                render: (w) => new Date(w.updatedDate).toLocaleString(),
              },
            ]}
            actions={[
              {
                label: t('Users'),
                icon: <People20Regular />,
                ariaLabel: (w) => t('Users of {{name}}', { name: w.name }),
                onClick: (w) => navigate(`/workspace-users/${w.id}`),
              },
              {
                label: t('Rename'),
                icon: <Edit20Regular />,
                permission: 'workspace:update',
                when: (w) => mayActOnWorkspace(access, w.id),
                onClick: (x) => setEditing(x),
              },
              {
                label: t('Delete'),
                icon: <Delete20Regular />,
                permission: 'workspace:delete',
                when: (w) => !w.isDefault && mayActOnWorkspace(access, w.id),
                onClick: (w) => void remove(w),
              },
            ]}
          />
        )}
      </ListPageFrame>
      <WorkspaceDialog
        open={editing !== undefined}
        workspace={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(w) => {
          notify.success(
            editing
              ? t("Workspace renamed to '{{name}}'", { name: w.name })
              : t("Workspace '{{name}}' created", { name: w.name }),
          );
          // Section 4: a rename updates the matching assigned workspace in the auth state.
          if (editing) authActions.renameWorkspace(w.id, w.name);
          setEditing(undefined);
          void reload();
        }}
      />
    </>
  );
}
