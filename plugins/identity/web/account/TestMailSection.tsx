import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { Send20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { errorMessage, http } from '../../../../host/web/http/http.ts';
import { auth } from '../../../../host/web/stores/auth.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    alignItems: 'end',
    maxWidth: '480px',
  },
  grow: { flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Sends one mail through the saved server and says how it went (the server's reason when refused). */
export function TestMailSection({ configured }: { configured: boolean }) {
  const styles = useStyles();
  const t = useT();
  const { user } = useSnapshot(auth);
  const [to, setTo] = useState(user?.email ?? '');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async () => {
    setBusy(true);
    setResult(null);
    try {
      const res = await http.post<{ to: string }>('/email-settings/test', to.trim() ? { to: to.trim() } : {});
      setResult({ ok: true, text: t('Test mail sent to {{to}}.', { to: res.to }) });
    } catch (err) {
      setResult({ ok: false, text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Subtitle2 as="h2">{t('Send a test mail')}</Subtitle2>
      <Body1 className={styles.muted}>
        {configured ? t('Goes through the saved server.') : t('Save a mail server first.')}
      </Body1>
      <div className={styles.row}>
        <Field label={t('To', { context: 'recipient' })} className={styles.grow}>
          <Input type="email" value={to} onChange={(_, d) => setTo(d.value)} disabled={busy || !configured} />
        </Field>
        <Button
          icon={busy ? <Spinner size="tiny" /> : <Send20Regular />}
          disabled={busy || !configured}
          onClick={() => void send()}
        >
          {t('Send test mail')}
        </Button>
      </div>
      {result && (
        <MessageBar intent={result.ok ? 'success' : 'error'} role="status" data-testid="test-mail-result">
          <MessageBarBody>{result.text}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
