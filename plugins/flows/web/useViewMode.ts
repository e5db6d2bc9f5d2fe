import { useCallback, useState } from 'react';
import { storage } from '../../../host/web/stores/storage.ts';

export type ViewMode = 'card' | 'list';

/** The peer's local storage key, so both lists (agentflows, chatflows) share one choice. */
export const VIEW_MODE_KEY = 'flowDisplayStyle';

export function readViewMode(): ViewMode {
  return storage.get(VIEW_MODE_KEY) === 'list' ? 'list' : 'card';
}

/** Cards or table, kept in local storage across reloads. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(readViewMode);
  const change = useCallback((next: ViewMode) => {
    storage.set(VIEW_MODE_KEY, next);
    setMode(next);
  }, []);
  return [mode, change];
}
