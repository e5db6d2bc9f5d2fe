import {
  Badge,
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
import { Add20Regular, BracesVariable24Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { Available } from '../../../host/web/access/Available.tsx';
import { errorMessage } from '../../../host/web/http/http.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import type { Variable } from '../common/variableTypes.ts';
import { UsageHint } from './UsageHint.tsx';
import { TYPE_EXPLANATION, VariableDialog } from './VariableDialog.tsx';
import { variablesApi } from './variablesApi.ts';

const useStyles = makeStyles({
  value: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
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

/** /variables: the workspace's variables, usable in flows as {{$vars.name}}. */
export default function VariablesPage() {
  const styles = useStyles();
  const list = useListPageStyles();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ open: boolean; variable: Variable | null }>({
    open: false,
    variable: null,
  });

  const {
    data: items,
    setData: setItems,
    error: loadError,
    reload: load,
  } = useLoaded<Variable[]>(() => variablesApi.list());

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!items || !q) return items ?? [];
    return items.filter((v) => `${v.name} ${v.value} ${v.type}`.toLowerCase().includes(q));
  }, [items, search]);

  async function remove(variable: Variable) {
    const ok = await confirm({
      title: 'Delete variable',
      description: `Delete the variable '${variable.name}'? Flows that use {{$vars.${variable.name}}} will get nothing.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-variable',
    });
    if (!ok) return;
    try {
      await variablesApi.remove(variable.id);
      notify.success(`Variable '${variable.name}' deleted`);
      setItems((list) => list?.filter((v) => v.id !== variable.id) ?? null);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }

  function saved(variable: Variable) {
    notify.success(`Variable '${variable.name}' ${dialog.variable ? 'saved' : 'added'}`);
    setDialog({ open: false, variable: null });
    setItems((list) => [variable, ...(list ?? []).filter((v) => v.id !== variable.id)]);
  }

  return (
    <div className={list.page}>
      <div className={list.header}>
        <Title2 as="h1" className={list.title}>
          Variables
        </Title2>
        <SearchBox
          placeholder="Search name or value"
          aria-label="Search variables"
          value={search}
          onChange={(_, d) => setSearch(d.value)}
        />
        <Available permission="variables:create">
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => setDialog({ open: true, variable: null })}
          >
            Add variable
          </Button>
        </Available>
      </div>
      <Card className={list.card}>
        {loadError && (
          <MessageBar intent="error">
            <MessageBarBody>Could not load variables: {loadError}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={load}>Retry</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {!items && !loadError && <Spinner label="Loading variables…" />}
        {items && items.length === 0 && (
          <div className={styles.empty}>
            <BracesVariable24Regular className={list.emptyIcon} aria-hidden />
            <Text>No variables yet. A variable is a named value flows read as {'{{$vars.name}}'}.</Text>
          </div>
        )}
        {items && items.length > 0 && shown.length === 0 && (
          <Text className={list.muted}>No variable matches '{search}'.</Text>
        )}
        {shown.length > 0 && (
          <Table aria-label="Variables">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Value</TableHeaderCell>
                <TableHeaderCell style={{ width: 110 }}>Type</TableHeaderCell>
                <TableHeaderCell style={{ width: 230 }}>Usage</TableHeaderCell>
                <TableHeaderCell style={{ width: 180 }}>Updated</TableHeaderCell>
                <TableHeaderCell style={{ width: 100 }} aria-label="Actions" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((v) => (
                <TableRow key={v.id}>
                  <TableCell>
                    <Text weight="semibold">{v.name}</Text>
                  </TableCell>
                  <TableCell>
                    <TableCellLayout truncate className={styles.value}>
                      {v.value || <span className={list.muted}>(empty)</span>}
                    </TableCellLayout>
                  </TableCell>
                  <TableCell>
                    <Badge
                      appearance="tint"
                      color={v.type === 'runtime' ? 'brand' : 'informative'}
                      title={TYPE_EXPLANATION[v.type]}
                    >
                      {v.type}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <UsageHint name={v.name} />
                  </TableCell>
                  <TableCell>{new Date(v.updatedDate).toLocaleString()}</TableCell>
                  <TableCell>
                    <div className={list.actions}>
                      <Available permission="variables:update">
                        <Button
                          appearance="subtle"
                          icon={<Edit20Regular />}
                          aria-label={`Edit ${v.name}`}
                          onClick={() => setDialog({ open: true, variable: v })}
                        />
                      </Available>
                      <Available permission="variables:delete">
                        <Button
                          appearance="subtle"
                          icon={<Delete20Regular />}
                          aria-label={`Delete ${v.name}`}
                          onClick={() => remove(v)}
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
      <VariableDialog
        open={dialog.open}
        variable={dialog.variable}
        onClose={() => setDialog({ open: false, variable: null })}
        onSaved={saved}
      />
    </div>
  );
}
