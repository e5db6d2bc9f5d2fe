import { Link, Text } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, Table24Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { ResourceListPage } from '../../../host/web/components/ResourceListPage.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { Dataset } from '../common/evaluationTypes.ts';
import { datasetsApi } from './evaluationsApi.ts';
import { NameDescriptionDialog } from './NameDescriptionDialog.tsx';

const EMPTY = { name: '', description: '' };

/** /datasets: the workspace's datasets, the test cases evaluations run flows on. */
export default function DatasetsPage() {
  const list = useListPageStyles();
  const { data: items, setData, error, reload } = useLoaded(() => datasetsApi.list());
  const [editing, setEditing] = useState<Dataset | 'new' | null>(null);
  const open = (d: Dataset) => navigate(`/dataset_rows/${d.id}`);

  async function remove(d: Dataset) {
    const ok = await confirm({
      title: 'Delete dataset',
      description: `Delete the dataset '${d.name}' and its ${d.rowCount} rows? Evaluations already run on it keep their results.`,
      confirmButtonName: 'Delete',
    });
    if (!ok) return;
    try {
      await datasetsApi.remove(d.id);
      notify.success(`Dataset '${d.name}' deleted`);
      setData((l) => l?.filter((x) => x.id !== d.id) ?? null);
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
    notify.success(`Dataset '${saved.name}' saved`);
    setData((l) => l?.map((x) => (x.id === saved.id ? saved : x)) ?? null);
    setEditing(null);
  }

  return (
    <ResourceListPage<Dataset>
      title="Datasets"
      noun={['dataset', 'datasets']}
      items={items}
      error={error}
      onRetry={reload}
      itemKey={(d) => d.id}
      itemName={(d) => d.name}
      searchPlaceholder="Search datasets"
      searchText={(d) => `${d.name} ${d.description}`}
      add={{ label: 'Add dataset', permission: 'datasets:create', onClick: () => setEditing('new') }}
      empty={{
        icon: <Table24Regular />,
        text: 'No datasets yet. A dataset holds questions and the answers you expect; evaluations run flows on it.',
      }}
      columns={[
        {
          header: 'Name',
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
        { header: 'Description', render: (d) => <span className={list.muted}>{d.description}</span> },
        { header: 'Rows', width: 90, render: (d) => d.rowCount.toLocaleString() },
        { header: 'Updated', width: 190, render: (d) => new Date(d.updatedDate).toLocaleString() },
      ]}
      actions={[
        {
          label: 'Rename',
          icon: <Edit20Regular />,
          permission: 'datasets:update',
          onClick: (d) => setEditing(d),
        },
        { label: 'Delete', icon: <Delete20Regular />, permission: 'datasets:delete', onClick: remove },
      ]}
    >
      <NameDescriptionDialog
        open={editing !== null}
        title={editing === 'new' ? 'Add dataset' : 'Rename dataset'}
        submitLabel={editing === 'new' ? 'Add' : 'Save'}
        initial={
          editing && editing !== 'new' ? { name: editing.name, description: editing.description } : EMPTY
        }
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
    </ResourceListPage>
  );
}
