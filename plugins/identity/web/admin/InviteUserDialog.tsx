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
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../host/web/http/http.ts';
import { emailProblem } from '../../common/passwordRules.ts';
import { adminApi } from './adminApi.ts';
import { RoleDropdown } from './RoleDropdown.tsx';
import { useAdminStyles } from './useAdminStyles.ts';
import { useWorkspaceOptions } from './useWorkspaceOptions.ts';
import { WorkspaceChecklist } from './WorkspaceChecklist.tsx';

export interface InviteUserDialogProps {
  open: boolean;
  organizationId: string;
  roles: readonly { id: string; name: string }[];
  onClose(): void;
  onInvited(email: string): void;
}

/** Invites by email with a role into one or more workspaces (POST /account/invite mails the link). */
export function InviteUserDialog({ open, organizationId, roles, onClose, onInvited }: InviteUserDialogProps) {
  const styles = useAdminStyles();
  const { workspaces, error: workspacesError } = useWorkspaceOptions(open, organizationId);
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState('member');
  const [chosen, setChosen] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setEmail('');
    setRoleId('member');
    setTouched(false);
    setFailure(null);
  }, [open]);
  // The default workspace is preselected once the list is there.
  useEffect(() => {
    if (open && workspaces) setChosen(workspaces.filter((w) => w.isDefault).map((w) => w.id));
  }, [open, workspaces]);

  const emailError = touched ? emailProblem(email) : null;
  const workspaceError = touched && chosen.length === 0 ? 'Choose at least one workspace' : null;

  async function invite() {
    setTouched(true);
    if (emailProblem(email) || chosen.length === 0) return;
    setSaving(true);
    setFailure(null);
    try {
      const user = await adminApi.invite({ email: email.trim(), roleId, workspaceIds: chosen });
      onInvited(user.email);
    } catch (err) {
      setFailure(errorMessage(err));
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
            void invite();
          }}
        >
          <DialogBody>
            <DialogTitle>Invite user</DialogTitle>
            <DialogContent className={styles.dialogContent}>
              {(failure || workspacesError) && (
                <MessageBar intent="error">
                  <MessageBarBody>
                    {failure ?? `Could not load workspaces: ${workspacesError}`}
                  </MessageBarBody>
                </MessageBar>
              )}
              <Field label="Email" required validationMessage={emailError}>
                <Input
                  type="email"
                  value={email}
                  maxLength={254}
                  onChange={(_, d) => setEmail(d.value)}
                  placeholder="name@example.com"
                  autoFocus
                />
              </Field>
              <Field label="Role">
                <RoleDropdown roles={roles} value={roleId} onChange={setRoleId} aria-label="Role" />
              </Field>
              <WorkspaceChecklist
                workspaces={workspaces}
                value={chosen}
                onChange={setChosen}
                validationMessage={workspaceError}
              />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={saving}>
                {saving ? 'Sending…' : 'Send invitation'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
