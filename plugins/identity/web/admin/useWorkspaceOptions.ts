import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../host/web/http/http.ts';
import type { Workspace } from '../../common/identityTypes.ts';
import { adminApi } from './adminApi.ts';

/** The organisation's workspaces for a dialog, loaded each time it opens; failures as a message. */
export function useWorkspaceOptions(open: boolean, organizationId: string) {
  const [workspaces, setWorkspaces] = useState<Workspace[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setError(null);
    adminApi.workspaces(organizationId).then(setWorkspaces, (err) => setError(errorMessage(err)));
  }, [open, organizationId]);
  return { workspaces, error };
}
