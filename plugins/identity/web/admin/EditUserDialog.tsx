import { Text } from '@fluentui/react-components';
import { useEffect } from 'react';
import { FormDialog } from '../../../../host/web/components/FormDialog.tsx';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import { type AdminUserRow, planWorkspaceAccess } from '../../common/adminUserRows.ts';
import { adminApi } from './adminApi.ts';
import { RoleWorkspaceFields } from './RoleWorkspaceFields.tsx';
import { useRoleWorkspaceForm } from './useRoleWorkspaceForm.ts';

export interface EditUserDialogProps {
  user: AdminUserRow | null;
  organizationId: string;
  roles: readonly { id: string; name: string }[];
  onClose(): void;
  onSaved(user: AdminUserRow): void;
}

/**
 * Changes a user's role and assigned workspaces: the role becomes the organisation role and the
 * role in every chosen workspace (per-workspace roles are set on a workspace's users page).
 */
export function EditUserDialog({ user, organizationId, roles, onClose, onSaved }: EditUserDialogProps) {
  const t = useT();
  const open = user !== null;
  const form = useRoleWorkspaceForm(open, organizationId);
  const { roleId, chosen, saving, setTouched, reset } = form;

  useEffect(() => {
    if (user)
      reset(
        user.roleId,
        user.workspaces.map((w) => w.id),
      );
  }, [user, reset]);

  const workspaceError =
    form.touched && chosen.length === 0 && !user?.isOrganizationAdmin
      ? t('Choose at least one workspace')
      : null;

  async function save() {
    if (!user) return;
    setTouched(true);
    if (chosen.length === 0 && !user.isOrganizationAdmin) return;
    await saving.run(async () => {
      if (roleId !== user.roleId) await adminApi.setOrgRole(organizationId, user.userId, roleId);
      const plan = planWorkspaceAccess(user.workspaces, chosen, roleId);
      for (const id of plan.upsert) await adminApi.setWorkspaceRole(id, user.userId, roleId);
      for (const id of plan.remove) await adminApi.removeFromWorkspace(id, user.userId);
      onSaved(user);
    });
  }

  return (
    <FormDialog
      open={open}
      title={t('Edit user')}
      onClose={onClose}
      onSubmit={() => void save()}
      error={form.error}
      busy={saving.busy}
    >
      <Text>
        {user?.name} ({user?.email})
      </Text>
      {user?.isOrganizationAdmin && (
        <Text size={200}>{t('An organization admin holds every permission in every workspace.')}</Text>
      )}
      <RoleWorkspaceFields
        roles={roles}
        {...form.fields}
        roleHint={t('Applied in every workspace chosen below')}
        workspaceError={workspaceError}
      />
    </FormDialog>
  );
}
