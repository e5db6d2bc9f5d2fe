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
  Text,
  Textarea,
  makeStyles,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../host/web/http/http.ts';
import type { Role } from '../../common/identityTypes.ts';
import { adminApi } from './adminApi.ts';
import { PermissionChecklist } from './PermissionChecklist.tsx';
import { useAdminStyles } from './useAdminStyles.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '1000px', width: 'calc(100vw - 48px)' },
  content: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto' },
});

export interface RoleDialogProps {
  open: boolean;
  /** null creates a role; a built-in role is shown read-only. */
  role: Role | null;
  onClose(): void;
  onSaved(role: Role): void;
}

/** Create or edit a role: name, description and its permissions grouped by area. */
export function RoleDialog({ open, role, onClose, onSaved }: RoleDialogProps) {
  const styles = useStyles();
  const admin = useAdminStyles();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [permissions, setPermissions] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const readOnly = role?.builtIn === true;

  useEffect(() => {
    if (!open) return;
    setName(role?.name ?? '');
    setDescription(role?.description ?? '');
    setPermissions(role?.permissions ?? []);
    setTouched(false);
    setFailure(null);
  }, [open, role]);

  const problem = touched && !name.trim() ? 'Name is required' : null;

  async function save() {
    setTouched(true);
    if (!name.trim()) return;
    setSaving(true);
    setFailure(null);
    try {
      const input = { name: name.trim(), description: description.trim() || null, permissions };
      onSaved(role ? await adminApi.updateRole(role.id, input) : await adminApi.createRole(input));
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  const title = readOnly
    ? `Role '${role?.name}' (built in)`
    : role
      ? `Edit role '${role.name}'`
      : 'Create role';
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!readOnly) void save();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={`${admin.dialogContent} ${styles.content}`}>
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
              {readOnly && (
                <Text>Built-in roles cannot be changed. Create a role to choose its permissions.</Text>
              )}
              <Field label="Name" required validationMessage={problem}>
                <Input
                  value={name}
                  maxLength={100}
                  readOnly={readOnly}
                  onChange={(_, d) => setName(d.value)}
                  autoFocus={!readOnly}
                />
              </Field>
              <Field label="Description">
                <Textarea
                  value={description}
                  maxLength={1000}
                  readOnly={readOnly}
                  onChange={(_, d) => setDescription(d.value)}
                />
              </Field>
              <Text weight="semibold">Permissions ({permissions.length} selected)</Text>
              <PermissionChecklist value={permissions} onChange={setPermissions} disabled={readOnly} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {readOnly ? 'Close' : 'Cancel'}
              </Button>
              {!readOnly && (
                <Button appearance="primary" type="submit" disabled={saving}>
                  {saving ? 'Saving…' : role ? 'Save' : 'Create'}
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
