import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { Delete24Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { http } from '../../../../host/web/http/http.ts';
import { authActions } from '../../../../host/web/stores/auth.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import { AccountForm } from './AccountForm.tsx';
import { useAccountSubmit } from './useAccountSubmit.ts';

const useStyles = makeStyles({
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
  const t = useT();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const form = useAccountSubmit();
  const { tried, busy } = form;

  const passwordMessage =
    (tried && !password ? t('Enter your password') : null) ?? form.fieldProblem('password');

  const submit = () =>
    form.submit(!!password && understood, async () => {
      await http.post('/account/delete', { password });
      authActions.logout();
      notify.info(t('Your account was deleted'));
      navigate('/login', { replace: true });
    });

  return (
    <AccountForm
      title={t('Delete account')}
      ssoText={t('Your account is managed by your single sign-on provider: ask your administrator.')}
      onSubmit={() => void submit()}
      problem={form.formProblem}
      intro={
        <MessageBar intent="warning">
          <MessageBarBody>
            {t(
              'Deleting your account signs you out everywhere and removes you from every workspace of the organization. Flows and other work you created stay with their workspaces. This cannot be undone.',
            )}
          </MessageBarBody>
        </MessageBar>
      }
      submit={
        <Button
          type="submit"
          appearance="primary"
          className={styles.danger}
          disabled={busy}
          icon={busy ? <Spinner size="tiny" /> : <Delete24Regular />}
        >
          {t('Delete account')}
        </Button>
      }
    >
      <Field label={t('Password')} required validationMessage={passwordMessage ?? undefined}>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          disabled={busy}
          onChange={(_, d) => setPassword(d.value)}
        />
      </Field>
      <Field validationMessage={tried && !understood ? t('Confirm that you understand') : undefined}>
        <Checkbox
          label={t('I understand that my account is deleted for good')}
          checked={understood}
          disabled={busy}
          onChange={(_, d) => setUnderstood(d.checked === true)}
        />
      </Field>
    </AccountForm>
  );
}
