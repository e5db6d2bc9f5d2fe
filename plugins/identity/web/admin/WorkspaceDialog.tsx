import { Field, Input, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../../host/web/components/useSaving.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import type { Workspace } from '../../common/identityTypes.ts';
import { adminApi } from './adminApi.ts';

export interface WorkspaceDialogProps {
  open: boolean;
  /** The workspace to rename; null creates one. */
  workspace: Workspace | null;
  onClose(): void;
  onSaved(workspace: Workspace): void;
}

/** Create a workspace, or rename one and change its description. */
export function WorkspaceDialog({ open, workspace, onClose, onSaved }: WorkspaceDialogProps) {
  const t = useT();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const saving = useSaving();
  const { setFailure } = saving;

  useEffect(() => {
    if (!open) return;
    setName(workspace?.name ?? '');
    setDescription(workspace?.description ?? '');
    setTouched(false);
    setFailure(null);
  }, [open, workspace, setFailure]);

  const problem = touched && !name.trim() ? t('Name is required') : null;

  async function save() {
    setTouched(true);
    if (!name.trim()) return;
    await saving.run(async () => {
      const text = description.trim() || null;
      const saved = workspace
        ? await adminApi.updateWorkspace(workspace.id, name.trim(), text)
        : await adminApi.createWorkspace(name.trim(), text);
      onSaved(saved);
    });
  }

  return (
    <FormDialog
      open={open}
      title={workspace ? t("Rename workspace '{{name}}'", { name: workspace.name }) : t('Create workspace')}
      onClose={onClose}
      onSubmit={() => void save()}
      error={saving.failure}
      busy={saving.busy}
      submitLabel={workspace ? t('Save') : t('Create')}
    >
      <Field label={t('Name')} required validationMessage={problem}>
        <Input value={name} maxLength={100} onChange={(_, d) => setName(d.value)} autoFocus />
      </Field>
      <Field label={t('Description')}>
        <Textarea value={description} maxLength={1000} onChange={(_, d) => setDescription(d.value)} />
      </Field>
    </FormDialog>
  );
}
