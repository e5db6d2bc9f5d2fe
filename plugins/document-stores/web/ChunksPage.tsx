import { Button, makeStyles, Text, tokens, Tooltip } from '@fluentui/react-components';
import {
  ArrowLeft20Regular,
  ArrowRight20Regular,
  Delete20Regular,
  DocumentBulletList24Regular,
  Edit20Regular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useParams } from 'wouter';
import { Available } from '../../../host/web/access/Available.tsx';
import { ListPageFrame } from '../../../host/web/components/ListPageFrame.tsx';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { confirmAndRun } from '../../../host/web/stores/confirmAndRun.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { chunkNumber } from '../common/metadataText.ts';
import type { Chunk, ChunkPage, DocumentStore } from '../common/pageTypes.ts';
import { ChunkCard } from './ChunkCard.tsx';
import { ChunkEditDialog } from './ChunkEditDialog.tsx';
import { ChunkGrid } from './ChunkGrid.tsx';
import { documentStoresApi } from './documentStoresApi.ts';
import './documentStoresMessages.ts';
import { StoreHeader } from './StoreHeader.tsx';
import { storePaths } from './storePaths.ts';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flex: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

const PEER_PAGE_SIZE = 50;

/** /document-stores/chunks/:storeId/:fileId: a loader's (or 'all' loaders') chunks, page by page. */
export default function ChunksPage() {
  const styles = useStyles();
  const t = useT();
  const { storeId = '', fileId = 'all' } = useParams<{ storeId: string; fileId: string }>();
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<Chunk | null>(null);
  const { data, setData, error, reload } = useLoaded<{ store: DocumentStore; page: ChunkPage }>(async () => ({
    store: await documentStoresApi.get(storeId),
    page: await documentStoresApi.chunks(storeId, fileId, 1),
  }));

  async function go(n: number) {
    if (!data) return;
    try {
      const page = await documentStoresApi.chunks(storeId, fileId, n);
      setData({ ...data, page });
      setPageNo(n);
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  const page = data?.page;
  const pageSize = page?.pageSize ?? PEER_PAGE_SIZE;
  const pages = page ? Math.max(1, Math.ceil(page.count / pageSize)) : 1;
  const loaderName =
    fileId === 'all'
      ? t('All loaders')
      : (data?.store.loaders.find((l) => l.id === fileId)?.loaderName ?? t('Loader'));
  const loaderOf = (c: Chunk) => c.docId ?? (fileId === 'all' ? '' : fileId);

  async function remove(c: Chunk) {
    const ok = await confirmAndRun({
      title: t('Delete chunk'),
      description: t('Delete chunk #{{n}}? Its vector goes with it.', { n: chunkNumber(c, 0) }),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-chunk',
      run: () => documentStoresApi.removeChunk(storeId, loaderOf(c), c.id ?? ''),
      done: t('Chunk deleted'),
    });
    if (ok) await go(page && page.chunks.length === 1 && pageNo > 1 ? pageNo - 1 : pageNo);
  }

  const pager = page && (
    <div className={styles.pager}>
      <Text>
        {t('{{n}} chunks', { n: page.count.toLocaleString('en') })}
        {page.characters !== undefined
          ? ` · ${t('{{n}} characters', { n: page.characters.toLocaleString('en') })}`
          : ''}
      </Text>
      <span className={styles.grow} />
      <Tooltip content={t('Previous page')} relationship="label">
        <Button icon={<ArrowLeft20Regular />} disabled={pageNo <= 1} onClick={() => void go(pageNo - 1)} />
      </Tooltip>
      <Text aria-live="polite">{t('Page {{page}} of {{pages}}', { page: pageNo, pages })}</Text>
      <Tooltip content={t('Next page')} relationship="label">
        <Button
          icon={<ArrowRight20Regular />}
          disabled={pageNo >= pages}
          onClick={() => void go(pageNo + 1)}
        />
      </Tooltip>
    </div>
  );

  return (
    <>
      <ListPageFrame
        title={data ? `${data.store.name}: ${loaderName}` : t('Chunks')}
        noun={t('chunks')}
        loaded={data !== null}
        error={error}
        onRetry={reload}
        empty={page?.count === 0}
        emptyIcon={<DocumentBulletList24Regular />}
        emptyText={t('No chunks yet. Process a loader to split its documents into chunks.')}
        above={
          data && (
            <>
              <StoreHeader
                store={data.store}
                back={{
                  href: storePaths.store(storeId),
                  label: t('Back to {{name}}', { name: data.store.name }),
                }}
              />
              {pager}
            </>
          )
        }
      >
        {page && (
          <ChunkGrid label={t('Chunks')}>
            {page.chunks.map((c, i) => (
              <ChunkCard
                key={c.id ?? i}
                chunk={c}
                index={(pageNo - 1) * pageSize + i}
                actions={
                  c.id && (
                    <>
                      <Available permission="documentStores:update,documentStores:preview-process">
                        <Button
                          appearance="subtle"
                          size="small"
                          icon={<Edit20Regular />}
                          aria-label={t('Edit chunk {{n}}', { n: chunkNumber(c, i) })}
                          title={t('Edit')}
                          onClick={() => setEditing(c)}
                        />
                      </Available>
                      <Available permission="documentStores:update,documentStores:delete">
                        <Button
                          appearance="subtle"
                          size="small"
                          icon={<Delete20Regular />}
                          aria-label={t('Delete chunk {{n}}', { n: chunkNumber(c, i) })}
                          title={t('Delete')}
                          onClick={() => void remove(c)}
                        />
                      </Available>
                    </>
                  )
                }
              />
            ))}
          </ChunkGrid>
        )}
      </ListPageFrame>
      <ChunkEditDialog
        chunk={editing}
        onClose={() => setEditing(null)}
        onSave={async (body) => {
          if (!editing?.id) return;
          await documentStoresApi.updateChunk(storeId, loaderOf(editing), editing.id, body);
          notify.success(t('Chunk saved'));
          setEditing(null);
          await go(pageNo);
        }}
      />
    </>
  );
}
