import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../http/http.ts';

export interface Loaded<T> {
  /** null until the first load succeeds. */
  data: T | null;
  setData: Dispatch<SetStateAction<T | null>>;
  /** The last load's error message, cleared when a reload starts. */
  error: string | null;
  reload(): Promise<void>;
}

/** Loads once on mount (and on reload) and keeps the result or the error message for display. */
export function useLoaded<T>(fetcher: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The fetcher is read at call time: callers pass inline functions.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const reload = useCallback(async () => {
    setError(null);
    try {
      setData(await fetcher());
    } catch (err) {
      setError(errorMessage(err));
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, setData, error, reload };
}
