import {
  Body1,
  Button,
  Dropdown,
  Field,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Spinner,
  Subtitle2,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { Chat20Regular, DocumentDatabase24Regular, Open20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAccess } from '../../../host/web/access/useAccess.ts';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { useDefinitionsLoaded, useShell } from '../../../host/web/router/ShellContext.tsx';
import { Card } from '../../../host/web/theme/Card.tsx';
import { ChatPanel } from '../../chat/public-web.ts';
import { NodeInputsForm, PluginNodeTexts } from '../../flows/public-web.ts';
import { chatWithDocumentsFlow, chatWithDocumentsName } from '../common/chatWithDocumentsFlow.ts';
import type { DocumentStore } from '../common/pageTypes.ts';
import { chatFlowsApi, loadModelOptions } from './chatFlowsApi.ts';
import { documentStoresApi } from './documentStoresApi.ts';
import './documentStoresMessages.ts';
import { StoreStatusBadge } from './StoreStatusBadge.tsx';
import { storePaths } from './storePaths.ts';
import { useCredentialChoices } from './useComponentChoices.ts';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
  },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(280px, 380px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  chat: { height: 'calc(100vh - 190px)', minHeight: '420px', padding: 0, overflow: 'hidden' },
  placeholder: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    height: '100%',
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
    padding: tokens.spacingHorizontalXL,
  },
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

const SEARCHABLE = new Set(['UPSERTED', 'STALE']);

/** A translated sentence around one element: the parts before and after its {{placeholder}}. */
const HOLE = '\u0000';
const around = (sentence: string): [string, string] => {
  const [before = '', after = ''] = sentence.split(HOLE);
  return [before, after];
};

/**
 * Chat with Documents: pick a store and chat with it. The chat runs a ready-made retrieval flow
 * (chatWithDocumentsFlow), saved as a normal agent flow named after the store, made once with the
 * chosen model and found again by its name afterwards.
 */
export default function ChatWithDocumentsPage() {
  return (
    <PluginNodeTexts>
      <ChatWithDocumentsPageContent />
    </PluginNodeTexts>
  );
}

function ChatWithDocumentsPageContent() {
  const styles = useStyles();
  const t = useT();
  const access = useAccess();
  const [, navigate] = useLocation();
  const { registry } = useShell();
  useDefinitionsLoaded(registry); // re-renders once the node definitions read below are in
  const credentials = useCredentialChoices();
  const { data, error, reload } = useLoaded(async () => {
    const [stores, flows] = await Promise.all([documentStoresApi.list(), chatFlowsApi.agentflows()]);
    return { stores, flows };
  });
  // The chosen store is kept in the address (?store=<id>): a reload or a shared link keeps it.
  const storeId = new URLSearchParams(useSearch()).get('store') ?? undefined;
  const setStoreId = (id: string | undefined) =>
    navigate(id ? `/chat-with-documents?store=${encodeURIComponent(id)}` : '/chat-with-documents', {
      replace: true,
    });
  const [model, setModel] = useState<Record<string, unknown>>({});
  const [created, setCreated] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const llm = registry.nodes.get('llmAgentflow');
  const modelDefinition = useMemo(
    () => llm && { ...llm, label: t('Chat model'), inputs: llm.inputs.filter((p) => p.name === 'llmModel') },
    [llm, t],
  );
  const loadOptions = useMemo(() => loadModelOptions('llmAgentflow'), []);
  const store: DocumentStore | undefined = data?.stores.find((s) => s.id === storeId);
  const flowId =
    store && (created[store.id] ?? data?.flows.find((f) => f.name === chatWithDocumentsName(store.name))?.id);
  const canCreate = access.can('agentflows:create');

  const [noStoresBefore, noStoresAfter] = around(
    t('No document stores yet. {{createOne}}, add documents and upsert them, then chat with them here.', {
      createOne: HOLE,
    }),
  );
  const [chattingBefore, chattingAfter] = around(
    t('Chatting through the flow {{flow}}, a normal agent flow you can change.', { flow: HOLE }),
  );

  async function start() {
    const start = registry.nodes.get('startAgentflow');
    const retriever = registry.nodes.get('retrieverAgentflow');
    if (!store || !start || !retriever || !llm || typeof model.llmModel !== 'string') return;
    setBusy(true);
    setFailure(null);
    try {
      const flow = chatWithDocumentsFlow({ start, retriever, llm }, store, {
        llmModel: model.llmModel,
        llmModelConfig: (model.llmModelConfig as Record<string, unknown>) ?? {},
      });
      const saved = await chatFlowsApi.create(chatWithDocumentsName(store.name), flow);
      setCreated((c) => ({ ...c, [store.id]: saved.id }));
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('Chat with Documents')}</Title2>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{t('Could not load the document stores: {{error}}', { error })}</MessageBarBody>
          <Button onClick={() => void reload()}>{t('Retry')}</Button>
        </MessageBar>
      )}
      {!data && !error && <Spinner label={t('Loading document stores…')} />}
      {data && (
        <div className={styles.columns}>
          <Card className={styles.side}>
            {data.stores.length === 0 ? (
              <Body1 className={styles.muted}>
                {noStoresBefore}
                <Link
                  href={storePaths.list}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(storePaths.list);
                  }}
                >
                  {t('Create one')}
                </Link>
                {noStoresAfter}
              </Body1>
            ) : (
              <Field
                label={t('Document store')}
                hint={
                  store && !SEARCHABLE.has(store.status)
                    ? t('Upsert this store first: it has nothing to search yet.')
                    : undefined
                }
              >
                <Dropdown
                  placeholder={t('Choose a store')}
                  value={store?.name ?? ''}
                  selectedOptions={storeId ? [storeId] : []}
                  onOptionSelect={(_, d) => {
                    setStoreId(d.optionValue);
                    setFailure(null);
                  }}
                >
                  {data.stores.map((s) => (
                    <Option key={s.id} value={s.id} text={s.name}>
                      <span className={styles.option}>
                        {s.name} <StoreStatusBadge status={s.status} />
                      </span>
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            )}
            {store && flowId && (
              <>
                <Text>
                  {chattingBefore}
                  <Text weight="semibold">{chatWithDocumentsName(store.name)}</Text>
                  {chattingAfter}
                </Text>
                <Button icon={<Open20Regular />} onClick={() => navigate(`/v2/agentcanvas/${flowId}`)}>
                  {t('Open in canvas')}
                </Button>
              </>
            )}
            {store && !flowId && modelDefinition && (
              <>
                <Subtitle2 as="h2">{t('Chat model')}</Subtitle2>
                <NodeInputsForm
                  definition={modelDefinition}
                  nodeId="chat-with-documents"
                  inputs={model}
                  onChange={setModel}
                  loadOptions={loadOptions}
                  credentials={credentials}
                  checkSyntax={async () => []}
                />
                {failure && (
                  <MessageBar intent="error">
                    <MessageBarBody>{failure}</MessageBarBody>
                  </MessageBar>
                )}
                {!canCreate && (
                  <Text className={styles.muted}>
                    {t('Creating the chat flow needs permission to create agent flows.')}
                  </Text>
                )}
                <Button
                  appearance="primary"
                  icon={<Chat20Regular />}
                  disabled={busy || !canCreate || typeof model.llmModel !== 'string' || !model.llmModel}
                  onClick={() => void start()}
                >
                  {busy ? t('Creating the flow…') : t('Start chatting')}
                </Button>
              </>
            )}
          </Card>
          <Card className={styles.chat}>
            {flowId ? (
              <ChatPanel key={flowId} flowId={flowId} kind="INTERNAL" />
            ) : (
              <div className={styles.placeholder}>
                <DocumentDatabase24Regular fontSize={48} aria-hidden />
                <Body1>
                  {store
                    ? t('Pick a document store and a chat model to chat with its documents.')
                    : t('Pick a document store to chat with its documents.')}
                </Body1>
              </div>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}
