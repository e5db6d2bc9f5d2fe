import { Field } from '@fluentui/react-components';
import type { Workspace } from '../../common/identityTypes.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import { RoleDropdown } from './RoleDropdown.tsx';
import { WorkspaceChecklist } from './WorkspaceChecklist.tsx';

export interface RoleWorkspaceFieldsProps {
  roles: readonly { id: string; name: string }[];
  roleId: string;
  onRoleChange(roleId: string): void;
  roleHint?: string;
  /** null while loading. */
  workspaces: readonly Workspace[] | null;
  chosen: readonly string[];
  onChosenChange(next: string[]): void;
  workspaceError: string | null;
}

/** A user's role and the workspaces it applies in (invite and edit user). */
export function RoleWorkspaceFields(props: RoleWorkspaceFieldsProps) {
  const t = useT();
  return (
    <>
      <Field label={t('Role')} hint={props.roleHint}>
        <RoleDropdown
          roles={props.roles}
          value={props.roleId}
          onChange={props.onRoleChange}
          aria-label={t('Role')}
        />
      </Field>
      <WorkspaceChecklist
        workspaces={props.workspaces}
        value={props.chosen}
        onChange={props.onChosenChange}
        validationMessage={props.workspaceError}
      />
    </>
  );
}
