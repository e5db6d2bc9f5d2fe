import {
  Button,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  SearchBox,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  Add20Regular,
  Delete20Regular,
  Dismiss20Regular,
  DocumentDatabase24Regular,
  Rename20Regular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Available } from '../../../host/web/access/Available.tsx';
import { DataTable } from '../../../host/web/components/DataTable.tsx';
import { ListPageFrame } from '../../../host/web/components/ListPageFrame.tsx';
import { useListPageStyles } from '../../../host/web/components/useListPageStyles.ts';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { useSearchFilter } from '../../../host/web/components/useSearchFilter.ts';
import { useViewMode } from '../../../host/web/components/useViewMode.ts';
import { ViewModeToggle } from '../../../host/web/components/ViewModeToggle.tsx';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { countText, storeFigures } from '../common/storeFigures.ts';
import type { DocumentStore } from '../common/pageTypes.ts';
import { documentStoresApi } from './documentStoresApi.ts';
import './documentStoresMessages.ts';
import { StoreCard } from './StoreCard.tsx';
import { StoreDialog } from './StoreDialog.tsx';
import { storePaths } from './storePaths.ts';
import { StoreStatusBadge } from './StoreStatusBadge.tsx';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  figure: { fontVariantNumeric: 'tabular-nums' },
});

const storeText = (s: DocumentStore) => `${s.name} ${s.description ?? ''}`;
const storePath = storePaths.store;

/** /document-stores: the workspace's document stores as cards or a table. */
export default function DocumentStoresPage() {
  const styles = useStyles();
  const list = useListPageStyles();
  const t = useT();
  const [, navigate] = useLocation();
  const [mode, setMode] = useViewMode('docStoreDisplayStyle');
  const [dialog, setDialog] = useState<{ open: boolean; store: DocumentStore | null }>({
    open: false,
    store: null,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { data: items, setData: setItems, error, reload } = useLoaded(() => documentStoresApi.list());
  const { search, setSearch, shown } = useSearchFilter(items, storeText);

  const open = (store: DocumentStore) => navigate(storePath(store.id));
  const rename = (store: DocumentStore) => setDialog({ open: true, store });

  async function remove(store: DocumentStore) {
    setRefusal(null);
    const ok = await confirm({
      title: t('Delete document store'),
      description: t("Delete '{{name}}' with its loaders, chunks and vectors? This cannot be undone.", {
        name: store.name,
      }),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-store',
    });
    if (!ok) return;
    try {
      await documentStoresApi.remove(store.id);
      notify.success(t("Document store '{{name}}' deleted", { name: store.name }));
      setItems((all) => all?.filter((s) => s.id !== store.id) ?? null);
    } catch (err) {
      // A store in use is refused with the flows named: kept on the page until dismissed.
      setRefusal(errorMessage(err));
    }
  }

  function saved(store: DocumentStore) {
    const created = !dialog.store;
    notify.success(
      created
        ? t("Document store '{{name}}' added", { name: store.name })
        : t("Document store '{{name}}' saved", { name: store.name }),
    );
    setDialog({ open: false, store: null });
    if (created) navigate(storePath(store.id));
    else setItems((all) => all?.map((s) => (s.id === store.id ? { ...s, ...store } : s)) ?? null);
  }

  const figure = (n: number) => (
    <span className={styles.figure} title={countText(n).full}>
      {countText(n).short}
    </span>
  );

  return (
    <>
      <ListPageFrame
        title={t('Document Store')}
        noun={t('document stores')}
        loaded={items !== null}
        error={error}
        onRetry={reload}
        empty={items?.length === 0}
        emptyIcon={<DocumentDatabase24Regular />}
        emptyText={t(
          'No document stores yet. A store holds your documents as chunks that flows retrieve from.',
        )}
        above={
          refusal && (
            <MessageBar intent="error" data-testid="store-delete-refused">
              <MessageBarBody>{refusal}</MessageBarBody>
              <MessageBarActions
                containerAction={
                  <Button
                    appearance="transparent"
                    aria-label={t('Dismiss')}
                    icon={<Dismiss20Regular />}
                    onClick={() => setRefusal(null)}
                  />
                }
              />
            </MessageBar>
          )
        }
        actions={
          <>
            <SearchBox
              placeholder={t('Search name or description')}
              aria-label={t('Search document stores')}
              value={search}
              onChange={(_, d) => setSearch(d.value)}
            />
            <ViewModeToggle mode={mode} onChange={setMode} />
            <Available permission="documentStores:create">
              <Button
                appearance="primary"
                icon={<Add20Regular />}
                onClick={() => setDialog({ open: true, store: null })}
              >
                {t('Add New')}
              </Button>
            </Available>
          </>
        }
      >
        {shown.length === 0 ? (
          <Text className={list.muted}>{t("No document store matches '{{search}}'.", { search })}</Text>
        ) : mode === 'card' ? (
          <div className={styles.grid}>
            {shown.map((s) => (
              <StoreCard
                key={s.id}
                store={s}
                href={storePath(s.id)}
                onOpen={open}
                onRename={rename}
                onDelete={remove}
              />
            ))}
          </div>
        ) : (
          <DataTable
            aria-label={t('Document stores')}
            items={shown}
            itemKey={(s) => s.id}
            itemName={(s) => s.name}
            columns={[
              {
                header: t('Name'),
                render: (s) => (
                  <Link
                    href={storePath(s.id)}
                    onClick={(e) => {
                      e.preventDefault();
                      open(s);
                    }}
                  >
                    {s.name}
                  </Link>
                ),
              },
              {
                header: t('Description'),
                render: (s) => <Text className={list.muted}>{s.description}</Text>,
              },
              { header: t('Status'), width: 120, render: (s) => <StoreStatusBadge status={s.status} /> },
              { header: t('Loaders'), width: 90, render: (s) => figure(storeFigures(s).loaders) },
              { header: t('Chunks'), width: 90, render: (s) => figure(storeFigures(s).chunks) },
              { header: t('Characters'), width: 110, render: (s) => figure(storeFigures(s).chars) },
            ]}
            actions={[
              {
                label: t('Rename'),
                icon: <Rename20Regular />,
                permission: 'documentStores:update',
                onClick: rename,
              },
              {
                label: t('Delete'),
                icon: <Delete20Regular />,
                permission: 'documentStores:delete',
                onClick: remove,
              },
            ]}
          />
        )}
      </ListPageFrame>
      <StoreDialog
        open={dialog.open}
        store={dialog.store}
        onClose={() => setDialog({ open: false, store: null })}
        onSaved={saved}
      />
    </>
  );
}
