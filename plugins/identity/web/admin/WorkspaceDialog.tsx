import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../host/web/http/http.ts';
import type { Workspace } from '../../common/identityTypes.ts';
import { adminApi } from './adminApi.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface WorkspaceDialogProps {
  open: boolean;
  /** The workspace to rename; null creates one. */
  workspace: Workspace | null;
  onClose(): void;
  onSaved(workspace: Workspace): void;
}

/** Create a workspace, or rename one and change its description. */
export function WorkspaceDialog({ open, workspace, onClose, onSaved }: WorkspaceDialogProps) {
  const styles = useStyles();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName(workspace?.name ?? '');
    setDescription(workspace?.description ?? '');
    setTouched(false);
    setFailure(null);
  }, [open, workspace]);

  const problem = touched && !name.trim() ? 'Name is required' : null;

  async function save() {
    setTouched(true);
    if (!name.trim()) return;
    setSaving(true);
    setFailure(null);
    try {
      const text = description.trim() || null;
      const saved = workspace
        ? await adminApi.updateWorkspace(workspace.id, name.trim(), text)
        : await adminApi.createWorkspace(name.trim(), text);
      onSaved(saved);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <DialogBody>
            <DialogTitle>
              {workspace ? `Rename workspace '${workspace.name}'` : 'Create workspace'}
            </DialogTitle>
            <DialogContent className={styles.content}>
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
              <Field label="Name" required validationMessage={problem}>
                <Input value={name} maxLength={100} onChange={(_, d) => setName(d.value)} autoFocus />
              </Field>
              <Field label="Description">
                <Textarea value={description} maxLength={1000} onChange={(_, d) => setDescription(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={saving}>
                {saving ? 'Saving…' : workspace ? 'Save' : 'Create'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
