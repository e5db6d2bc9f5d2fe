import { Field, Input, Switch } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import type { SsoProviderView } from '../common/ssoTypes.ts';
import './ssoMessages.ts';
import { ssoApi } from './ssoApi.ts';

export interface SsoProviderDialogProps {
  open: boolean;
  /** The provider to edit; null adds one. */
  provider: SsoProviderView | null;
  onClose(): void;
  onSaved(providers: SsoProviderView[]): void;
}

const isUrl = (v: string) => /^https?:\/\/\S+$/.test(v.trim());

/** Add or edit an OpenID Connect provider; the stored client secret shows only as set. */
export function SsoProviderDialog({ open, provider, onClose, onSaved }: SsoProviderDialogProps) {
  const t = useT();
  const [label, setLabel] = useState('');
  const [issuer, setIssuer] = useState('');
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [tried, setTried] = useState(false);
  const saving = useSaving();
  const { setFailure } = saving;

  useEffect(() => {
    if (!open) return;
    setLabel(provider?.label ?? '');
    setIssuer(provider?.issuer ?? '');
    setClientId(provider?.clientId ?? '');
    setClientSecret('');
    setEnabled(provider?.enabled ?? true);
    setTried(false);
    setFailure(null);
  }, [open, provider, setFailure]);

  const problems = {
    label: label.trim() ? null : t('Label is required'),
    issuer: isUrl(issuer) ? null : t('Issuer URL must start with https://'),
    clientId: clientId.trim() ? null : t('Client ID is required'),
    clientSecret: provider || clientSecret ? null : t('Client secret is required'),
  };
  const shown = (k: keyof typeof problems) => (tried ? problems[k] : null);

  async function save() {
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    await saving.run(async () => {
      onSaved(
        await ssoApi.save({
          ...(provider ? { id: provider.id } : {}),
          label: label.trim(),
          issuer: issuer.trim(),
          clientId: clientId.trim(),
          ...(clientSecret ? { clientSecret } : {}),
          enabled,
        }),
      );
    });
  }

  return (
    <FormDialog
      open={open}
      title={provider ? t("Edit SSO provider '{{label}}'", { label: provider.label }) : t('Add SSO provider')}
      onClose={onClose}
      onSubmit={() => void save()}
      error={saving.failure}
      busy={saving.busy}
      submitLabel={provider ? t('Save') : t('Add')}
    >
      <Field
        label={t('Label')}
        hint={t('Shown on the login page: Sign in with <label>')}
        required
        validationMessage={shown('label')}
      >
        <Input value={label} maxLength={100} onChange={(_, d) => setLabel(d.value)} autoFocus />
      </Field>
      <Field
        label={t('Issuer URL')}
        hint={t('Its /.well-known/openid-configuration is read')}
        required
        validationMessage={shown('issuer')}
      >
        <Input
          value={issuer}
          maxLength={2048}
          onChange={(_, d) => setIssuer(d.value)}
          placeholder={t('https://login.example.com')}
        />
      </Field>
      <Field label={t('Client ID')} required validationMessage={shown('clientId')}>
        <Input value={clientId} maxLength={512} onChange={(_, d) => setClientId(d.value)} />
      </Field>
      <Field
        label={t('Client secret')}
        required={!provider}
        hint={provider?.clientSecret === 'set' ? t('Set: leave empty to keep it') : undefined}
        validationMessage={shown('clientSecret')}
      >
        <Input
          type="password"
          value={clientSecret}
          maxLength={4096}
          autoComplete="new-password"
          placeholder={provider?.clientSecret === 'set' ? '••••••••' : ''}
          onChange={(_, d) => setClientSecret(d.value)}
        />
      </Field>
      <Switch label={t('Enabled')} checked={enabled} onChange={(_, d) => setEnabled(d.checked)} />
    </FormDialog>
  );
}
