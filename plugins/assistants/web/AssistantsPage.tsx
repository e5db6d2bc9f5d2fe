import { Button, Field, Input, TableCellLayout, Text } from '@fluentui/react-components';
import { Bot24Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { ResourceListPage } from '../../../host/web/components/ResourceListPage.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useServerList } from '../../../host/web/components/useServerList.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { confirmAndRun } from '../../../host/web/stores/confirmAndRun.ts';
import type { Assistant } from '../common/assistantTypes.ts';
import { assistantsApi, detailsOf } from './assistantsApi.ts';
import './assistantsMessages.ts';
import './openai/assistantMessages.ts';

/** /assistants: the workspace's custom assistants; a new one opens in its builder. */
export default function AssistantsPage() {
  const t = useT();
  const list = useListPageStyles();
  // A page of the workspace's assistants at a time, searched on the server (name and instructions).
  const assistants = useServerList<Assistant>(assistantsApi.page);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const open = (a: Assistant) => navigate(`/assistants/custom/${a.id}`);

  async function create() {
    if (!name.trim()) return;
    setBusy(true);
    try {
      open(await assistantsApi.create({ name: name.trim(), instructions: 'You are a helpful assistant.' }));
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  async function remove(a: Assistant) {
    const label = detailsOf(a).name;
    const ok = await confirmAndRun({
      title: t('Delete assistant'),
      description: t(
        "Delete the assistant '{{label}}' and its flow? Its chat history stays in the messages.",
        { label },
      ),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-assistant',
      run: () => assistantsApi.remove(a.id),
      done: t("Assistant '{{label}}' deleted", { label }),
    });
    if (ok) assistants.reload();
  }

  return (
    <ResourceListPage<Assistant>
      title={t('Assistants')}
      noun={[t('assistant'), t('assistants')]}
      items={assistants.items}
      error={assistants.error}
      onRetry={assistants.reload}
      server={assistants}
      itemKey={(a) => a.id}
      itemName={(a) => detailsOf(a).name}
      searchPlaceholder={t('Search name or instructions')}
      extraActions={
        <Button appearance="subtle" onClick={() => navigate('/assistants/openai')}>
          {t('OpenAI assistants')}
        </Button>
      }
      add={{ label: t('Add assistant'), permission: 'assistants:create', onClick: () => setCreating(true) }}
      empty={{
        icon: <Bot24Regular />,
        text: t(
          'No assistants yet. An assistant is a model with instructions, tools and your documents, ready to chat.',
        ),
      }}
      columns={[
        {
          header: t('Name'),
          render: (a) => (
            <TableCellLayout media={<Bot24Regular aria-hidden />}>
              <Text weight="semibold">{detailsOf(a).name}</Text>
            </TableCellLayout>
          ),
        },
        {
          header: t('Instructions'),
          render: (a) => (
            <TableCellLayout truncate className={list.muted}>
              {detailsOf(a).instructions ?? ''}
            </TableCellLayout>
          ),
        },
        { header: t('Updated'), width: 180, render: (a) => new Date(a.updatedDate).toLocaleString() },
      ]}
      actions={[
        { label: t('Edit'), icon: <Edit20Regular />, permission: 'assistants:view', onClick: open },
        { label: t('Delete'), icon: <Delete20Regular />, permission: 'assistants:delete', onClick: remove },
      ]}
    >
      <FormDialog
        open={creating}
        title={t('Add assistant')}
        onClose={() => setCreating(false)}
        onSubmit={() => void create()}
        busy={busy}
        error={failure}
        submitLabel={t('Create')}
      >
        <Field
          label={t('Name')}
          required
          validationMessage={creating && !name.trim() ? t('An assistant needs a name') : undefined}
        >
          <Input value={name} onChange={(_e, d) => setName(d.value)} />
        </Field>
      </FormDialog>
    </ResourceListPage>
  );
}
