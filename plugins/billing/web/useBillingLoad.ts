import { useEffect, useState } from 'react';
import { errorMessage } from '../../../host/web/http/http.ts';

/** Runs `load` when `key` changes; its value, error and whether it is still loading. */
export function useBillingLoad<T>(key: string | null, load: () => Promise<T>) {
  const [state, setState] = useState<{ value: T | null; error: string | null; loading: boolean }>({
    value: null,
    error: null,
    loading: key !== null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: key names what load reads
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ value: null, error: null, loading: true });
    load()
      .then((value) => live && setState({ value, error: null, loading: false }))
      .catch((err) => live && setState({ value: null, error: errorMessage(err), loading: false }));
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
