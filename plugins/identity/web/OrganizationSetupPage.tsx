import { Body1, Button, Link, Spinner, Title2 } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { http } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './identityMessages.ts';
import { type AuthPayload, auth, authActions } from '../../../host/web/stores/auth.ts';
import { AuthForm } from './auth/AuthForm.tsx';
import { confirmField, emailField, nameField, newPasswordField } from './auth/fieldRules.ts';

/** First run: creates the organisation, its default workspace and the admin, then signs in. */
export default function OrganizationSetupPage() {
  const t = useT();
  const [, navigate] = useLocation();
  // Asked first, so a set-up server says so at once rather than after five filled fields (409).
  const status = useLoaded(() => http.get<{ required: boolean }>('/organization-setup'));
  if (!status.data && !status.error) return <Spinner label={t('Checking the set-up…')} />;
  if (status.data && !status.data.required)
    return (
      <>
        <Title2 as="h1">{t('Already set up')}</Title2>
        <Body1>{t("This server's organization is set up: there is nothing to do here.")}</Body1>
        {auth.isAuthenticated ? (
          <Button appearance="primary" onClick={() => navigate('/', { replace: true })}>
            {t('Continue to Brains Studio')}
          </Button>
        ) : (
          <Button appearance="primary" onClick={() => navigate('/login', { replace: true })}>
            {t('Sign in')}
          </Button>
        )}
      </>
    );
  return (
    <AuthForm
      title={t('Set up your organization')}
      subtitle={t('Create the organization and its administrator account.')}
      submitLabel={t('Create organization')}
      fields={[
        {
          name: 'organizationName',
          label: 'Organization name',
          validate: (v, _all, say) => (v.trim() ? null : say('Organization name is required')),
        },
        nameField,
        emailField,
        newPasswordField,
        confirmField,
      ]}
      initial={{ organizationName: 'Default Organization' }}
      onSubmit={async (v) => {
        const payload = await http.post<AuthPayload>('/organization-setup', {
          organizationName: v.organizationName,
          name: v.name,
          email: v.email,
          password: v.password,
        });
        authActions.setAuth(payload);
        navigate('/', { replace: true });
      }}
      footer={<Link href="/login">{t('Already set up? Sign in')}</Link>}
    />
  );
}
