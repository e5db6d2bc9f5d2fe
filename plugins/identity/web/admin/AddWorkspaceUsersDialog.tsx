import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../host/web/http/http.ts';
import type { OrganizationUserLink } from '../../common/identityTypes.ts';
import { adminApi } from './adminApi.ts';
import { RoleDropdown } from './RoleDropdown.tsx';
import { useAdminStyles } from './useAdminStyles.ts';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '280px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalXS,
  },
});

export interface AddWorkspaceUsersDialogProps {
  open: boolean;
  workspace: { id: string; name: string };
  organizationId: string;
  /** Users already in the workspace: not offered again. */
  memberIds: readonly string[];
  roles: readonly { id: string; name: string }[];
  onClose(): void;
  onAdded(count: number): void;
}

/** Links organisation users to a workspace with one role (POST /workspace/link-users/{id}). */
export function AddWorkspaceUsersDialog(props: AddWorkspaceUsersDialogProps) {
  const { open, workspace, organizationId, memberIds, roles, onClose, onAdded } = props;
  const styles = useStyles();
  const admin = useAdminStyles();
  const [users, setUsers] = useState<OrganizationUserLink[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [roleId, setRoleId] = useState('member');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setChosen([]);
    setRoleId('member');
    setFailure(null);
    setUsers(null);
    adminApi.users(organizationId).then(setUsers, (err) => setFailure(errorMessage(err)));
  }, [open, organizationId]);

  const candidates = (users ?? []).filter((u) => !memberIds.includes(u.userId));

  async function add() {
    if (chosen.length === 0) {
      setFailure('Choose at least one user');
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await adminApi.linkUsers(workspace.id, chosen, roleId);
      onAdded(chosen.length);
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Add users to '{workspace.name}'</DialogTitle>
          <DialogContent className={admin.dialogContent}>
            {failure && (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            )}
            {!users && !failure && <Spinner size="small" label="Loading users…" />}
            {users && candidates.length === 0 && (
              <Text>
                Every user of the organization is already in this workspace. Invite more on the Users page.
              </Text>
            )}
            {candidates.length > 0 && (
              <fieldset className={styles.list} aria-label="Users to add">
                {candidates.map((u) => (
                  <Checkbox
                    key={u.userId}
                    label={`${u.user.name} (${u.user.email})`}
                    checked={chosen.includes(u.userId)}
                    onChange={(_, d) =>
                      setChosen((c) => (d.checked ? [...c, u.userId] : c.filter((x) => x !== u.userId)))
                    }
                  />
                ))}
              </fieldset>
            )}
            <Field label="Role in this workspace">
              <RoleDropdown roles={roles} value={roleId} onChange={setRoleId} aria-label="Role" />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button appearance="primary" onClick={add} disabled={saving || candidates.length === 0}>
              {saving ? 'Adding…' : 'Add'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
