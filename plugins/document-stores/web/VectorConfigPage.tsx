import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  Delete20Regular,
  DocumentSearch20Regular,
  Save20Regular,
  Sparkle20Regular,
  Sparkle24Regular,
} from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { Available } from '../../../host/web/access/Available.tsx';
import { ListPageFrame } from '../../../host/web/components/ListPageFrame.tsx';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { PluginNodeTexts, useNodeText } from '../../flows/public-web.ts';
import { confirmAndRun } from '../../../host/web/stores/confirmAndRun.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import type { DocumentStore, StoreJob, VectorConfigInput } from '../common/pageTypes.ts';
import { ComponentChoice, type ComponentValue } from './ComponentChoice.tsx';
import { documentStoresApi } from './documentStoresApi.ts';
import './documentStoresMessages.ts';
import { JobProgress } from './JobProgress.tsx';
import { StoreHeader } from './StoreHeader.tsx';
import { storePaths } from './storePaths.ts';
import { UpsertResultView } from './UpsertResultView.tsx';
import { useComponents, useCredentialChoices } from './useComponentChoices.ts';
import { isRunning, useStoreJob } from './useStoreJob.ts';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  status: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

const saved = (c: unknown): ComponentValue => {
  const v = (c ?? {}) as { name?: unknown; config?: unknown };
  return {
    name: typeof v.name === 'string' ? v.name : undefined,
    config: v.config && typeof v.config === 'object' ? (v.config as Record<string, unknown>) : {},
  };
};

/**
 * /document-stores/vector/:storeId(/:docId): the store's embedding, vector store and record manager,
 * and the upsert of its chunks with progress; with `docId` (one of its loaders) the upsert covers
 * that loader's chunks only, as the peer's docId does.
 */
export default function VectorConfigPage() {
  return (
    <PluginNodeTexts>
      <VectorConfigPageContent />
    </PluginNodeTexts>
  );
}

function VectorConfigPageContent() {
  const styles = useStyles();
  const t = useT();
  const nt = useNodeText();
  const { storeId = '', docId } = useParams<{ storeId: string; docId?: string }>();
  const [, navigate] = useLocation();
  const embeddings = useComponents('embeddings');
  const vectorStores = useComponents('vectorstore');
  const recordManagers = useComponents('recordmanager');
  const credentials = useCredentialChoices();
  const [embedding, setEmbedding] = useState<ComponentValue>({ config: {} });
  const [chosenVectorStore, setVectorStore] = useState<ComponentValue>({ config: {} });
  // With one vector store on offer (pgvector in our own database, no settings) it is the choice
  // until the user picks: derived, not set by an effect, so no load order can leave it unset.
  const onlyVectorStore = vectorStores.list?.length === 1 ? vectorStores.list[0]?.name : undefined;
  const vectorStore: ComponentValue =
    chosenVectorStore.name || !onlyVectorStore ? chosenVectorStore : { name: onlyVectorStore, config: {} };
  const [recordManager, setRecordManager] = useState<ComponentValue>({ config: {} });
  const [last, setLast] = useState<StoreJob | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    data: store,
    setData: setStore,
    error,
    reload,
  } = useLoaded<DocumentStore>(async () => {
    const s = await documentStoresApi.get(storeId);
    setEmbedding(saved(s.embeddingConfig));
    setVectorStore(saved(s.vectorStoreConfig));
    setRecordManager(saved(s.recordManagerConfig));
    return s;
  });
  const upsert = useStoreJob((job) => {
    setLast(job);
    if (job.status === 'succeeded') notify.success(t('Upsert finished'));
    else if (job.status === 'failed') setFailure(job.message || t('The upsert failed'));
    void documentStoresApi.get(storeId).then(setStore, () => undefined);
  });
  const { follow } = upsert;

  // The newest upsert: its result, or (still running, e.g. after a reload) its progress.
  useEffect(() => {
    let live = true;
    documentStoresApi.jobs(storeId).then(
      (jobs) => {
        const newest = (Array.isArray(jobs) ? jobs : []).find((j) => j.kind === 'upsert');
        if (!live || !newest) return;
        if (isRunning(newest)) follow(newest);
        else setLast(newest);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [storeId, follow]);

  const body = (): VectorConfigInput => ({
    storeId,
    embeddingName: embedding.name,
    embeddingConfig: embedding.config,
    vectorStoreName: vectorStore.name,
    vectorStoreConfig: vectorStore.config,
    ...(recordManager.name
      ? { recordManagerName: recordManager.name, recordManagerConfig: recordManager.config }
      : {}),
  });

  async function saveConfig() {
    setFailure(null);
    try {
      setStore(await documentStoresApi.saveVectorConfig(body()));
      notify.success(t('Configuration saved'));
    } catch (err) {
      setFailure(errorMessage(err));
    }
  }

  async function startUpsert() {
    setFailure(null);
    try {
      follow(await documentStoresApi.upsert({ ...body(), ...(loader ? { docId: loader.id } : {}) }));
    } catch (err) {
      setFailure(errorMessage(err));
    }
  }

  async function removeVectors() {
    const ok = await confirmAndRun({
      title: t('Delete vectors'),
      description: t('Delete every vector of this store? The chunks stay; upsert again to query.'),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-vectors',
      run: () => documentStoresApi.removeVectors(storeId),
      done: t('Vectors deleted'),
    });
    if (ok) await reload();
  }

  const running = isRunning(upsert.job);
  const loader = docId ? store?.loaders.find((l) => l.id === docId) : undefined;
  const complete = !!embedding.name && !!vectorStore.name;
  const only = recordManagers.list?.length === 1 ? recordManagers.list[0] : undefined;
  const builtInRecordManager = only && only.inputs.length === 0 ? only : undefined;

  return (
    <ListPageFrame
      title={store ? t('Upsert {{name}}', { name: store.name }) : t('Upsert')}
      noun={t('the document store')}
      loaded={store !== null}
      error={error}
      onRetry={reload}
      empty={false}
      emptyIcon={<Sparkle24Regular />}
      emptyText=""
      above={
        store && (
          <StoreHeader
            store={store}
            back={{ href: storePaths.store(storeId), label: t('Back to {{name}}', { name: store.name }) }}
            subtitle={
              loader
                ? t(
                    'Embeds {{loader}}’s chunks ({{source}}) into the store’s vector store; the other loaders’ vectors stay as they are, and unchanged chunks are skipped.',
                    { loader: nt(loader.loaderName), source: loader.source || t('this loader') },
                  )
                : t(
                    'Embeds the store’s chunks into the vector store, so flows and the retrieval test can search them (unchanged chunks are skipped).',
                  )
            }
          />
        )
      }
      actions={
        store && (
          <Available permission="documentStores:upsert-config,documentStores:update">
            <Button icon={<Delete20Regular />} onClick={() => void removeVectors()} disabled={running}>
              {t('Delete vectors')}
            </Button>
            <Button
              icon={<Save20Regular />}
              onClick={() => void saveConfig()}
              disabled={running || !complete}
            >
              {t('Save config')}
            </Button>
            <Button
              appearance="primary"
              icon={<Sparkle20Regular />}
              onClick={() => void startUpsert()}
              disabled={running || !complete}
            >
              {running
                ? t('Upserting…')
                : loader
                  ? t('Upsert {{name}}', { name: nt(loader.loaderName) })
                  : t('Upsert')}
            </Button>
          </Available>
        )
      }
    >
      <div className={styles.status}>
        {failure && (
          <MessageBar intent="error" data-testid="upsert-failure">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        )}
        {upsert.pollError && (
          <MessageBar intent="warning">
            <MessageBarBody>
              {t('Could not read the upsert’s progress: {{error}}', { error: upsert.pollError })}
            </MessageBarBody>
          </MessageBar>
        )}
        {upsert.job && (
          <JobProgress job={upsert.job} label={t('Embedding chunks')} onCancel={() => void upsert.cancel()} />
        )}
        {!running && last && (
          <Card appearance="filled-alternative" className={styles.panel}>
            <UpsertResultView job={last} />
            {last.status === 'succeeded' && (
              <Button icon={<DocumentSearch20Regular />} onClick={() => navigate(storePaths.query(storeId))}>
                {t('Test retrieval')}
              </Button>
            )}
          </Card>
        )}
        <div className={styles.columns}>
          <Card className={styles.panel} appearance="filled-alternative">
            <Subtitle2 as="h2">{t('Embeddings')}</Subtitle2>
            <ComponentChoice
              label={t('Embedding model')}
              idPrefix={storeId}
              components={embeddings.list}
              error={embeddings.error}
              value={embedding}
              onChange={setEmbedding}
              credentials={credentials}
            />
          </Card>
          <Card className={styles.panel} appearance="filled-alternative">
            <Subtitle2 as="h2">{t('Vector store')}</Subtitle2>
            <ComponentChoice
              label={t('Vector store')}
              idPrefix={storeId}
              components={vectorStores.list}
              error={vectorStores.error}
              value={vectorStore}
              onChange={setVectorStore}
              credentials={credentials}
            />
          </Card>
          {builtInRecordManager ? (
            // One built-in record manager without settings: said, not offered as a choice.
            <Card className={styles.panel} appearance="filled-alternative">
              <Subtitle2 as="h2">{t('Record manager')}</Subtitle2>
              <Text weight="semibold">{nt(builtInRecordManager.label)}</Text>
              <Text className={styles.muted}>{nt(builtInRecordManager.description)}</Text>
            </Card>
          ) : (
            (recordManagers.list?.length ?? 0) > 0 && (
              <Card className={styles.panel} appearance="filled-alternative">
                <Subtitle2 as="h2">{t('Record manager')}</Subtitle2>
                <ComponentChoice
                  label={t('Record manager')}
                  optional
                  idPrefix={storeId}
                  components={recordManagers.list}
                  error={recordManagers.error}
                  value={recordManager}
                  onChange={setRecordManager}
                  credentials={credentials}
                />
              </Card>
            )
          )}
        </div>
      </div>
    </ListPageFrame>
  );
}
