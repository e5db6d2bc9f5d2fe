import { useEffect, useState } from 'react';
import { errorMessage } from '../../../host/web/http/http.ts';
import { apiKeysApi } from './apiKeysApi.ts';

/**
 * The permissions the signed-in user may put on a key (GET /apikey/permissions), loaded each time
 * a dialog opens, plus `extra` (a key's current ones, which an edit may keep). null while loading.
 */
export function useOfferedPermissions(
  open: boolean,
  onError: (message: string) => void,
  extra: readonly string[] = [],
): string[] | null {
  const [offered, setOffered] = useState<string[] | null>(null);
  const extraKey = extra.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: extraKey stands for extra; onError is read at call time
  useEffect(() => {
    if (!open) return;
    let live = true;
    setOffered(null);
    apiKeysApi
      .permissions()
      .then(({ permissions }) => {
        const own = new Set(permissions);
        if (live) setOffered([...permissions, ...extra.filter((p) => !own.has(p))]);
      })
      .catch((error) => live && onError(errorMessage(error)));
    return () => {
      live = false;
    };
  }, [open, extraKey]);
  return offered;
}
