import { useCallback, useEffect, useState } from 'react';
import { useSaving } from '../../../../host/web/components/useSaving.ts';
import { errorMessage } from '../../../../host/web/http/http.ts';
import type { Workspace } from '../../common/identityTypes.ts';
import { adminApi } from './adminApi.ts';

/**
 * What the invite and edit-user dialogs share: the organisation's workspaces (loaded each time
 * the dialog opens), the chosen role and workspaces, whether a submit was tried (field errors
 * show only then), and the save. `fields` goes to RoleWorkspaceFields as it is.
 */
export function useRoleWorkspaceForm(open: boolean, organizationId: string) {
  const [workspaces, setWorkspaces] = useState<Workspace[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [roleId, setRoleId] = useState('member');
  const [chosen, setChosen] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const saving = useSaving();
  const { setFailure } = saving;
  /** A fresh form with these values: no field errors, no failure. */
  const reset = useCallback(
    (role: string, workspaceIds: string[]) => {
      setRoleId(role);
      setChosen(workspaceIds);
      setTouched(false);
      setFailure(null);
    },
    [setFailure],
  );

  useEffect(() => {
    if (!open) return;
    setLoadError(null);
    adminApi.workspaces(organizationId).then(setWorkspaces, (err) => setLoadError(errorMessage(err)));
  }, [open, organizationId]);

  return {
    workspaces,
    roleId,
    chosen,
    setChosen,
    touched,
    setTouched,
    reset,
    saving,
    /** The dialog's error line: a failed save, else a failed workspace list. */
    error: saving.failure ?? (loadError && `Could not load workspaces: ${loadError}`),
    fields: { roleId, onRoleChange: setRoleId, workspaces, chosen, onChosenChange: setChosen },
  };
}
