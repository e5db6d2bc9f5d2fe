import { Badge, makeStyles, TableCellLayout, Text, tokens } from '@fluentui/react-components';
import { BracesVariable24Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ResourceListPage } from '../../../host/web/components/ResourceListPage.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { Variable } from '../common/variableTypes.ts';
import { UsageHint } from './UsageHint.tsx';
import { TYPE_EXPLANATION, VariableDialog } from './VariableDialog.tsx';
import { variablesApi } from './variablesApi.ts';

const useStyles = makeStyles({
  value: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

/** /variables: the workspace's variables, usable in flows as {{$vars.name}}. */
export default function VariablesPage() {
  const styles = useStyles();
  const list = useListPageStyles();
  const [dialog, setDialog] = useState<{ open: boolean; variable: Variable | null }>({
    open: false,
    variable: null,
  });
  const { data: items, setData: setItems, error, reload } = useLoaded<Variable[]>(() => variablesApi.list());

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
    <ResourceListPage<Variable>
      title="Variables"
      noun={['variable', 'variables']}
      items={items}
      error={error}
      onRetry={reload}
      itemKey={(v) => v.id}
      itemName={(v) => v.name}
      searchPlaceholder="Search name or value"
      searchText={(v) => `${v.name} ${v.value} ${v.type}`}
      add={{
        label: 'Add variable',
        permission: 'variables:create',
        onClick: () => setDialog({ open: true, variable: null }),
      }}
      empty={{
        icon: <BracesVariable24Regular />,
        text: <>No variables yet. A variable is a named value flows read as {'{{$vars.name}}'}.</>,
      }}
      columns={[
        { header: 'Name', render: (v) => <Text weight="semibold">{v.name}</Text> },
        {
          header: 'Value',
          render: (v) => (
            <TableCellLayout truncate className={styles.value}>
              {v.value || <span className={list.muted}>(empty)</span>}
            </TableCellLayout>
          ),
        },
        {
          header: 'Type',
          width: 110,
          render: (v) => (
            <Badge
              appearance="tint"
              color={v.type === 'runtime' ? 'brand' : 'informative'}
              title={TYPE_EXPLANATION[v.type]}
            >
              {v.type}
            </Badge>
          ),
        },
        { header: 'Usage', width: 230, render: (v) => <UsageHint name={v.name} /> },
        { header: 'Updated', width: 180, render: (v) => new Date(v.updatedDate).toLocaleString() },
      ]}
      actions={[
        {
          label: 'Edit',
          icon: <Edit20Regular />,
          permission: 'variables:update',
          onClick: (v) => setDialog({ open: true, variable: v }),
        },
        { label: 'Delete', icon: <Delete20Regular />, permission: 'variables:delete', onClick: remove },
      ]}
    >
      <VariableDialog
        open={dialog.open}
        variable={dialog.variable}
        onClose={() => setDialog({ open: false, variable: null })}
        onSaved={saved}
      />
    </ResourceListPage>
  );
}
