import { Field, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { CheckboxGroup } from '../../../../host/web/components/CheckboxGroup.tsx';
import { FormDialog } from '../../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../../host/web/components/useSaving.ts';
import { errorMessage } from '../../../../host/web/http/http.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import type { OrganizationUserLink } from '../../common/identityTypes.ts';
import { adminApi } from './adminApi.ts';
import { RoleDropdown } from './RoleDropdown.tsx';

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
  const t = useT();
  const [users, setUsers] = useState<OrganizationUserLink[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  // 'member' unless the caller may not give it (the offered roles are those it may give).
  const firstRole = roles.some((r) => r.id === 'member') ? 'member' : (roles[0]?.id ?? 'member');
  const [roleId, setRoleId] = useState(firstRole);
  const saving = useSaving();
  const { setFailure } = saving;

  useEffect(() => {
    if (!open) return;
    setChosen(new Set());
    setFailure(null);
    setUsers(null);
    adminApi.users(organizationId).then(setUsers, (err) => setFailure(errorMessage(err)));
  }, [open, organizationId, setFailure]);
  useEffect(() => {
    if (open) setRoleId(firstRole);
  }, [open, firstRole]);

  const candidates = (users ?? []).filter((u) => !memberIds.includes(u.userId));

  async function add() {
    if (chosen.size === 0) {
      setFailure(t('Choose at least one user'));
      return;
    }
    await saving.run(async () => {
      await adminApi.linkUsers(workspace.id, [...chosen], roleId);
      onAdded(chosen.size);
    });
  }

  return (
    <FormDialog
      open={open}
      title={t("Add users to '{{name}}'", { name: workspace.name })}
      onClose={onClose}
      onSubmit={() => void add()}
      error={saving.failure}
      busy={saving.busy}
      submitDisabled={candidates.length === 0}
      submitLabel={t('Add')}
      busyLabel={t('Adding…')}
    >
      {!users && !saving.failure && <Spinner size="small" label={t('Loading users…')} />}
      {users && candidates.length === 0 && (
        <Text>
          {t('Every user of the organization is already in this workspace. Invite more on the Users page.')}
        </Text>
      )}
      {candidates.length > 0 && (
        <CheckboxGroup
          className={styles.list}
          aria-label={t('Users to add')}
          options={candidates.map((u) => ({ value: u.userId, label: `${u.user.name} (${u.user.email})` }))}
          value={chosen}
          onChange={setChosen}
        />
      )}
      <Field label={t('Role in this workspace')}>
        <RoleDropdown roles={roles} value={roleId} onChange={setRoleId} aria-label={t('Role')} />
      </Field>
    </FormDialog>
  );
}
