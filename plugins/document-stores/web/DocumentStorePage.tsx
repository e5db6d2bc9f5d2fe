import {
  Button,
  Caption1,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  Add20Regular,
  ArrowSync20Regular,
  Delete20Regular,
  DocumentBulletList20Regular,
  DocumentSearch20Regular,
  Edit20Regular,
  MoreHorizontal20Regular,
  Play20Regular,
  Sparkle20Regular,
  TextBulletListSquare24Regular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { Available } from '../../../host/web/access/Available.tsx';
import { useAccess } from '../../../host/web/access/useAccess.ts';
import { DataTable } from '../../../host/web/components/DataTable.tsx';
import { ListPageFrame } from '../../../host/web/components/ListPageFrame.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { PluginNodeTexts, useNodeText } from '../../flows/public-web.ts';
import { confirmAndRun } from '../../../host/web/stores/confirmAndRun.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { countText } from '../common/storeFigures.ts';
import { isBusyStatus } from '../common/storeStatusBadge.ts';
import type { StoreLoader } from '../common/pageTypes.ts';
import { AddLoaderDialog } from './AddLoaderDialog.tsx';
import { documentStoresApi } from './documentStoresApi.ts';
import './documentStoresMessages.ts';
import { StoreHeader } from './StoreHeader.tsx';
import { StoreStatusBadge } from './StoreStatusBadge.tsx';
import { storePaths } from './storePaths.ts';
import { usePolling } from './usePolling.ts';

const useStyles = makeStyles({
  source: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The draft process takes again for a saved loader (re-process with the same settings). */
function draftOf(storeId: string, l: StoreLoader) {
  return {
    storeId,
    id: l.id,
    loaderId: l.loaderId,
    loaderName: l.loaderName,
    loaderConfig: l.loaderConfig ?? {},
    ...(l.splitterId ? { splitterId: l.splitterId, splitterName: l.splitterName ?? l.splitterId } : {}),
    ...(l.splitterConfig ? { splitterConfig: l.splitterConfig } : {}),
  };
}

/** /document-stores/:storeId: a store's loaders, with processing, upsert and retrieval test. */
export default function DocumentStorePage() {
  return (
    <PluginNodeTexts>
      <DocumentStorePageContent />
    </PluginNodeTexts>
  );
}

function DocumentStorePageContent() {
  const styles = useStyles();
  const list = useListPageStyles();
  const t = useT();
  const nt = useNodeText();
  const access = useAccess();
  const { storeId = '' } = useParams<{ storeId: string }>();
  const [, navigate] = useLocation();
  const [adding, setAdding] = useState(false);
  const { data: store, error, reload } = useLoaded(() => documentStoresApi.get(storeId));
  const loaders = store?.loaders ?? [];
  const busy = isBusyStatus(store?.status) || loaders.some((l) => isBusyStatus(l.status));
  usePolling(reload, busy);

  async function process(loader: StoreLoader) {
    try {
      await documentStoresApi.processLoader(loader.id, draftOf(storeId, loader));
      notify.info(t("Processing '{{name}}'…", { name: nt(loader.loaderName) }));
      await reload();
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  async function refresh() {
    const ok = await confirmAndRun({
      title: t('Re-process all loaders'),
      description: t('Read every loader again, split it, and upsert the chunks into the vector store?'),
      confirmButtonName: t('Re-process'),
      customBtnId: 'confirm-refresh-store',
      run: () => documentStoresApi.refresh(storeId),
      done: t('Re-processing started'),
    });
    if (ok) await reload();
  }

  async function removeLoader(loader: StoreLoader) {
    const ok = await confirmAndRun({
      title: t('Delete loader'),
      description: t("Delete the loader '{{name}}' with its chunks and their vectors?", {
        name: nt(loader.loaderName),
      }),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-loader',
      run: () => documentStoresApi.removeLoader(storeId, loader.id),
      done: t("Loader '{{name}}' deleted", { name: nt(loader.loaderName) }),
    });
    if (ok) await reload();
  }

  const hasChunks = loaders.some((l) => (l.totalChunks ?? 0) > 0);
  const canQuery = store?.status === 'UPSERTED' || store?.status === 'STALE';

  return (
    <>
      <ListPageFrame
        title={store?.name ?? t('Document store')}
        noun={t('the document store')}
        loaded={store !== null}
        error={error}
        onRetry={reload}
        empty={loaders.length === 0}
        emptyIcon={<TextBulletListSquare24Regular />}
        emptyText={t(
          'No loaders yet. Add a loader to read documents (files, text, web pages) into this store.',
        )}
        above={
          store && (
            <StoreHeader
              store={store}
              back={{ href: storePaths.list, label: t('Back to document stores') }}
            />
          )
        }
        actions={
          store && (
            <>
              <Available permission="documentStores:add-loader">
                <Button
                  appearance="primary"
                  icon={<Add20Regular />}
                  onClick={() => setAdding(true)}
                  disabled={busy}
                >
                  {t('Add Document Loader')}
                </Button>
              </Available>
              <Available permission="documentStores:upsert-config">
                <Button
                  icon={<Sparkle20Regular />}
                  disabled={!hasChunks}
                  onClick={() => navigate(storePaths.vector(storeId))}
                >
                  {t('Upsert')}
                </Button>
              </Available>
              <Button
                icon={<DocumentSearch20Regular />}
                disabled={!canQuery}
                onClick={() => navigate(storePaths.query(storeId))}
              >
                {t('Retrieval query')}
              </Button>
              <Menu>
                <MenuTrigger disableButtonEnhancement>
                  <Button
                    appearance="subtle"
                    icon={<MoreHorizontal20Regular />}
                    aria-label={t('More store actions')}
                  />
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    <MenuItem
                      icon={<DocumentBulletList20Regular />}
                      disabled={!hasChunks}
                      onClick={() => navigate(storePaths.chunks(storeId))}
                    >
                      {t('View all chunks')}
                    </MenuItem>
                    {access.can('documentStores:preview-process,documentStores:upsert-config') && (
                      <MenuItem
                        icon={<ArrowSync20Regular />}
                        disabled={busy || loaders.length === 0}
                        onClick={() => void refresh()}
                      >
                        {t('Re-process all loaders')}
                      </MenuItem>
                    )}
                  </MenuList>
                </MenuPopover>
              </Menu>
            </>
          )
        }
      >
        <DataTable<StoreLoader>
          aria-label={t('Loaders')}
          items={loaders}
          itemKey={(l) => l.id}
          itemName={(l) => nt(l.loaderName)}
          columns={[
            {
              header: t('Loader'),
              render: (l) => (
                <span className={styles.source}>
                  <Text weight="semibold">{nt(l.loaderName)}</Text>
                  <Caption1 className={styles.muted} title={l.source}>
                    {l.source || l.files?.map((f) => f.name).join(', ') || ''}
                  </Caption1>
                </span>
              ),
            },
            {
              header: t('Splitter'),
              width: 200,
              render: (l) => l.splitterName || <span className={list.muted}>{t('None')}</span>,
            },
            {
              header: t('Chunks'),
              width: 90,
              render: (l) => (
                <span title={countText(l.totalChunks ?? 0).full}>{countText(l.totalChunks ?? 0).short}</span>
              ),
            },
            {
              header: t('Characters'),
              width: 110,
              render: (l) => (
                <span title={countText(l.totalChars ?? 0).full}>{countText(l.totalChars ?? 0).short}</span>
              ),
            },
            {
              header: t('Status'),
              width: 120,
              render: (l) => (
                <span title={l.error ?? undefined}>
                  <StoreStatusBadge status={l.status} />
                </span>
              ),
            },
          ]}
          actions={[
            {
              label: t('Configure'),
              icon: <Edit20Regular />,
              permission: 'documentStores:preview-process',
              onClick: (l) => navigate(storePaths.loader(storeId, l.loaderId, l.id)),
            },
            {
              label: t('Process'),
              title: t('Process again with the saved settings'),
              icon: <Play20Regular />,
              permission: 'documentStores:preview-process',
              when: (l) => !isBusyStatus(l.status),
              onClick: (l) => void process(l),
            },
            {
              label: t('View chunks'),
              icon: <DocumentBulletList20Regular />,
              when: (l) => (l.totalChunks ?? 0) > 0,
              onClick: (l) => navigate(storePaths.chunks(storeId, l.id)),
            },
            {
              label: t('Delete'),
              icon: <Delete20Regular />,
              permission: 'documentStores:delete-loader',
              onClick: (l) => void removeLoader(l),
            },
          ]}
        />
      </ListPageFrame>
      <AddLoaderDialog
        open={adding}
        onClose={() => setAdding(false)}
        onPick={(d) => {
          setAdding(false);
          navigate(storePaths.loader(storeId, d.name));
        }}
      />
    </>
  );
}
