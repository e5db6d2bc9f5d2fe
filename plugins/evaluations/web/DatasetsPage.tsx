import { Link, Text } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, Table24Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { ResourceListPage } from '../../../host/web/components/ResourceListPage.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useServerList } from '../../../host/web/components/useServerList.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { Dataset } from '../common/evaluationTypes.ts';
import { datasetsApi } from './evaluationsApi.ts';
import { NameDescriptionDialog } from './NameDescriptionDialog.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

const EMPTY = { name: '', description: '' };

/** /datasets: the workspace's datasets, the test cases evaluations run flows on. */
export default function DatasetsPage() {
  const t = useT();
  const list = useListPageStyles();
  // A page of the workspace's datasets at a time, searched on the server (name and description).
  const datasets = useServerList<Dataset>(datasetsApi.page);
  const [editing, setEditing] = useState<Dataset | 'new' | null>(null);
  const open = (d: Dataset) => navigate(`/dataset_rows/${d.id}`);

  async function remove(d: Dataset) {
    const ok = await confirm({
      title: t('Delete dataset'),
      description: t(
        "Delete the dataset '{{name}}' and its {{n}} rows? Evaluations already run on it keep their results.",
        { name: d.name, n: d.rowCount },
      ),
      confirmButtonName: t('Delete'),
    });
    if (!ok) return;
    try {
      await datasetsApi.remove(d.id);
      notify.success(t("Dataset '{{name}}' deleted", { name: d.name }));
      datasets.reload();
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  async function save(value: { name: string; description: string }) {
    if (editing === 'new') {
      const created = await datasetsApi.create(value);
      setEditing(null);
      navigate(`/dataset_rows/${created.id}`);
      return;
    }
    if (!editing) return;
    const saved = await datasetsApi.update(editing.id, value);
    notify.success(t("Dataset '{{name}}' saved", { name: saved.name }));
    datasets.reload();
    setEditing(null);
  }

  return (
    <ResourceListPage<Dataset>
      title={t('Datasets')}
      noun={[t('dataset'), t('datasets')]}
      items={datasets.items}
      error={datasets.error}
      onRetry={datasets.reload}
      server={datasets}
      itemKey={(d) => d.id}
      itemName={(d) => d.name}
      searchPlaceholder={t('Search datasets')}
      add={{ label: t('Add dataset'), permission: 'datasets:create', onClick: () => setEditing('new') }}
      empty={{
        icon: <Table24Regular />,
        text: t(
          'No datasets yet. A dataset holds questions and the answers you expect; evaluations run flows on it.',
        ),
      }}
      columns={[
        {
          header: t('Name'),
          render: (d) => (
            <Link
              href={`/dataset_rows/${d.id}`}
              onClick={(ev) => {
                ev.preventDefault();
                open(d);
              }}
            >
              <Text weight="semibold">{d.name}</Text>
            </Link>
          ),
        },
        { header: t('Description'), render: (d) => <span className={list.muted}>{d.description}</span> },
        { header: t('Rows'), width: 90, render: (d) => d.rowCount.toLocaleString() },
        { header: t('Updated'), width: 190, render: (d) => new Date(d.updatedDate).toLocaleString() },
      ]}
      actions={[
        {
          label: t('Rename'),
          icon: <Edit20Regular />,
          permission: 'datasets:update',
          onClick: (d) => setEditing(d),
        },
        { label: t('Delete'), icon: <Delete20Regular />, permission: 'datasets:delete', onClick: remove },
      ]}
    >
      <NameDescriptionDialog
        open={editing !== null}
        title={editing === 'new' ? t('Add dataset') : t('Rename dataset')}
        submitLabel={editing === 'new' ? t('Add') : t('Save')}
        initial={
          editing && editing !== 'new' ? { name: editing.name, description: editing.description } : EMPTY
        }
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
    </ResourceListPage>
  );
}
