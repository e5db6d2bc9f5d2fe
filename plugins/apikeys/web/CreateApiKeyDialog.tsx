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
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Checkmark20Regular, Copy20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import type { CreatedApiKey } from '../common/apiKeyTypes.ts';
import { apiKeysApi } from './apiKeysApi.ts';
import './apiKeysMessages.ts';
import { keyNameProblem } from './keyNameProblem.ts';
import { PermissionPicker } from './PermissionPicker.tsx';
import { useOfferedPermissions } from './useOfferedPermissions.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  keyRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  key: {
    flex: 1,
    fontFamily: tokens.fontFamilyMonospace,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    wordBreak: 'break-all',
    userSelect: 'all',
  },
});

export interface CreateApiKeyDialogProps {
  open: boolean;
  onClose(): void;
  /** Called once the key exists (the list reloads behind the dialog). */
  onCreated(key: CreatedApiKey): void;
}

/**
 * Asks for a name and the key's permissions (at most the creator's own, all chosen at first), then
 * shows the new key once, with a copy button and a clear warning.
 */
export function CreateApiKeyDialog({ open, onClose, onCreated }: CreateApiKeyDialogProps) {
  const styles = useStyles();
  const t = useT();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [copied, setCopied] = useState(false);
  const offered = useOfferedPermissions(open, setFailure);
  const [permissions, setPermissions] = useState<string[]>([]);

  useEffect(() => setPermissions([...(offered ?? [])]), [offered]);
  useEffect(() => {
    if (!open) return;
    setName('');
    setTouched(false);
    setFailure(null);
    setCreated(null);
    setCopied(false);
  }, [open]);

  const problem = touched ? keyNameProblem(name, t) : null;

  async function create() {
    setTouched(true);
    if (keyNameProblem(name)) return;
    setSaving(true);
    setFailure(null);
    try {
      const key = await apiKeysApi.create({ keyName: name.trim(), permissions });
      setCreated(key);
      onCreated(key);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.apiKey);
      setCopied(true);
    } catch {
      setFailure(t('Copying was refused by the browser: select the key and copy it by hand.'));
    }
  }

  return (
    // While the key is shown only 'Done' closes the dialog: a stray click or Escape must not lose it.
    <Dialog
      open={open}
      onOpenChange={(_, d) => !d.open && !created && onClose()}
      modalType={created ? 'alert' : 'modal'}
    >
      <DialogSurface>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!created) void create();
          }}
        >
          <DialogBody>
            <DialogTitle>
              {created ? t("API key '{{name}}' created", { name: created.keyName }) : t('Create API key')}
            </DialogTitle>
            <DialogContent className={styles.content}>
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
              {!created && (
                <>
                  <Field label={t('Key name')} required validationMessage={problem}>
                    <Input
                      value={name}
                      onChange={(_, d) => setName(d.value)}
                      placeholder={t('e.g. Website chat widget')}
                      autoFocus
                    />
                  </Field>
                  <Field
                    label={t('Permissions')}
                    hint={t(
                      'What calls with this key may do; never more than you may. A key only for flows bound to it needs none.',
                    )}
                  >
                    <PermissionPicker offered={offered} value={permissions} onChange={setPermissions} />
                  </Field>
                </>
              )}
              {created && (
                <>
                  <MessageBar intent="warning">
                    <MessageBarBody>
                      <MessageBarTitle>{t('Copy this key now.')}</MessageBarTitle>
                      {t(
                        'You will not see it again: only a hash of it is stored. If you lose it, delete the key and create a new one.',
                      )}
                    </MessageBarBody>
                  </MessageBar>
                  <div className={styles.keyRow}>
                    <code className={styles.key} data-testid="new-api-key">
                      {created.apiKey}
                    </code>
                    <Button
                      icon={copied ? <Checkmark20Regular /> : <Copy20Regular />}
                      onClick={copy}
                      aria-label={t('Copy API key')}
                    >
                      {copied ? t('Copied') : t('Copy')}
                    </Button>
                  </div>
                </>
              )}
            </DialogContent>
            <DialogActions>
              {created ? (
                <Button appearance="primary" onClick={onClose}>
                  {t('Done')}
                </Button>
              ) : (
                <>
                  <Button appearance="secondary" onClick={onClose}>
                    {t('Cancel')}
                  </Button>
                  <Button appearance="primary" type="submit" disabled={saving || !offered}>
                    {saving ? t('Creating…') : t('Create')}
                  </Button>
                </>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
