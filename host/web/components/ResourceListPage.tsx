import { Button, SearchBox, Spinner, Text } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import type { ReactElement, ReactNode } from 'react';
import { Available } from '../access/Available.tsx';
import { useT } from '../i18n/i18n.ts';
import { type DataColumn, DataTable, type RowAction } from './DataTable.tsx';
import { ListPageFrame } from './ListPageFrame.tsx';
import { Pager } from './Pager.tsx';
import { useListPageStyles } from './useListPageStyles.ts';
import { useSearchFilter } from './useSearchFilter.ts';
import type { ServerListState } from './useServerList.ts';

export interface ResourceListPageProps<T> {
  /** The page heading, e.g. 'Credentials'. */
  title: string;
  /** Singular and plural, lower case (translated), for the messages: ['credential', 'credentials']. */
  noun: readonly [string, string];
  /** null while loading. */
  items: readonly T[] | null;
  /** The last load's error; shown with a Retry button. */
  error: string | null;
  onRetry(): void;
  itemKey(item: T): string;
  itemName(item: T): string;
  searchPlaceholder: string;
  /** What the search box matches (case-insensitive), when the whole list is in the browser. */
  searchText?(item: T): string;
  /**
   * Server mode (useServerList): `items` is one page, the search and the page go to the server,
   * and a pager shows the total.
   */
  server?: ServerListState;
  add?: { label: string; permission: string; onClick(): void };
  /** More buttons, shown before the add button (e.g. loading an item from a file). */
  extraActions?: ReactNode;
  /** The icon (a 24px Fluent icon, shown large) and text when there is nothing yet. */
  empty: { icon: ReactElement<{ className?: string; 'aria-hidden'?: boolean }>; text: ReactNode };
  columns: readonly DataColumn<T>[];
  actions?: readonly RowAction<T>[];
  /** Dialogs of the page. */
  children?: ReactNode;
}

const everything = () => '';

/**
 * The layout of every resource list page (credentials, variables, tools, API keys): heading,
 * search, add button, then loading, error with retry, empty state, no-match note or the table.
 * In server mode the empty state waits for an answer to no search, so typing never flashes it.
 */
export function ResourceListPage<T>(props: ResourceListPageProps<T>) {
  const { items, noun, server } = props;
  const list = useListPageStyles();
  const t = useT();
  const local = useSearchFilter(server ? null : items, props.searchText ?? everything);
  const search = server ? server.search : local.search;
  const setSearch = server ? server.setSearch : local.setSearch;
  const shown = server ? (items ?? []) : local.shown;
  const answered = server ? server.answeredSearch : search;
  const busy = server?.loading === true && items !== null;

  return (
    <>
      <ListPageFrame
        title={props.title}
        noun={noun[1]}
        loaded={items !== null}
        error={props.error}
        onRetry={props.onRetry}
        empty={items?.length === 0 && (!server || server.answeredSearch === '')}
        emptyIcon={props.empty.icon}
        emptyText={props.empty.text}
        actions={
          <>
            <SearchBox
              placeholder={props.searchPlaceholder}
              aria-label={t('Search {{noun}}', { noun: noun[1] })}
              value={search}
              onChange={(_, d) => setSearch(d.value)}
            />
            {busy && <Spinner size="tiny" aria-label={t('Loading {{noun}}…', { noun: noun[1] })} />}
            {props.extraActions}
            {props.add && (
              <Available permission={props.add.permission}>
                <Button appearance="primary" icon={<Add20Regular />} onClick={props.add.onClick}>
                  {props.add.label}
                </Button>
              </Available>
            )}
          </>
        }
      >
        {shown.length === 0 ? (
          <Text className={list.muted}>
            {t("No {{noun}} matches '{{search}}'.", { noun: noun[0], search: answered })}
          </Text>
        ) : (
          <div aria-busy={busy}>
            <DataTable
              aria-label={props.title}
              items={shown}
              columns={props.columns}
              itemKey={props.itemKey}
              itemName={props.itemName}
              actions={props.actions}
            />
          </div>
        )}
        {server && server.total > 0 && (
          <Pager page={server.page} pageSize={server.pageSize} total={server.total} onPage={server.setPage} />
        )}
      </ListPageFrame>
      {props.children}
    </>
  );
}
