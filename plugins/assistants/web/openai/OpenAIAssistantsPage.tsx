import { Button, TableCellLayout, Text } from '@fluentui/react-components';
import { Bot24Regular, Chat20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { ResourceListPage } from '../../../../host/web/components/ResourceListPage.tsx';
import { useListPageStyles } from '../../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../../host/web/components/useLoaded.ts';
import { http } from '../../../../host/web/http/http.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { confirmAndRun } from '../../../../host/web/stores/confirmAndRun.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import type { Assistant } from '../../common/assistantTypes.ts';
import './assistantMessages.ts';
import { TryAssistantDialog } from './TryAssistantDialog.tsx';
import { type CredentialChoice, VendorAssistantDialog } from './VendorAssistantDialog.tsx';
import { vendorAssistantsApi, vendorDetailsOf } from './vendorAssistantsApi.ts';

/**
 * /assistants/openai: the workspace's OpenAI and Azure OpenAI assistants (run on the vendor's
 * Responses API), each with an edit dialog and a chat to try it.
 */
export default function OpenAIAssistantsPage() {
  const t = useT();
  const list = useListPageStyles();
  const { data, setData, error, reload } = useLoaded<Assistant[]>(() => vendorAssistantsApi.list());
  const credentials =
    useLoaded<CredentialChoice[]>(() => http.get<CredentialChoice[]>('/credentials')).data ?? [];
  const [editing, setEditing] = useState<Assistant | 'new' | null>(null);
  const [trying, setTrying] = useState<Assistant | null>(null);

  async function remove(a: Assistant) {
    const name = vendorDetailsOf(a).name;
    const ok = await confirmAndRun({
      title: t('Delete assistant'),
      description: t("Delete the assistant '{{name}}'? Its vector stores and files stay with the vendor.", {
        name,
      }),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-assistant',
      run: () => vendorAssistantsApi.remove(a.id),
      done: t("Assistant '{{name}}' deleted", { name }),
    });
    if (ok) setData((l) => l?.filter((x) => x.id !== a.id) ?? null);
  }

  const provider = (a: Assistant) => (a.type === 'AZURE' ? t('Azure OpenAI') : t('OpenAI'));
  return (
    <ResourceListPage<Assistant>
      title={t('OpenAI assistants')}
      noun={[t('assistant'), t('assistants')]}
      items={data}
      error={error}
      onRetry={reload}
      itemKey={(a) => a.id}
      itemName={(a) => vendorDetailsOf(a).name}
      searchPlaceholder={t('Search name, model or instructions')}
      searchText={(a) => {
        const d = vendorDetailsOf(a);
        return `${d.name} ${d.model} ${d.instructions ?? ''}`;
      }}
      extraActions={
        <Button appearance="subtle" onClick={() => navigate('/assistants')}>
          {t('Custom assistants')}
        </Button>
      }
      add={{ label: t('Add assistant'), permission: 'assistants:create', onClick: () => setEditing('new') }}
      empty={{
        icon: <Bot24Regular />,
        text: t(
          'No OpenAI assistants yet. One answers with an OpenAI or Azure OpenAI model, your instructions, file search over your vector stores, the code interpreter and your tools.',
        ),
      }}
      columns={[
        {
          header: t('Name'),
          render: (a) => (
            <TableCellLayout
              media={<Bot24Regular aria-hidden />}
              description={
                vendorDetailsOf(a).chatflowId
                  ? vendorDetailsOf(a).description
                  : t('Choose its credential and save it to chat with it')
              }
            >
              <Text weight="semibold">{vendorDetailsOf(a).name}</Text>
            </TableCellLayout>
          ),
        },
        { header: t('Provider'), width: 140, render: provider },
        {
          header: t('Model'),
          width: 180,
          render: (a) => <span className={list.muted}>{vendorDetailsOf(a).model || t('(deployment)')}</span>,
        },
        { header: t('Updated'), width: 180, render: (a) => new Date(a.updatedDate).toLocaleString() },
      ]}
      actions={[
        {
          label: t('Chat'),
          icon: <Chat20Regular />,
          permission: 'assistants:view',
          // an imported assistant answers once it is saved with a credential
          when: (a) => Boolean(vendorDetailsOf(a).chatflowId),
          onClick: (a) => setTrying(a),
        },
        {
          label: t('Edit'),
          icon: <Edit20Regular />,
          permission: 'assistants:update',
          onClick: (a) => setEditing(a),
        },
        { label: t('Delete'), icon: <Delete20Regular />, permission: 'assistants:delete', onClick: remove },
      ]}
    >
      {editing && (
        <VendorAssistantDialog
          {...(editing === 'new' ? {} : { assistant: editing })}
          credentials={credentials}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setData((l) => [saved, ...(l ?? []).filter((x) => x.id !== saved.id)]);
            notify.success(t("Assistant '{{name}}' saved", { name: vendorDetailsOf(saved).name }));
          }}
        />
      )}
      {trying && vendorDetailsOf(trying).chatflowId && (
        <TryAssistantDialog
          name={vendorDetailsOf(trying).name}
          flowId={vendorDetailsOf(trying).chatflowId as string}
          onClose={() => setTrying(null)}
        />
      )}
    </ResourceListPage>
  );
}
