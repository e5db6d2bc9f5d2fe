import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../host/web/http/http.ts';
import type { CredentialSummary } from '../common/credentialApi.ts';
import { credentialsApi, type WorkspaceChoice } from './credentialsApi.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { display: 'flex', flexDirection: 'column', border: 0, margin: 0, padding: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * Shares a credential with other workspaces of the organisation (enterprise): they may use it in
 * their flows and see its name, never its values, and cannot change it. Unticking ends the sharing.
 */
export function ShareCredentialDialog({
  credential,
  onClose,
  onShared,
}: {
  credential: CredentialSummary | null;
  onClose(): void;
  onShared(workspaceNames: string[]): void;
}) {
  const styles = useStyles();
  const [workspaces, setWorkspaces] = useState<WorkspaceChoice[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!credential) return;
    let live = true;
    setWorkspaces(null);
    setFailure(null);
    Promise.all([credentialsApi.workspaces(), credentialsApi.sharedWith(credential.id)])
      .then(([all, shared]) => {
        if (!live) return;
        setWorkspaces(all.filter((w) => w.id !== credential.workspaceId));
        setChosen(new Set(shared.map((s) => s.workspaceId)));
      })
      .catch((error) => live && setFailure(errorMessage(error)));
    return () => {
      live = false;
    };
  }, [credential]);

  async function save() {
    if (!credential || !workspaces) return;
    setSaving(true);
    setFailure(null);
    try {
      const ids = workspaces.filter((w) => chosen.has(w.id)).map((w) => w.id);
      await credentialsApi.share(credential.id, ids);
      onShared(workspaces.filter((w) => chosen.has(w.id)).map((w) => w.name));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  function toggle(id: string, on: boolean) {
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <Dialog open={credential !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Share '{credential?.name}'</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>
              The workspaces you tick may use this credential in their flows. They see its name and type,
              never its values, and cannot edit, delete or share it.
            </Text>
            {failure && (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            )}
            {!workspaces && !failure && <Spinner size="tiny" label="Loading workspaces…" />}
            {workspaces?.length === 0 && (
              <Text className={styles.muted}>There is no other workspace in this organization yet.</Text>
            )}
            {workspaces && workspaces.length > 0 && (
              <fieldset className={styles.list} aria-label="Workspaces">
                {workspaces.map((w) => (
                  <Checkbox
                    key={w.id}
                    label={w.name}
                    checked={chosen.has(w.id)}
                    onChange={(_, d) => toggle(w.id, d.checked === true)}
                  />
                ))}
              </fieldset>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button appearance="primary" onClick={save} disabled={saving || !workspaces}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
