import { makeStyles, Tag, TagGroup, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, Key24Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ResourceListPage } from '../../../host/web/components/ResourceListPage.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { flowTypeLabel } from '../../flows/public.ts';
import type { FlowType } from '../../flows/public.ts';
import type { ApiKey } from '../common/apiKeyTypes.ts';
import { permissionSummary } from '../common/permissionGroups.ts';
import { apiKeysApi } from './apiKeysApi.ts';
import { CreateApiKeyDialog } from './CreateApiKeyDialog.tsx';
import { EditApiKeyDialog } from './EditApiKeyDialog.tsx';

const useStyles = makeStyles({
  masked: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

function deleteDescription(key: ApiKey): string {
  if (key.flows.length === 0) return `Delete the API key '${key.keyName}'? Calls using it will be refused.`;
  const names = key.flows.map((f) => f.name).join(', ');
  return `Delete the API key '${key.keyName}'? ${key.flows.length} flow(s) are bound to it and will lose their key (${names}): their prediction endpoints become public until another key is bound.`;
}

/** /apikey: the workspace's API keys, masked, with their permissions and bound flows; create, edit, delete. */
export default function ApiKeysPage() {
  const styles = useStyles();
  const list = useListPageStyles();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ApiKey | null>(null);
  const { data: keys, setData: setKeys, error, reload } = useLoaded<ApiKey[]>(() => apiKeysApi.list());

  async function remove(key: ApiKey) {
    const ok = await confirm({
      title: 'Delete API key',
      description: deleteDescription(key),
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-apikey',
    });
    if (!ok) return;
    try {
      const { unboundFlows } = await apiKeysApi.remove(key.id);
      notify.success(
        unboundFlows
          ? `API key deleted; ${unboundFlows} flow(s) unbound`
          : `API key '${key.keyName}' deleted`,
      );
      setKeys((list) => list?.filter((k) => k.id !== key.id) ?? null);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }

  return (
    <ResourceListPage<ApiKey>
      title="API Keys"
      noun={['API key', 'API keys']}
      items={keys}
      error={error}
      onRetry={reload}
      itemKey={(k) => k.id}
      itemName={(k) => k.keyName}
      searchPlaceholder="Search key or flow name"
      searchText={(k) => [k.keyName, ...k.flows.map((f) => f.name)].join(' ')}
      add={{ label: 'Create key', permission: 'apikeys:create', onClick: () => setCreating(true) }}
      empty={{
        icon: <Key24Regular />,
        text: 'No API keys yet. A key lets applications call your flows and this API.',
      }}
      columns={[
        { header: 'Key name', render: (k) => <Text weight="semibold">{k.keyName}</Text> },
        { header: 'API key', render: (k) => <span className={styles.masked}>{k.maskedKey}</span> },
        {
          header: 'Permissions',
          render: (k) => (
            <Text className={list.muted} title={k.permissions.join('\n')}>
              {permissionSummary(k.permissions)}
            </Text>
          ),
        },
        {
          header: 'Bound flows',
          render: (k) =>
            k.flows.length === 0 ? (
              <Text className={list.muted}>None</Text>
            ) : (
              <TagGroup aria-label={`Flows bound to ${k.keyName}`} size="extra-small">
                {k.flows.map((f) => (
                  <Tag key={f.id} appearance="brand" title={flowTypeLabel(f.type as FlowType)}>
                    {f.name}
                  </Tag>
                ))}
              </TagGroup>
            ),
        },
        { header: 'Created', width: 180, render: (k) => new Date(k.createdDate).toLocaleString() },
      ]}
      actions={[
        { label: 'Edit', icon: <Edit20Regular />, permission: 'apikeys:update', onClick: setEditing },
        { label: 'Delete', icon: <Delete20Regular />, permission: 'apikeys:delete', onClick: remove },
      ]}
    >
      <CreateApiKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => void reload()}
      />
      <EditApiKeyDialog
        apiKey={editing}
        onClose={() => setEditing(null)}
        onSaved={(key) => {
          notify.success(`API key '${key.keyName}' saved`);
          setEditing(null);
          void reload();
        }}
      />
    </ResourceListPage>
  );
}
