import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Eye20Regular, Play20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { Available } from '../../../host/web/access/Available.tsx';
import { ListPageFrame } from '../../../host/web/components/ListPageFrame.tsx';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import { NodeInputsForm, PluginNodeTexts, useNodeText } from '../../flows/public-web.ts';
import { splitterSettings, splitterSummary } from '../common/splitterSettings.ts';
import type { LoaderDraft, PreviewResult, StoreJob } from '../common/pageTypes.ts';
import { ChunkCard } from './ChunkCard.tsx';
import { ChunkGrid } from './ChunkGrid.tsx';
import { documentStoresApi } from './documentStoresApi.ts';
import './documentStoresMessages.ts';
import { JobProgress } from './JobProgress.tsx';
import { SplitterPicker } from './SplitterPicker.tsx';
import { StoreHeader } from './StoreHeader.tsx';
import { storePaths } from './storePaths.ts';
import { noOptions, useComponents } from './useComponentChoices.ts';
import { isRunning, useStoreJob } from './useStoreJob.ts';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(300px, 440px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  count: { width: '140px' },
  // A number input is wider than its field by default.
  fill: { width: '100%', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * /document-stores/:storeId/:name(?id=loaderId): one loader of component `name`: its inputs and a
 * text splitter, a preview of the first chunks, then processing into the store.
 */
export default function LoaderConfigPage() {
  return (
    <PluginNodeTexts>
      <LoaderConfigPageContent />
    </PluginNodeTexts>
  );
}

function LoaderConfigPageContent() {
  const styles = useStyles();
  const t = useT();
  const nt = useNodeText();
  const { storeId = '', name = '' } = useParams<{ storeId: string; name: string }>();
  const savedId = new URLSearchParams(useSearch()).get('id') ?? undefined;
  const [, navigate] = useLocation();
  const loaders = useComponents('loaders');
  const splitters = useComponents('splitters');
  const [draft, setDraft] = useState<Omit<LoaderDraft, 'storeId' | 'loaderId' | 'loaderName'> | null>(null);
  const {
    data: store,
    error,
    reload,
  } = useLoaded(async () => {
    const s = await documentStoresApi.get(storeId);
    const saved = savedId ? s.loaders.find((l) => l.id === savedId) : undefined;
    if (savedId && !saved) throw new Error(t('This store has no loader {{id}}', { id: savedId }));
    setDraft({
      id: saved?.id,
      loaderConfig: saved?.loaderConfig ?? {},
      splitterId: saved?.splitterId ?? undefined,
      splitterConfig: saved?.splitterConfig ?? {},
    });
    return s;
  });
  const [previewCount, setPreviewCount] = useState(20);
  const [preview, setPreview] = useState<PreviewResult | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const processing = useStoreJob((job: StoreJob) => {
    if (job.status === 'succeeded') {
      notify.success(t('Loader processed'));
      navigate(storePaths.store(storeId));
    } else setFailure(job.message || t('Processing {{status}}', { status: job.status }));
  });

  const definition = loaders.list?.find((d) => d.name === name);
  const splitter = splitters.list?.find((d) => d.name === draft?.splitterId);
  const settings = useMemo(
    () => splitterSummary(splitterSettings(splitter, draft?.splitterConfig), t),
    [splitter, draft?.splitterConfig, t],
  );
  const unknownLoader =
    loaders.list && !definition ? t("There is no loader of type '{{name}}'.", { name }) : null;

  const fullDraft = (): LoaderDraft | null =>
    definition && draft
      ? {
          storeId,
          ...(draft.id ? { id: draft.id } : {}),
          loaderId: definition.name,
          loaderName: definition.label,
          loaderConfig: draft.loaderConfig,
          ...(splitter
            ? {
                splitterId: splitter.name,
                splitterName: splitter.label,
                splitterConfig: draft.splitterConfig ?? {},
              }
            : {}),
        }
      : null;

  async function runPreview() {
    const body = fullDraft();
    if (!body) return;
    setFailure(null);
    setPreviewing(true);
    try {
      setPreview(await documentStoresApi.preview({ ...body, previewChunkCount: previewCount }));
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setPreviewing(false);
    }
  }

  async function process() {
    const body = fullDraft();
    if (!body) return;
    setFailure(null);
    try {
      const saved = await documentStoresApi.saveLoader(body);
      setDraft((d) => (d ? { ...d, id: saved.id } : d));
      const started = await documentStoresApi.processLoader(saved.id, { ...body, id: saved.id });
      processing.follow(started.job);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  }

  const running = isRunning(processing.job);
  const ready = store !== null && draft !== null && !!definition;

  return (
    <ListPageFrame
      title={
        definition
          ? savedId
            ? t('Configure {{loader}}', { loader: nt(definition.label) })
            : t('Add {{loader}}', { loader: nt(definition.label) })
          : t('Document loader')
      }
      noun={t('the loader')}
      loaded={ready || !!unknownLoader}
      error={error ?? loaders.error ?? unknownLoader}
      onRetry={reload}
      empty={false}
      emptyIcon={<Eye20Regular />}
      emptyText=""
      above={
        store && (
          <StoreHeader
            store={store}
            back={{ href: storePaths.store(storeId), label: t('Back to {{name}}', { name: store.name }) }}
            subtitle={nt(definition?.description)}
          />
        )
      }
      actions={
        ready && (
          <Available permission="documentStores:preview-process">
            <Button
              icon={<Eye20Regular />}
              onClick={() => void runPreview()}
              disabled={previewing || running}
            >
              {previewing ? t('Previewing…') : t('Preview chunks')}
            </Button>
            <Button
              appearance="primary"
              icon={<Play20Regular />}
              onClick={() => void process()}
              disabled={running}
            >
              {running ? t('Processing…') : t('Process')}
            </Button>
          </Available>
        )
      }
    >
      {ready && draft && definition && (
        <div className={styles.columns}>
          <Card className={styles.panel} appearance="filled-alternative">
            <Subtitle2 as="h2">{nt(definition.label)}</Subtitle2>
            <NodeInputsForm
              definition={definition}
              nodeId={`${storeId}-${definition.name}`}
              inputs={draft.loaderConfig}
              onChange={(inputs) => setDraft({ ...draft, loaderConfig: inputs })}
              loadOptions={noOptions}
              checkSyntax={async () => []}
            />
            <SplitterPicker
              splitters={splitters.list ?? []}
              value={draft.splitterId}
              error={splitters.error}
              onChange={(id) => setDraft({ ...draft, splitterId: id, splitterConfig: {} })}
            />
            {splitter && (
              <NodeInputsForm
                definition={splitter}
                nodeId={`${storeId}-${splitter.name}`}
                inputs={draft.splitterConfig ?? {}}
                onChange={(inputs) => setDraft({ ...draft, splitterConfig: inputs })}
                loadOptions={noOptions}
                checkSyntax={async () => []}
              />
            )}
          </Card>
          <div className={styles.panel}>
            {failure && (
              <MessageBar intent="error" data-testid="loader-failure">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            )}
            {processing.job && (
              <JobProgress
                job={processing.job}
                label={t('Processing')}
                onCancel={() => void processing.cancel()}
              />
            )}
            <div className={styles.row}>
              <Field label={t('Chunks to preview')} className={styles.count}>
                <Input
                  className={styles.fill}
                  type="number"
                  min={1}
                  value={String(previewCount)}
                  onChange={(_, d) => setPreviewCount(Math.max(1, Number(d.value) || 1))}
                />
              </Field>
              <Text className={styles.muted}>
                {splitter ? `${nt(splitter.label)}: ${settings || t('default settings')}` : t('No splitter')}
              </Text>
            </div>
            {previewing && <Spinner label={t('Reading and splitting…')} />}
            {!previewing && !preview && (
              <Body1 className={styles.muted}>
                {t('Preview shows the first chunks this loader and splitter make, before anything is saved.')}
              </Body1>
            )}
            {preview && !previewing && (
              <>
                <Text weight="semibold" data-testid="preview-summary">
                  {t('Showing {{shown}} of {{total}} chunks', {
                    shown: Math.min(preview.chunks.length, preview.totalChunks),
                    total: preview.totalChunks.toLocaleString('en'),
                  })}
                  {settings ? ` · ${settings}` : ''}
                </Text>
                <ChunkGrid label={t('Preview chunks')}>
                  {preview.chunks.map((c, i) => (
                    <ChunkCard key={c.id ?? i} chunk={c} index={i} />
                  ))}
                </ChunkGrid>
              </>
            )}
          </div>
        </div>
      )}
    </ListPageFrame>
  );
}
