import { Badge, Text } from '@fluentui/react-components';
import { ClipboardTaskListLtr24Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ResourceListPage } from '../../../host/web/components/ResourceListPage.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { describeEvaluator, TYPE_LABELS } from '../common/describeEvaluator.ts';
import type { Evaluator } from '../common/evaluationTypes.ts';
import { EvaluatorDialog } from './EvaluatorDialog.tsx';
import { evaluatorsApi } from './evaluationsApi.ts';

const COLORS = { text: 'informative', json: 'success', numeric: 'warning', llm: 'brand' } as const;

/** /evaluators: the checks evaluations apply to each answer. */
export default function EvaluatorsPage() {
  const list = useListPageStyles();
  const { data: items, setData, error, reload } = useLoaded(() => evaluatorsApi.list());
  const [editing, setEditing] = useState<Evaluator | 'new' | null>(null);

  async function remove(e: Evaluator) {
    const ok = await confirm({
      title: 'Delete evaluator',
      description: `Delete the evaluator '${e.name}'? Evaluations already run with it keep their results.`,
      confirmButtonName: 'Delete',
    });
    if (!ok) return;
    try {
      await evaluatorsApi.remove(e.id);
      notify.success(`Evaluator '${e.name}' deleted`);
      setData((l) => l?.filter((x) => x.id !== e.id) ?? null);
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  return (
    <ResourceListPage<Evaluator>
      title="Evaluators"
      noun={['evaluator', 'evaluators']}
      items={items}
      error={error}
      onRetry={reload}
      itemKey={(e) => e.id}
      itemName={(e) => e.name}
      searchPlaceholder="Search evaluators"
      searchText={(e) => `${e.name} ${e.type} ${describeEvaluator(e)}`}
      add={{ label: 'Add evaluator', permission: 'evaluators:create', onClick: () => setEditing('new') }}
      empty={{
        icon: <ClipboardTaskListLtr24Regular />,
        text: 'No evaluators yet. An evaluator checks each answer: its text, its JSON, a number such as latency or cost, or an LLM judge with a rubric.',
      }}
      columns={[
        { header: 'Name', render: (e) => <Text weight="semibold">{e.name}</Text> },
        {
          header: 'Type',
          width: 120,
          render: (e) => (
            <Badge appearance="tint" color={COLORS[e.type]}>
              {TYPE_LABELS[e.type]}
            </Badge>
          ),
        },
        { header: 'Passes when', render: (e) => <span className={list.muted}>{describeEvaluator(e)}</span> },
        { header: 'Updated', width: 190, render: (e) => new Date(e.updatedDate).toLocaleString() },
      ]}
      actions={[
        {
          label: 'Edit',
          icon: <Edit20Regular />,
          permission: 'evaluators:update',
          onClick: (e) => setEditing(e),
        },
        { label: 'Delete', icon: <Delete20Regular />, permission: 'evaluators:delete', onClick: remove },
      ]}
    >
      <EvaluatorDialog
        open={editing !== null}
        evaluator={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          notify.success(`Evaluator '${saved.name}' saved`);
          setData((l) => [saved, ...(l ?? []).filter((x) => x.id !== saved.id)]);
          setEditing(null);
        }}
      />
    </ResourceListPage>
  );
}
