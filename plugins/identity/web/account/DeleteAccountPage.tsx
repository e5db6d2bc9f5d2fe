import {
  Body1,
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { Delete24Regular } from '@fluentui/react-icons';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { errorMessage, http } from '../../../../host/web/http/http.ts';
import { auth, authActions } from '../../../../host/web/stores/auth.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { splitFieldError } from '../../common/splitFieldError.ts';
import { AccountSettingsLayout } from './AccountSettingsLayout.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorPaletteRedForeground1,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':hover:active': {
      backgroundColor: tokens.colorPaletteRedForeground1,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
});

/**
 * /delete-account: the owner deletes their own account with their password (POST /account/delete),
 * then is signed out. The server refuses the organisation's last administrator.
 */
export default function DeleteAccountPage() {
  const styles = useStyles();
  const { user } = useSnapshot(auth);
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverProblem, setServerProblem] = useState<{ field: string | null; text: string } | null>(null);

  const passwordMessage =
    (tried && !password ? 'Enter your password' : null) ??
    (serverProblem?.field === 'password' ? serverProblem.text : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setServerProblem(null);
    if (!password || !understood) return;
    setBusy(true);
    try {
      await http.post('/account/delete', { password });
      authActions.logout();
      notify.info('Your account was deleted');
      navigate('/login', { replace: true });
    } catch (err) {
      setServerProblem(splitFieldError(errorMessage(err)));
      setBusy(false);
    }
  };

  return (
    <AccountSettingsLayout>
      <Subtitle2 as="h2">Delete account</Subtitle2>
      {user?.isSSO ? (
        <Body1>Your account is managed by your single sign-on provider: ask your administrator.</Body1>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Delete account">
          <MessageBar intent="warning">
            <MessageBarBody>
              Deleting your account signs you out everywhere and removes you from every workspace of the
              organization. Flows and other work you created stay with their workspaces. This cannot be
              undone.
            </MessageBarBody>
          </MessageBar>
          {serverProblem && !serverProblem.field && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{serverProblem.text}</MessageBarBody>
            </MessageBar>
          )}
          <Field label="Password" required validationMessage={passwordMessage ?? undefined}>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              disabled={busy}
              onChange={(_, d) => setPassword(d.value)}
            />
          </Field>
          <Field validationMessage={tried && !understood ? 'Confirm that you understand' : undefined}>
            <Checkbox
              label="I understand that my account is deleted for good"
              checked={understood}
              disabled={busy}
              onChange={(_, d) => setUnderstood(d.checked === true)}
            />
          </Field>
          <div>
            <Button
              type="submit"
              appearance="primary"
              className={styles.danger}
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : <Delete24Regular />}
            >
              Delete account
            </Button>
          </div>
        </form>
      )}
    </AccountSettingsLayout>
  );
}
