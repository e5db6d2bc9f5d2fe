import { Body1, Button, Field, Input, makeStyles, Spinner, Switch, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { http } from '../../../../host/web/http/http.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import type { MailSettingsBody, MailSettingsView } from '../../common/mailSettings.ts';
import { AccountFormBody } from './AccountForm.tsx';
import { useAccountSubmit } from './useAccountSubmit.ts';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'end' },
  grow: { flexGrow: 1, minWidth: '200px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The organisation's SMTP server: host, port, TLS, login (the saved password is never shown), sender. */
export function MailServerForm({ saved, onSaved }: { saved: MailSettingsView; onSaved(): void }) {
  const styles = useStyles();
  const t = useT();
  const [v, setV] = useState({ ...saved, port: String(saved.port), password: '' });
  const form = useAccountSubmit();
  const hostProblem = v.host.trim() ? null : t('Enter the mail server’s host name');
  const portNumber = Number(v.port);
  const portProblem =
    Number.isInteger(portNumber) && portNumber >= 1 && portNumber <= 65535
      ? null
      : t('A port from 1 to 65535');
  const problem = (field: string, local: string | null) =>
    (form.tried ? local : null) ?? form.fieldProblem(field) ?? undefined;

  const save = () =>
    form.submit(!hostProblem && !portProblem, async () => {
      const body: MailSettingsBody = {
        host: v.host.trim(),
        port: portNumber,
        secure: v.secure,
        user: v.user,
        from: v.from,
        ...(v.password ? { password: v.password } : {}),
      };
      await http.put('/email-settings', body);
      notify.success(t('Mail server saved'));
      setV((x) => ({ ...x, password: '' }));
      onSaved();
    });

  const set = (k: keyof typeof v) => (_: unknown, d: { value: string }) =>
    setV((x) => ({ ...x, [k]: d.value }));
  return (
    <AccountFormBody
      title={t('Mail server')}
      onSubmit={() => void save()}
      problem={form.formProblem}
      intro={
        <Body1 className={styles.muted}>
          {saved.configured
            ? t('Your organisation’s mails go through this server.')
            : saved.fallback === 'server'
              ? t('Until you set one, mails go through the server operator’s mail server.')
              : t('No mail server yet: mails are kept in the outbox and the server log.')}
        </Body1>
      }
      submit={
        <Button
          appearance="primary"
          type="submit"
          disabled={form.busy}
          icon={form.busy ? <Spinner size="tiny" /> : undefined}
        >
          {t('Save')}
        </Button>
      }
    >
      <div className={styles.row}>
        <Field
          label={t('Host')}
          required
          className={styles.grow}
          validationMessage={problem('host', hostProblem)}
        >
          <Input
            value={v.host}
            onChange={set('host')}
            placeholder={t('smtp.example.com')}
            disabled={form.busy}
          />
        </Field>
        <Field label={t('Port')} required validationMessage={problem('port', portProblem)}>
          <Input type="number" value={v.port} onChange={set('port')} disabled={form.busy} />
        </Field>
      </div>
      <Switch
        label={t('TLS from the start (usually port 465; otherwise STARTTLS when the server offers it)')}
        checked={v.secure}
        onChange={(_, d) => setV((x) => ({ ...x, secure: d.checked }))}
      />
      <Field label={t('User name')} validationMessage={problem('user', null)}>
        <Input value={v.user} onChange={set('user')} autoComplete="off" disabled={form.busy} />
      </Field>
      <Field
        label={t('Password')}
        hint={saved.hasPassword ? t('A password is saved; leave this empty to keep it.') : undefined}
        validationMessage={problem('password', null)}
      >
        <Input
          type="password"
          value={v.password}
          onChange={set('password')}
          autoComplete="new-password"
          disabled={form.busy}
        />
      </Field>
      <Field
        label={t('Sender')}
        hint={t('An address, or a name with <address>')}
        validationMessage={problem('from', null)}
      >
        <Input
          value={v.from}
          onChange={set('from')}
          placeholder={t('Brains Studio <no-reply@example.com>')}
          disabled={form.busy}
        />
      </Field>
    </AccountFormBody>
  );
}
