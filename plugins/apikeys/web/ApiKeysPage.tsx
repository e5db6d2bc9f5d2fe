import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  SearchBox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tag,
  TagGroup,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular, Key24Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { Available } from '../../../host/web/access/Available.tsx';
import { errorMessage } from '../../../host/web/http/http.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import { flowTypeLabel } from '../../flows/common/flowTypeLabel.ts';
import type { FlowType } from '../../flows/common/flowTypes.ts';
import type { ApiKey } from '../common/apiKeyTypes.ts';
import { apiKeysApi } from './apiKeysApi.ts';
import { CreateApiKeyDialog } from './CreateApiKeyDialog.tsx';
import { RenameApiKeyDialog } from './RenameApiKeyDialog.tsx';

const useStyles = makeStyles({
  masked: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
  },
});

function deleteDescription(key: ApiKey): string {
  if (key.flows.length === 0) return `Delete the API key '${key.keyName}'? Calls using it will be refused.`;
  const names = key.flows.map((f) => f.name).join(', ');
  return `Delete the API key '${key.keyName}'? ${key.flows.length} flow(s) are bound to it and will lose their key (${names}): their prediction endpoints become public until another key is bound.`;
}

/** /apikey: the workspace's API keys, masked, with the flows bound to each; create, rename, delete. */
export default function ApiKeysPage() {
  const styles = useStyles();
  const list = useListPageStyles();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<ApiKey | null>(null);

  const {
    data: keys,
    setData: setKeys,
    error: loadError,
    reload: load,
  } = useLoaded<ApiKey[]>(() => apiKeysApi.list());

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!keys || !q) return keys ?? [];
    return keys.filter(
      (k) => k.keyName.toLowerCase().includes(q) || k.flows.some((f) => f.name.toLowerCase().includes(q)),
    );
  }, [keys, search]);

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
    <div className={list.page}>
      <div className={list.header}>
        <Title2 as="h1" className={list.title}>
          API Keys
        </Title2>
        <SearchBox
          placeholder="Search key or flow name"
          aria-label="Search API keys"
          value={search}
          onChange={(_, d) => setSearch(d.value)}
        />
        <Available permission="apikeys:create">
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setCreating(true)}>
            Create key
          </Button>
        </Available>
      </div>
      <Card className={list.card}>
        {loadError && (
          <MessageBar intent="error">
            <MessageBarBody>Could not load API keys: {loadError}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={load}>Retry</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {!keys && !loadError && <Spinner label="Loading API keys…" />}
        {keys && keys.length === 0 && (
          <div className={styles.empty}>
            <Key24Regular className={list.emptyIcon} aria-hidden />
            <Text>No API keys yet. A key lets applications call your flows and this API.</Text>
          </div>
        )}
        {keys && keys.length > 0 && shown.length === 0 && (
          <Text className={list.muted}>No API key matches '{search}'.</Text>
        )}
        {shown.length > 0 && (
          <Table aria-label="API keys">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Key name</TableHeaderCell>
                <TableHeaderCell>API key</TableHeaderCell>
                <TableHeaderCell>Bound flows</TableHeaderCell>
                <TableHeaderCell style={{ width: 180 }}>Created</TableHeaderCell>
                <TableHeaderCell style={{ width: 100 }} aria-label="Actions" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((key) => (
                <TableRow key={key.id}>
                  <TableCell>
                    <Text weight="semibold">{key.keyName}</Text>
                  </TableCell>
                  <TableCell>
                    <span className={styles.masked}>{key.maskedKey}</span>
                  </TableCell>
                  <TableCell>
                    {key.flows.length === 0 ? (
                      <Text className={list.muted}>None</Text>
                    ) : (
                      <TagGroup aria-label={`Flows bound to ${key.keyName}`} size="extra-small">
                        {key.flows.map((f) => (
                          <Tag key={f.id} appearance="brand" title={flowTypeLabel(f.type as FlowType)}>
                            {f.name}
                          </Tag>
                        ))}
                      </TagGroup>
                    )}
                  </TableCell>
                  <TableCell>{new Date(key.createdDate).toLocaleString()}</TableCell>
                  <TableCell>
                    <div className={list.actions}>
                      <Available permission="apikeys:update">
                        <Button
                          appearance="subtle"
                          icon={<Edit20Regular />}
                          aria-label={`Rename ${key.keyName}`}
                          onClick={() => setRenaming(key)}
                        />
                      </Available>
                      <Available permission="apikeys:delete">
                        <Button
                          appearance="subtle"
                          icon={<Delete20Regular />}
                          aria-label={`Delete ${key.keyName}`}
                          onClick={() => remove(key)}
                        />
                      </Available>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} onCreated={() => void load()} />
      <RenameApiKeyDialog
        apiKey={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={(key) => {
          notify.success(`API key renamed to '${key.keyName}'`);
          setRenaming(null);
          void load();
        }}
      />
    </div>
  );
}
