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
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular, LockClosed24Regular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CredentialDefinition } from '../../../host/common/plugin/types.ts';
import { Available } from '../../../host/web/access/Available.tsx';
import { errorMessage, HttpError } from '../../../host/web/http/http.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import type { CredentialInUseBody, CredentialSummary, CredentialUsage } from '../common/credentialApi.ts';
import { CredentialDialog } from './CredentialDialog.tsx';
import { CredentialInUseDialog } from './CredentialInUseDialog.tsx';
import { CredentialTypeIcon } from './CredentialTypeIcon.tsx';
import { credentialsApi } from './credentialsApi.ts';
import { TypePickerDialog } from './TypePickerDialog.tsx';

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
});

/** /credentials: the workspace's credentials; values stay on the server. */
export default function CredentialsPage() {
  const styles = useStyles();
  const list = useListPageStyles();
  const [items, setItems] = useState<CredentialSummary[] | null>(null);
  const [types, setTypes] = useState<CredentialDefinition[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<{
    type: CredentialDefinition;
    credential: CredentialSummary | null;
  } | null>(null);
  const [refusal, setRefusal] = useState<{ credential: CredentialSummary; flows: CredentialUsage[] } | null>(
    null,
  );

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const [list, defs] = await Promise.all([credentialsApi.list(), credentialsApi.types()]);
      setItems(list);
      setTypes(defs);
    } catch (error) {
      setLoadError(errorMessage(error));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const typeOf = useMemo(() => new Map((types ?? []).map((t) => [t.name, t])), [types]);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!items || !q) return items ?? [];
    return items.filter((c) =>
      `${c.name} ${c.credentialName} ${typeOf.get(c.credentialName)?.label ?? ''}`.toLowerCase().includes(q),
    );
  }, [items, search, typeOf]);

  async function remove(credential: CredentialSummary, force = false) {
    try {
      await credentialsApi.remove(credential.id, force);
      notify.success(`Credential '${credential.name}' deleted`);
      setItems((list) => list?.filter((c) => c.id !== credential.id) ?? null);
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
      title: 'Delete credential',
      description: `Delete the credential '${credential.name}'? This cannot be undone.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-credential',
    });
    if (ok) await remove(credential);
  }

  function edit(credential: CredentialSummary) {
    const type = typeOf.get(credential.credentialName);
    if (!type) {
      notify.error(
        `The credential type '${credential.credentialName}' is not available (its plugin is not loaded)`,
      );
      return;
    }
    setEditing({ type, credential });
  }

  function saved(credential: CredentialSummary) {
    notify.success(`Credential '${credential.name}' ${editing?.credential ? 'saved' : 'added'}`);
    setEditing(null);
    setItems((list) => [credential, ...(list ?? []).filter((c) => c.id !== credential.id)]);
  }

  return (
    <div className={list.page}>
      <div className={list.header}>
        <Title2 as="h1" className={list.title}>
          Credentials
        </Title2>
        <SearchBox
          placeholder="Search name or type"
          aria-label="Search credentials"
          value={search}
          onChange={(_, d) => setSearch(d.value)}
        />
        <Available permission="credentials:create">
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setPicking(true)}>
            Add credential
          </Button>
        </Available>
      </div>
      <Card className={list.card}>
        {loadError && (
          <MessageBar intent="error">
            <MessageBarBody>Could not load credentials: {loadError}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={load}>Retry</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {!items && !loadError && <Spinner label="Loading credentials…" />}
        {items && items.length === 0 && (
          <div className={styles.empty}>
            <LockClosed24Regular className={list.emptyIcon} aria-hidden />
            <Text>
              No credentials yet. Add API keys and passwords here; flows refer to them without ever showing
              them.
            </Text>
          </div>
        )}
        {items && items.length > 0 && shown.length === 0 && (
          <Text className={list.muted}>No credential matches '{search}'.</Text>
        )}
        {shown.length > 0 && (
          <Table aria-label="Credentials">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Type</TableHeaderCell>
                <TableHeaderCell style={{ width: 180 }}>Updated</TableHeaderCell>
                <TableHeaderCell style={{ width: 180 }}>Created</TableHeaderCell>
                <TableHeaderCell style={{ width: 100 }} aria-label="Actions" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((c) => {
                const type = typeOf.get(c.credentialName);
                return (
                  <TableRow key={c.id}>
                    <TableCell>
                      <TableCellLayout media={<CredentialTypeIcon icon={type?.icon} />}>
                        <Text weight="semibold">{c.name}</Text>
                      </TableCellLayout>
                    </TableCell>
                    <TableCell>
                      <TableCellLayout className={list.muted}>
                        {type?.label ?? c.credentialName}
                      </TableCellLayout>
                    </TableCell>
                    <TableCell>{new Date(c.updatedDate).toLocaleString()}</TableCell>
                    <TableCell>{new Date(c.createdDate).toLocaleString()}</TableCell>
                    <TableCell>
                      <div className={list.actions}>
                        <Available permission="credentials:update">
                          <Button
                            appearance="subtle"
                            icon={<Edit20Regular />}
                            aria-label={`Edit ${c.name}`}
                            onClick={() => edit(c)}
                          />
                        </Available>
                        <Available permission="credentials:delete">
                          <Button
                            appearance="subtle"
                            icon={<Delete20Regular />}
                            aria-label={`Delete ${c.name}`}
                            onClick={() => askRemove(c)}
                          />
                        </Available>
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </Card>
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
      <CredentialInUseDialog
        refusal={refusal && { name: refusal.credential.name, flows: refusal.flows }}
        onCancel={() => setRefusal(null)}
        onForce={() => {
          const r = refusal;
          setRefusal(null);
          if (r) void remove(r.credential, true);
        }}
      />
    </div>
  );
}
