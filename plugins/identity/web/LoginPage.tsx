import { Link } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { http } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './identityMessages.ts';
import { type AuthPayload, auth, authActions } from '../../../host/web/stores/auth.ts';
import { SsoSignInButtons } from '../../sso/public-web.ts';
import { AuthForm } from './auth/AuthForm.tsx';
import { emailField, returnTo } from './auth/fieldRules.ts';

/** /login and /signin: signs in, stores the auth state (sections 3 and 5) and returns to ?returnTo. */
export default function LoginPage() {
  const t = useT();
  const [, navigate] = useLocation();
  useEffect(() => {
    // Someone already signed in has nothing to do here: on to where they were going.
    if (auth.isAuthenticated) {
      navigate(returnTo(), { replace: true });
      return;
    }
    // A fresh install has no organisation yet: set it up first.
    http
      .post<{ redirectUrl?: string }>('/auth/resolve')
      .then((r) => {
        if (r?.redirectUrl === '/organization-setup') navigate('/organization-setup', { replace: true });
      })
      .catch(() => {});
  }, [navigate]);
  return (
    <AuthForm
      title={t('Sign in')}
      subtitle={t('Welcome back to Brains Studio')}
      submitLabel={t('Sign in')}
      fields={[
        emailField,
        {
          name: 'password',
          label: 'Password',
          type: 'password',
          autoComplete: 'current-password',
          validate: (v, _all, say) => (v ? null : say('Password is required')),
        },
      ]}
      onSubmit={async (v) => {
        const payload = await http.post<AuthPayload>('/auth/login', { email: v.email, password: v.password });
        authActions.setAuth(payload);
        navigate(returnTo(), { replace: true });
      }}
      footer={
        <>
          {/* Enterprise single sign-on; renders nothing where the sso plugin is not served. */}
          <SsoSignInButtons />
          <Link href="/forgot-password">{t('Forgot password?')}</Link>
          <Link href="/register">{t('Have an invitation? Register')}</Link>
        </>
      }
    />
  );
}
