import { useCallback, useState } from 'react';
import { storage } from '../stores/storage.ts';

export type ViewMode = 'card' | 'list';

/** The peer's local storage key, so both flow lists (agentflows, chatflows) share one choice. */
export const VIEW_MODE_KEY = 'flowDisplayStyle';

export function readViewMode(key = VIEW_MODE_KEY): ViewMode {
  return storage.get(key) === 'list' ? 'list' : 'card';
}

/** Cards or table, kept in local storage under `key` across reloads. */
export function useViewMode(key = VIEW_MODE_KEY): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(() => readViewMode(key));
  const change = useCallback(
    (next: ViewMode) => {
      storage.set(key, next);
      setMode(next);
    },
    [key],
  );
  return [mode, change];
}
