import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../http/http.ts';

/** What a server-paged list answers (`page`, `limit` and `search` in the query string). */
export interface ServerPage<T> {
  data: T[];
  total: number;
}

export interface ServerPageRequest {
  /** 1-based. */
  page: number;
  limit: number;
  /** Trimmed; '' for none. */
  search: string;
  signal: AbortSignal;
}

/** The state ResourceListPage shows in server mode. */
export interface ServerListState {
  page: number;
  pageSize: number;
  total: number;
  setPage(page: number): void;
  /** The search box's text, as typed. */
  search: string;
  setSearch(text: string): void;
  /** The search the shown items answer (lags the box while typing). */
  answeredSearch: string;
  /** A request is on its way; the previous items stay shown meanwhile. */
  loading: boolean;
}

export interface ServerList<T> extends ServerListState {
  /** null until the first page arrives. */
  items: T[] | null;
  error: string | null;
  /** Asks for the current page again (after a create, edit or delete). */
  reload(): void;
}

export const SERVER_LIST_PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list read a page at a time from the server: the page and the (debounced) search go to the
 * server, a newer request cancels the older one, and a page emptied by deletes steps back to the
 * last page there is.
 */
export function useServerList<T>(
  fetchPage: (request: ServerPageRequest) => Promise<ServerPage<T>>,
  pageSize = SERVER_LIST_PAGE_SIZE,
): ServerList<T> {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const [query, setQuery] = useState('');
  const [answeredSearch, setAnsweredSearch] = useState('');
  const [items, setItems] = useState<T[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  // The fetcher is read at call time: callers pass inline functions.
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick asks for the same page again
  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    setError(null);
    fetcher
      .current({ page, limit: pageSize, search: query, signal: abort.signal })
      .then((answer) => {
        if (abort.signal.aborted) return;
        const lastPage = Math.max(1, Math.ceil(answer.total / pageSize));
        if (answer.data.length === 0 && page > lastPage) {
          setPage(lastPage);
          return;
        }
        setItems(answer.data);
        setTotal(answer.total);
        setAnsweredSearch(query);
        setLoading(false);
      })
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        setError(errorMessage(err));
        setLoading(false);
      });
    return () => abort.abort();
  }, [page, query, pageSize, tick]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const setSearch = useCallback((text: string) => {
    setSearchText(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setQuery(text.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
  }, []);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  return {
    items,
    error,
    reload,
    page,
    pageSize,
    total,
    setPage,
    search,
    setSearch,
    answeredSearch,
    loading,
  };
}

/** A request's query string (no `search` when blank: the server answers the same). */
export function serverPageQuery({ page, limit, search }: ServerPageRequest) {
  return { page, limit, search: search || undefined };
}
