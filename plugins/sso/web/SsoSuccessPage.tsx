import { Link, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './ssoMessages.ts';
import { type AuthPayload, authActions } from '../../../host/web/stores/auth.ts';

/**
 * /sso-success: the provider round trip ended with session cookies; read the auth state they
 * stand for, store it like a password sign-in does, and go to /.
 */
export default function SsoSuccessPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    http
      .get<AuthPayload>('/auth/me')
      .then((payload) => {
        authActions.setAuth(payload);
        navigate('/', { replace: true });
      })
      .catch((err) => setError(errorMessage(err)));
  }, [navigate]);
  if (!error) return <Spinner label={t('Signing you in…')} />;
  return (
    <>
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t('Single sign-on did not complete: {{error}}', { error })}</MessageBarBody>
      </MessageBar>
      <Link href="/login">{t('Back to sign in')}</Link>
    </>
  );
}
