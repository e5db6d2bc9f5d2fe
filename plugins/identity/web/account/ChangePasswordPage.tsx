import { Body1, Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { Say } from '../../../../host/common/i18n/say.ts';
import { http } from '../../../../host/web/http/http.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { PASSWORD_MIN, passwordProblem } from '../../common/passwordRules.ts';
import { AccountForm } from './AccountForm.tsx';
import { useAccountSubmit } from './useAccountSubmit.ts';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
});

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };
type Values = typeof EMPTY;

function problemsOf(v: Values, t: Say): Record<keyof Values, string | null> {
  return {
    currentPassword: v.currentPassword ? null : t('Enter your current password'),
    newPassword:
      passwordProblem(v.newPassword, t) ??
      (v.newPassword === v.currentPassword ? t('Choose a password different from the current one') : null),
    confirm: v.confirm === v.newPassword ? null : t('The passwords do not match'),
  };
}

/** /change-password: the current password proves it is the owner; other sessions are signed out. */
export default function ChangePasswordPage() {
  const styles = useStyles();
  const t = useT();
  const [values, setValues] = useState<Values>(EMPTY);
  const form = useAccountSubmit();
  const { busy } = form;
  const problems = problemsOf(values, t);

  const submit = () =>
    form.submit(!Object.values(problems).some(Boolean), async () => {
      await http.post('/account/change-password', {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      notify.success(t('Password changed'));
      setValues(EMPTY);
      form.setTried(false);
    });

  const field = (name: keyof Values, label: string, autoComplete: string) => {
    const message = (form.tried ? problems[name] : null) ?? form.fieldProblem(name);
    return (
      <Field label={t(label)} required validationMessage={message ?? undefined}>
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
    <AccountForm
      title={t('Change password')}
      ssoText={t('Your password is managed by your single sign-on provider.')}
      onSubmit={() => void submit()}
      problem={form.formProblem}
      intro={
        <Body1 className={styles.muted}>
          {t(
            'At least {{min}} characters with upper and lower case letters and a digit. Your other signed-in browsers will be signed out.',
            { min: PASSWORD_MIN },
          )}
        </Body1>
      }
      submit={
        <Button
          appearance="primary"
          type="submit"
          disabled={busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
        >
          {t('Change password')}
        </Button>
      }
    >
      {field('currentPassword', 'Current password', 'current-password')}
      {field('newPassword', 'New password', 'new-password')}
      {field('confirm', 'Confirm new password', 'new-password')}
    </AccountForm>
  );
}
