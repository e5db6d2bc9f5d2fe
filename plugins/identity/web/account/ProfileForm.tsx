import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { auth } from '../../../../host/web/stores/auth.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import { useProfileForm } from './useProfileForm.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  actions: { display: 'flex', justifyContent: 'flex-start' },
});

/**
 * Name and email of the signed-in user. Users signed in through single sign-on see them read-only:
 * their provider owns the profile (spec: no profile update for SSO users).
 */
export function ProfileForm() {
  const styles = useStyles();
  const t = useT();
  const { user } = useSnapshot(auth);
  const form = useProfileForm();
  const sso = !!user?.isSSO;
  return (
    <form className={styles.form} onSubmit={form.save} noValidate aria-label={t('Profile')}>
      {sso && (
        <MessageBar intent="info">
          <MessageBarBody>{t('Your profile is managed by your single sign-on provider.')}</MessageBarBody>
        </MessageBar>
      )}
      {form.problem && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{form.problem}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('Name')} required={!sso} validationMessage={form.nameError ?? undefined}>
        <Input
          value={form.name}
          onChange={(_, d) => form.setName(d.value)}
          autoComplete="name"
          readOnly={sso}
          disabled={form.saving}
        />
      </Field>
      <Field label={t('Email')} required={!sso} validationMessage={form.emailError ?? undefined}>
        <Input
          type="email"
          value={form.email}
          onChange={(_, d) => form.setEmail(d.value)}
          autoComplete="email"
          readOnly={sso}
          disabled={form.saving}
        />
      </Field>
      {!sso && (
        <div className={styles.actions}>
          <Button
            appearance="primary"
            type="submit"
            disabled={form.saving}
            icon={form.saving ? <Spinner size="tiny" /> : undefined}
          >
            {t('Save')}
          </Button>
        </div>
      )}
      {!user && <Body1>{t('Not signed in.')}</Body1>}
    </form>
  );
}
