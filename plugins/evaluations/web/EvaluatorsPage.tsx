import { Badge, Text } from '@fluentui/react-components';
import { ClipboardTaskListLtr24Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ResourceListPage } from '../../../host/web/components/ResourceListPage.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useServerList } from '../../../host/web/components/useServerList.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { describeEvaluator, TYPE_LABELS } from '../common/describeEvaluator.ts';
import type { Evaluator } from '../common/evaluationTypes.ts';
import { EvaluatorDialog } from './EvaluatorDialog.tsx';
import { evaluatorsApi } from './evaluationsApi.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

const COLORS = { text: 'informative', json: 'success', numeric: 'warning', llm: 'brand' } as const;

/** /evaluators: the checks evaluations apply to each answer. */
export default function EvaluatorsPage() {
  const t = useT();
  const list = useListPageStyles();
  // A page of the workspace's evaluators at a time, searched on the server (name and type).
  const evaluators = useServerList<Evaluator>(evaluatorsApi.page);
  const [editing, setEditing] = useState<Evaluator | 'new' | null>(null);

  async function remove(e: Evaluator) {
    const ok = await confirm({
      title: t('Delete evaluator'),
      description: t("Delete the evaluator '{{name}}'? Evaluations already run with it keep their results.", {
        name: e.name,
      }),
      confirmButtonName: t('Delete'),
    });
    if (!ok) return;
    try {
      await evaluatorsApi.remove(e.id);
      notify.success(t("Evaluator '{{name}}' deleted", { name: e.name }));
      evaluators.reload();
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  return (
    <ResourceListPage<Evaluator>
      title={t('Evaluators')}
      noun={[t('evaluator'), t('evaluators')]}
      items={evaluators.items}
      error={evaluators.error}
      onRetry={evaluators.reload}
      server={evaluators}
      itemKey={(e) => e.id}
      itemName={(e) => e.name}
      searchPlaceholder={t('Search evaluators')}
      add={{ label: t('Add evaluator'), permission: 'evaluators:create', onClick: () => setEditing('new') }}
      empty={{
        icon: <ClipboardTaskListLtr24Regular />,
        text: t(
          'No evaluators yet. An evaluator checks each answer: its text, its JSON, a number such as latency or cost, or an LLM judge with a rubric.',
        ),
      }}
      columns={[
        { header: t('Name'), render: (e) => <Text weight="semibold">{e.name}</Text> },
        {
          header: t('Type'),
          width: 120,
          render: (e) => (
            <Badge appearance="tint" color={COLORS[e.type]}>
              {t(TYPE_LABELS[e.type])}
            </Badge>
          ),
        },
        {
          header: t('Passes when'),
          render: (e) => <span className={list.muted}>{describeEvaluator(e, t)}</span>,
        },
        { header: t('Updated'), width: 190, render: (e) => new Date(e.updatedDate).toLocaleString() },
      ]}
      actions={[
        {
          label: t('Edit'),
          icon: <Edit20Regular />,
          permission: 'evaluators:update',
          onClick: (e) => setEditing(e),
        },
        { label: t('Delete'), icon: <Delete20Regular />, permission: 'evaluators:delete', onClick: remove },
      ]}
    >
      <EvaluatorDialog
        open={editing !== null}
        evaluator={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          notify.success(t("Evaluator '{{name}}' saved", { name: saved.name }));
          evaluators.reload();
          setEditing(null);
        }}
      />
    </ResourceListPage>
  );
}
