import { Badge, makeStyles, TableCellLayout, Text, tokens } from '@fluentui/react-components';
import { BracesVariable24Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ResourceListPage } from '../../../host/web/components/ResourceListPage.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useServerList } from '../../../host/web/components/useServerList.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { variableUsage } from '../common/variableName.ts';
import type { Variable } from '../common/variableTypes.ts';
import { UsageHint } from './UsageHint.tsx';
import { typeExplanation, VariableDialog } from './VariableDialog.tsx';
import { variablesApi } from './variablesApi.ts';
import './variablesMessages.ts';

const useStyles = makeStyles({
  value: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

/** /variables: the workspace's variables, usable in flows as {{$vars.name}}. */
export default function VariablesPage() {
  const styles = useStyles();
  const list = useListPageStyles();
  const t = useT();
  const [dialog, setDialog] = useState<{ open: boolean; variable: Variable | null }>({
    open: false,
    variable: null,
  });
  const variables = useServerList<Variable>(variablesApi.page);

  async function remove(variable: Variable) {
    const ok = await confirm({
      title: t('Delete variable'),
      description: t("Delete the variable '{{name}}'? Flows that use {{usage}} will get nothing.", {
        name: variable.name,
        usage: variableUsage(variable.name),
      }),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-variable',
    });
    if (!ok) return;
    try {
      await variablesApi.remove(variable.id);
      notify.success(t("Variable '{{name}}' deleted", { name: variable.name }));
      variables.reload();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }

  function saved(variable: Variable) {
    notify.success(
      dialog.variable
        ? t("Variable '{{name}}' saved", { name: variable.name })
        : t("Variable '{{name}}' added", { name: variable.name }),
    );
    setDialog({ open: false, variable: null });
    variables.reload();
  }

  return (
    <ResourceListPage<Variable>
      title={t('Variables')}
      noun={[t('variable'), t('variables')]}
      items={variables.items}
      error={variables.error}
      onRetry={variables.reload}
      server={variables}
      itemKey={(v) => v.id}
      itemName={(v) => v.name}
      searchPlaceholder={t('Search name or value')}
      add={{
        label: t('Add variable'),
        permission: 'variables:create',
        onClick: () => setDialog({ open: true, variable: null }),
      }}
      empty={{
        icon: <BracesVariable24Regular />,
        text: t('No variables yet. A variable is a named value flows read as {{usage}}.', {
          usage: variableUsage('name'),
        }),
      }}
      columns={[
        { header: t('Name'), render: (v) => <Text weight="semibold">{v.name}</Text> },
        {
          header: t('Value'),
          render: (v) => (
            <TableCellLayout truncate className={styles.value}>
              {v.value || <span className={list.muted}>{t('(empty)')}</span>}
            </TableCellLayout>
          ),
        },
        {
          header: t('Type'),
          width: 110,
          render: (v) => (
            <Badge
              appearance="tint"
              color={v.type === 'runtime' ? 'brand' : 'informative'}
              title={typeExplanation(t, v.type)}
            >
              {v.type === 'runtime' ? t('runtime') : t('static')}
            </Badge>
          ),
        },
        { header: t('Usage'), width: 230, render: (v) => <UsageHint name={v.name} /> },
        { header: t('Updated'), width: 180, render: (v) => new Date(v.updatedDate).toLocaleString() },
      ]}
      actions={[
        {
          label: t('Edit'),
          icon: <Edit20Regular />,
          permission: 'variables:update',
          onClick: (v) => setDialog({ open: true, variable: v }),
        },
        { label: t('Delete'), icon: <Delete20Regular />, permission: 'variables:delete', onClick: remove },
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
