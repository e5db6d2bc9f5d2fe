import { Link, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { type AuthPayload, authActions } from '../../../host/web/stores/auth.ts';

/**
 * /sso-success: the provider round trip ended with session cookies; read the auth state they
 * stand for, store it like a password sign-in does, and go to /.
 */
export default function SsoSuccessPage() {
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
  if (!error) return <Spinner label="Signing you in…" />;
  return (
    <>
      <MessageBar intent="error" role="alert">
        <MessageBarBody>Single sign-on did not complete: {error}</MessageBarBody>
      </MessageBar>
      <Link href="/login">Back to sign in</Link>
    </>
  );
}
