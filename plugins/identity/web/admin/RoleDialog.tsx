import { Field, Input, makeStyles, Text, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../../host/web/components/useSaving.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import type { Role } from '../../common/identityTypes.ts';
import { adminApi } from './adminApi.ts';
import { PermissionChecklist } from './PermissionChecklist.tsx';

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
  const t = useT();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [permissions, setPermissions] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const saving = useSaving();
  const { setFailure } = saving;
  const readOnly = role?.builtIn === true;

  useEffect(() => {
    if (!open) return;
    setName(role?.name ?? '');
    setDescription(role?.description ?? '');
    setPermissions(role?.permissions ?? []);
    setTouched(false);
    setFailure(null);
  }, [open, role, setFailure]);

  const problem = touched && !name.trim() ? t('Name is required') : null;

  async function save() {
    setTouched(true);
    if (!name.trim()) return;
    await saving.run(async () => {
      const input = { name: name.trim(), description: description.trim() || null, permissions };
      onSaved(role ? await adminApi.updateRole(role.id, input) : await adminApi.createRole(input));
    });
  }

  const title = readOnly
    ? t("Role '{{name}}' (built in)", { name: role?.name })
    : role
      ? t("Edit role '{{name}}'", { name: role.name })
      : t('Create role');
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={() => void save()}
      error={saving.failure}
      busy={saving.busy}
      submitLabel={role ? t('Save') : t('Create')}
      readOnly={readOnly}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
    >
      {readOnly && (
        <Text>{t('Built-in roles cannot be changed. Create a role to choose its permissions.')}</Text>
      )}
      <Field label={t('Name')} required validationMessage={problem}>
        <Input
          value={name}
          maxLength={100}
          readOnly={readOnly}
          onChange={(_, d) => setName(d.value)}
          autoFocus={!readOnly}
        />
      </Field>
      <Field label={t('Description')}>
        <Textarea
          value={description}
          maxLength={1000}
          readOnly={readOnly}
          onChange={(_, d) => setDescription(d.value)}
        />
      </Field>
      <Text weight="semibold">{t('Permissions ({{count}} selected)', { count: permissions.length })}</Text>
      <PermissionChecklist value={permissions} onChange={setPermissions} disabled={readOnly} />
    </FormDialog>
  );
}
