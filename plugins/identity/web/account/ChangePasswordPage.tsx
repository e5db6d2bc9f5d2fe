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
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { errorMessage, http } from '../../../../host/web/http/http.ts';
import { auth } from '../../../../host/web/stores/auth.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { PASSWORD_MIN, passwordProblem } from '../../common/passwordRules.ts';
import { splitFieldError } from '../../common/splitFieldError.ts';
import { AccountSettingsLayout } from './AccountSettingsLayout.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };
type Values = typeof EMPTY;

function problemsOf(v: Values): Record<keyof Values, string | null> {
  return {
    currentPassword: v.currentPassword ? null : 'Enter your current password',
    newPassword:
      passwordProblem(v.newPassword) ??
      (v.newPassword === v.currentPassword ? 'Choose a password different from the current one' : null),
    confirm: v.confirm === v.newPassword ? null : 'The passwords do not match',
  };
}

/** /change-password: the current password proves it is the owner; other sessions are signed out. */
export default function ChangePasswordPage() {
  const styles = useStyles();
  const { user } = useSnapshot(auth);
  const [values, setValues] = useState<Values>(EMPTY);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverProblem, setServerProblem] = useState<{ field: string | null; text: string } | null>(null);
  const problems = problemsOf(values);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setServerProblem(null);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      await http.post('/account/change-password', {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      notify.success('Password changed');
      setValues(EMPTY);
      setTried(false);
    } catch (err) {
      setServerProblem(splitFieldError(errorMessage(err)));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Values, label: string, autoComplete: string) => {
    const message =
      (tried ? problems[name] : null) ?? (serverProblem?.field === name ? serverProblem.text : null);
    return (
      <Field label={label} required validationMessage={message ?? undefined}>
        <Input
          type="password"
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          disabled={busy}
          onChange={(_, d) => setValues((v) => ({ ...v, [name]: d.value }))}
        />
      </Field>
    );
  };

  return (
    <AccountSettingsLayout>
      <Subtitle2 as="h2">Change password</Subtitle2>
      {user?.isSSO ? (
        <Body1>Your password is managed by your single sign-on provider.</Body1>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Change password">
          <Body1 className={styles.muted}>
            At least {PASSWORD_MIN} characters with upper and lower case letters and a digit. Your other
            signed-in browsers will be signed out.
          </Body1>
          {serverProblem && !serverProblem.field && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{serverProblem.text}</MessageBarBody>
            </MessageBar>
          )}
          {field('currentPassword', 'Current password', 'current-password')}
          {field('newPassword', 'New password', 'new-password')}
          {field('confirm', 'Confirm new password', 'new-password')}
          <div>
            <Button
              appearance="primary"
              type="submit"
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
            >
              Change password
            </Button>
          </div>
        </form>
      )}
    </AccountSettingsLayout>
  );
}
