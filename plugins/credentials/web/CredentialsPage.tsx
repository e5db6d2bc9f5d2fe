import { Badge, TableCellLayout, Text } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, LockClosed24Regular, Share20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import type { CredentialDefinition } from '../../../host/common/plugin/types.ts';
import { ResourceListPage } from '../../../host/web/components/ResourceListPage.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { useServerList } from '../../../host/web/components/useServerList.ts';
import { errorMessage, HttpError } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { CredentialInUseBody, CredentialSummary, CredentialUsage } from '../common/credentialApi.ts';
import { CredentialDialog } from './CredentialDialog.tsx';
import { CredentialInUseDialog } from './CredentialInUseDialog.tsx';
import { CredentialTypeIcon } from './CredentialTypeIcon.tsx';
import { credentialsApi } from './credentialsApi.ts';
import './credentialsMessages.ts';
import { ShareCredentialDialog } from './ShareCredentialDialog.tsx';
import { TypePickerDialog } from './TypePickerDialog.tsx';

const own = (c: CredentialSummary) => !c.shared;

/**
 * /credentials: the workspace's credentials, and (enterprise) those other workspaces shared with
 * it, marked Shared and read-only. Values stay on the server.
 */
export default function CredentialsPage() {
  const list = useListPageStyles();
  const t = useT();
  const credentials = useServerList<CredentialSummary>(credentialsApi.page);
  const loadedTypes = useLoaded(() => credentialsApi.types());
  const types = loadedTypes.data;
  // The rows show their type's icon and label: both are there before the table.
  const items = types && credentials.items;
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<{
    type: CredentialDefinition;
    credential: CredentialSummary | null;
  } | null>(null);
  const [sharing, setSharing] = useState<CredentialSummary | null>(null);
  const [refusal, setRefusal] = useState<{ credential: CredentialSummary; flows: CredentialUsage[] } | null>(
    null,
  );

  const typeOf = useMemo(() => new Map((types ?? []).map((type) => [type.name, type])), [types]);

  async function remove(credential: CredentialSummary, force = false) {
    try {
      await credentialsApi.remove(credential.id, force);
      notify.success(t("Credential '{{name}}' deleted", { name: credential.name }));
      credentials.reload();
    } catch (error) {
      const body = error instanceof HttpError ? (error.data as CredentialInUseBody | undefined) : undefined;
      if (error instanceof HttpError && error.status === 409 && Array.isArray(body?.flows)) {
        setRefusal({ credential, flows: body.flows });
      } else {
        notify.error(errorMessage(error));
      }
    }
  }

  async function askRemove(credential: CredentialSummary) {
    const ok = await confirm({
      title: t('Delete credential'),
      description: t("Delete the credential '{{name}}'? This cannot be undone.", { name: credential.name }),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-credential',
    });
    if (ok) await remove(credential);
  }

  function edit(credential: CredentialSummary) {
    const type = typeOf.get(credential.credentialName);
    if (!type) {
      notify.error(
        t("The credential type '{{type}}' is not available (its plugin is not loaded)", {
          type: credential.credentialName,
        }),
      );
      return;
    }
    setEditing({ type, credential });
  }

  function saved(credential: CredentialSummary) {
    notify.success(
      editing?.credential
        ? t("Credential '{{name}}' saved", { name: credential.name })
        : t("Credential '{{name}}' added", { name: credential.name }),
    );
    setEditing(null);
    credentials.reload();
  }

  return (
    <ResourceListPage<CredentialSummary>
      title={t('Credentials')}
      noun={[t('credential'), t('credentials')]}
      items={items}
      error={credentials.error ?? loadedTypes.error}
      onRetry={() => {
        credentials.reload();
        if (loadedTypes.error) void loadedTypes.reload();
      }}
      server={credentials}
      itemKey={(c) => c.id}
      itemName={(c) => c.name}
      searchPlaceholder={t('Search name or type')}
      add={{ label: t('Add credential'), permission: 'credentials:create', onClick: () => setPicking(true) }}
      empty={{
        icon: <LockClosed24Regular />,
        text: t(
          'No credentials yet. Add API keys and passwords here; flows refer to them without ever showing them.',
        ),
      }}
      columns={[
        {
          header: t('Name'),
          render: (c) => (
            <TableCellLayout media={<CredentialTypeIcon icon={typeOf.get(c.credentialName)?.icon} />}>
              <Text weight="semibold">{c.name}</Text>{' '}
              {c.shared && (
                <Badge
                  appearance="tint"
                  color="informative"
                  title={t('Shared by another workspace: read-only')}
                >
                  {t('Shared')}
                </Badge>
              )}
            </TableCellLayout>
          ),
        },
        {
          header: t('Type'),
          render: (c) => (
            <TableCellLayout className={list.muted}>
              {typeOf.get(c.credentialName)?.label ?? c.credentialName}
            </TableCellLayout>
          ),
        },
        { header: t('Updated'), width: 180, render: (c) => new Date(c.updatedDate).toLocaleString() },
        { header: t('Created'), width: 180, render: (c) => new Date(c.createdDate).toLocaleString() },
      ]}
      actions={[
        {
          label: t('Edit'),
          icon: <Edit20Regular />,
          permission: 'credentials:update',
          when: own,
          onClick: edit,
        },
        {
          label: t('Share'),
          icon: <Share20Regular />,
          permission: 'credentials:share',
          feature: 'feat:workspaces',
          when: own,
          onClick: setSharing,
        },
        {
          label: t('Delete'),
          icon: <Delete20Regular />,
          permission: 'credentials:delete',
          when: own,
          onClick: askRemove,
        },
      ]}
    >
      <TypePickerDialog
        open={picking}
        types={types}
        onClose={() => setPicking(false)}
        onPick={(type) => {
          setPicking(false);
          setEditing({ type, credential: null });
        }}
      />
      <CredentialDialog
        type={editing?.type ?? null}
        credential={editing?.credential ?? null}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
      <ShareCredentialDialog
        credential={sharing}
        onClose={() => setSharing(null)}
        onShared={(names) => {
          notify.success(
            names.length
              ? t("Credential '{{name}}' shared with {{workspaces}}", {
                  name: sharing?.name,
                  workspaces: names.join(', '),
                })
              : t("Credential '{{name}}' is no longer shared", { name: sharing?.name }),
          );
          setSharing(null);
        }}
      />
      <CredentialInUseDialog
        refusal={refusal && { name: refusal.credential.name, flows: refusal.flows }}
        onCancel={() => setRefusal(null)}
        onForce={() => {
          const r = refusal;
          setRefusal(null);
          if (r) void remove(r.credential, true);
        }}
      />
    </ResourceListPage>
  );
}
