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
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../host/web/http/http.ts';
import type { ApiKey } from '../common/apiKeyTypes.ts';
import { apiKeysApi } from './apiKeysApi.ts';
import { keyNameProblem } from './keyNameProblem.ts';

/** Renames a key; the key itself does not change. */
export function RenameApiKeyDialog({
  apiKey,
  onClose,
  onRenamed,
}: {
  apiKey: ApiKey | null;
  onClose(): void;
  onRenamed(key: ApiKey): void;
}) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setName(apiKey?.keyName ?? '');
    setProblem(null);
  }, [apiKey]);

  async function save() {
    if (!apiKey) return;
    const local = keyNameProblem(name);
    setProblem(local);
    if (local) return;
    setSaving(true);
    try {
      onRenamed(await apiKeysApi.rename(apiKey.id, name.trim()));
    } catch (error) {
      setProblem(errorMessage(error));
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
            <DialogTitle>Rename API key</DialogTitle>
            <DialogContent>
              <Field label="Key name" required validationMessage={problem}>
                <Input value={name} onChange={(_, d) => setName(d.value)} autoFocus />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={saving}>
                {saving ? 'Saving…' : 'Save'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
