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
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../host/web/http/http.ts';
import type { ApiKey } from '../common/apiKeyTypes.ts';
import { apiKeysApi } from './apiKeysApi.ts';
import { keyNameProblem } from './keyNameProblem.ts';
import { PermissionPicker } from './PermissionPicker.tsx';
import { useOfferedPermissions } from './useOfferedPermissions.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

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
  const styles = useStyles();
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const offered = useOfferedPermissions(apiKey !== null, setFailure, apiKey?.permissions);

  useEffect(() => {
    setName(apiKey?.keyName ?? '');
    setPermissions([...(apiKey?.permissions ?? [])]);
    setProblem(null);
    setFailure(null);
  }, [apiKey]);

  async function save() {
    if (!apiKey) return;
    const local = keyNameProblem(name);
    setProblem(local);
    if (local) return;
    setSaving(true);
    setFailure(null);
    try {
      onSaved(await apiKeysApi.update(apiKey.id, { keyName: name.trim(), permissions }));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={apiKey !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <DialogBody>
            <DialogTitle>Edit API key</DialogTitle>
            <DialogContent className={styles.content}>
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
              <Field label="Key name" required validationMessage={problem}>
                <Input value={name} onChange={(_, d) => setName(d.value)} autoFocus />
              </Field>
              <Field label="Permissions" hint="Calls with this key may do exactly this.">
                <PermissionPicker offered={offered} value={permissions} onChange={setPermissions} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={saving || !offered}>
                {saving ? 'Saving…' : 'Save'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
