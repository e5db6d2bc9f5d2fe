import { useCallback, useEffect, useState } from 'react';
import type { OptionItem } from '../../../../node-registry/types.ts';
import { errorMessage } from '../../../../host/web/http/errorMessage.ts';
import { useFormContext } from './FormContext.tsx';

export interface AsyncOptionsState {
  options: OptionItem[];
  loading: boolean;
  error: string | null;
  refresh(): void;
}

/** Options of a load method: loaded on mount, again on refresh; a late answer of an old request is dropped. */
export function useAsyncOptions(loadMethod: string | undefined): AsyncOptionsState {
  const { loadOptions } = useFormContext();
  const [state, setState] = useState<{ options: OptionItem[]; loading: boolean; error: string | null }>({
    options: [],
    loading: Boolean(loadMethod),
    error: loadMethod ? null : 'This field names no load method',
  });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!loadMethod) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    loadOptions(loadMethod, round > 0).then(
      (options) => live && setState({ options, loading: false, error: null }),
      (err: unknown) => live && setState({ options: [], loading: false, error: errorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [loadMethod, loadOptions, round]);

  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, refresh };
}
