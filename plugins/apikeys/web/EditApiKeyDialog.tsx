import { Field, Input } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import type { ApiKey } from '../common/apiKeyTypes.ts';
import { apiKeysApi } from './apiKeysApi.ts';
import './apiKeysMessages.ts';
import { keyNameProblem } from './keyNameProblem.ts';
import { PermissionPicker } from './PermissionPicker.tsx';
import { useOfferedPermissions } from './useOfferedPermissions.ts';

/**
 * Renames a key and changes its permissions; the key itself does not change. The picker offers
 * the editor's own permissions plus those the key already has (which may be kept or removed).
 */
export function EditApiKeyDialog({
  apiKey,
  onClose,
  onSaved,
}: {
  apiKey: ApiKey | null;
  onClose(): void;
  onSaved(key: ApiKey): void;
}) {
  const t = useT();
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useSaving();
  const { setFailure } = saving;
  const offered = useOfferedPermissions(apiKey !== null, setFailure, apiKey?.permissions);

  useEffect(() => {
    setName(apiKey?.keyName ?? '');
    setPermissions([...(apiKey?.permissions ?? [])]);
    setProblem(null);
    setFailure(null);
  }, [apiKey, setFailure]);

  async function save() {
    if (!apiKey) return;
    const local = keyNameProblem(name, t);
    setProblem(local);
    if (local) return;
    await saving.run(async () =>
      onSaved(await apiKeysApi.update(apiKey.id, { keyName: name.trim(), permissions })),
    );
  }

  return (
    <FormDialog
      open={apiKey !== null}
      title={t('Edit API key')}
      onClose={onClose}
      onSubmit={() => void save()}
      error={saving.failure}
      busy={saving.busy}
      submitDisabled={!offered}
    >
      <Field label={t('Key name')} required validationMessage={problem}>
        <Input value={name} onChange={(_, d) => setName(d.value)} autoFocus />
      </Field>
      <Field label={t('Permissions')} hint={t('Calls with this key may do exactly this.')}>
        <PermissionPicker offered={offered} value={permissions} onChange={setPermissions} />
      </Field>
    </FormDialog>
  );
}
