import { useState } from 'react';
import { switchWorkspace } from './switchWorkspace.ts';

/** Spec section 8: the switch error's default text. */
export const SWITCH_FAILED = 'Failed to switch workspace';

export interface WorkspaceSwitch {
  /** The workspace being switched to, while the call runs. */
  switching: string | null;
  /** The failure shown by the Workspace Switch Error dialog. */
  error: string | null;
  switchTo(id: string): Promise<void>;
}

/** Switching with its progress and failure, shared by the switcher, the cloud chips and the dialogs. */
export function useWorkspaceSwitch(): WorkspaceSwitch {
  const [switching, setSwitching] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    switching,
    error,
    async switchTo(id) {
      setSwitching(id);
      setError(null);
      try {
        await switchWorkspace(id);
      } catch (err) {
        // The server's reason when it gave one, else the spec's default text.
        setError(err instanceof Error && err.message ? err.message : SWITCH_FAILED);
        setSwitching(null);
      }
    },
  };
}
