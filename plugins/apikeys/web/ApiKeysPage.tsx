import { makeStyles, Tag, TagGroup, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, Key24Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ResourceListPage } from '../../../host/web/components/ResourceListPage.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useServerList } from '../../../host/web/components/useServerList.ts';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { flowTypeLabel } from '../../flows/public.ts';
import type { FlowType } from '../../flows/public.ts';
import type { ApiKey } from '../common/apiKeyTypes.ts';
import { permissionSummary } from '../common/permissionGroups.ts';
import { apiKeysApi } from './apiKeysApi.ts';
import './apiKeysMessages.ts';
import { CreateApiKeyDialog } from './CreateApiKeyDialog.tsx';
import { EditApiKeyDialog } from './EditApiKeyDialog.tsx';

const useStyles = makeStyles({
  masked: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

function deleteDescription(t: TFunction, key: ApiKey): string {
  if (key.flows.length === 0)
    return t("Delete the API key '{{name}}'? Calls using it will be refused.", { name: key.keyName });
  return t(
    "Delete the API key '{{name}}'? {{count}} flow(s) are bound to it and will lose their key ({{flows}}): their prediction endpoints become public until another key is bound.",
    { name: key.keyName, count: key.flows.length, flows: key.flows.map((f) => f.name).join(', ') },
  );
}

/** /apikey: the workspace's API keys, masked, with their permissions and bound flows; create, edit, delete. */
export default function ApiKeysPage() {
  const styles = useStyles();
  const list = useListPageStyles();
  const t = useT();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ApiKey | null>(null);
  // A page of the workspace's keys at a time, searched on the server (key and bound flow names).
  const keys = useServerList<ApiKey>(apiKeysApi.page);

  async function remove(key: ApiKey) {
    const ok = await confirm({
      title: t('Delete API key'),
      description: deleteDescription(t, key),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-apikey',
    });
    if (!ok) return;
    try {
      const { unboundFlows } = await apiKeysApi.remove(key.id);
      notify.success(
        unboundFlows
          ? t('API key deleted; {{count}} flow(s) unbound', { count: unboundFlows })
          : t("API key '{{name}}' deleted", { name: key.keyName }),
      );
      keys.reload();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }

  return (
    <ResourceListPage<ApiKey>
      title={t('API Keys')}
      noun={[t('API key'), t('API keys')]}
      items={keys.items}
      error={keys.error}
      onRetry={keys.reload}
      server={keys}
      itemKey={(k) => k.id}
      itemName={(k) => k.keyName}
      searchPlaceholder={t('Search key or flow name')}
      add={{ label: t('Create key'), permission: 'apikeys:create', onClick: () => setCreating(true) }}
      empty={{
        icon: <Key24Regular />,
        text: t('No API keys yet. A key lets applications call your flows and this API.'),
      }}
      columns={[
        { header: t('Key name'), render: (k) => <Text weight="semibold">{k.keyName}</Text> },
        { header: t('API key'), render: (k) => <span className={styles.masked}>{k.maskedKey}</span> },
        {
          header: t('Permissions'),
          render: (k) => (
            <Text className={list.muted} title={k.permissions.join('\n')}>
              {permissionSummary(k.permissions, 3, t)}
            </Text>
          ),
        },
        {
          header: t('Bound flows'),
          render: (k) =>
            k.flows.length === 0 ? (
              <Text className={list.muted}>{t('None')}</Text>
            ) : (
              <TagGroup aria-label={t('Flows bound to {{name}}', { name: k.keyName })} size="extra-small">
                {k.flows.map((f) => (
                  <Tag key={f.id} appearance="brand" title={t(flowTypeLabel(f.type as FlowType))}>
                    {f.name}
                  </Tag>
                ))}
              </TagGroup>
            ),
        },
        { header: t('Created'), width: 180, render: (k) => new Date(k.createdDate).toLocaleString() },
      ]}
      actions={[
        { label: t('Edit'), icon: <Edit20Regular />, permission: 'apikeys:update', onClick: setEditing },
        { label: t('Delete'), icon: <Delete20Regular />, permission: 'apikeys:delete', onClick: remove },
      ]}
    >
      <CreateApiKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => keys.reload()}
      />
      <EditApiKeyDialog
        apiKey={editing}
        onClose={() => setEditing(null)}
        onSaved={(key) => {
          notify.success(t("API key '{{name}}' saved", { name: key.keyName }));
          setEditing(null);
          keys.reload();
        }}
      />
    </ResourceListPage>
  );
}
