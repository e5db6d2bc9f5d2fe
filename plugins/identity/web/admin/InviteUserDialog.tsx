import { Field, Input } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../../host/web/components/FormDialog.tsx';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import { emailProblem } from '../../common/passwordRules.ts';
import { adminApi } from './adminApi.ts';
import { RoleWorkspaceFields } from './RoleWorkspaceFields.tsx';
import { useRoleWorkspaceForm } from './useRoleWorkspaceForm.ts';

export interface InviteUserDialogProps {
  open: boolean;
  organizationId: string;
  roles: readonly { id: string; name: string }[];
  onClose(): void;
  onInvited(email: string): void;
}

/** Invites by email with a role into one or more workspaces (POST /account/invite mails the link). */
export function InviteUserDialog({ open, organizationId, roles, onClose, onInvited }: InviteUserDialogProps) {
  const t = useT();
  const form = useRoleWorkspaceForm(open, organizationId);
  const { workspaces, roleId, chosen, touched, saving, setChosen, setTouched, reset } = form;
  const [email, setEmail] = useState('');

  useEffect(() => {
    if (!open) return;
    setEmail('');
    reset('member', []);
  }, [open, reset]);
  // The default workspace is preselected once the list is there.
  useEffect(() => {
    if (open && workspaces) setChosen(workspaces.filter((w) => w.isDefault).map((w) => w.id));
  }, [open, workspaces, setChosen]);

  const emailError = touched ? emailProblem(email, t) : null;
  const workspaceError = touched && chosen.length === 0 ? t('Choose at least one workspace') : null;

  async function invite() {
    setTouched(true);
    if (emailProblem(email) || chosen.length === 0) return;
    await saving.run(async () => {
      const user = await adminApi.invite({ email: email.trim(), roleId, workspaceIds: chosen });
      onInvited(user.email);
    });
  }

  return (
    <FormDialog
      open={open}
      title={t('Invite user')}
      onClose={onClose}
      onSubmit={() => void invite()}
      error={form.error}
      busy={saving.busy}
      submitLabel={t('Send invitation')}
      busyLabel={t('Sending…')}
    >
      <Field label={t('Email')} required validationMessage={emailError}>
        <Input
          type="email"
          value={email}
          maxLength={254}
          onChange={(_, d) => setEmail(d.value)}
          placeholder={t('name@example.com')}
          autoFocus
        />
      </Field>
      <RoleWorkspaceFields roles={roles} {...form.fields} workspaceError={workspaceError} />
    </FormDialog>
  );
}
