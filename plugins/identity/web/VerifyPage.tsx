import { Body1, Spinner, Title2 } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { tokenFromUrl } from './auth/fieldRules.ts';
import { SignInButton } from './auth/SignInButton.tsx';

/** /verify?token=: confirms the email address once. */
export default function VerifyPage() {
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => {
    const token = tokenFromUrl();
    if (!token) {
      setState({ ok: false, message: 'This link has no token.' });
      return;
    }
    http.post<{ message: string }>('/account/verify', { token }).then(
      (r) => setState({ ok: true, message: r.message }),
      (err) => setState({ ok: false, message: errorMessage(err) }),
    );
  }, []);
  return (
    <>
      <Title2 as="h1">Email verification</Title2>
      {state ? (
        <Body1 role={state.ok ? 'status' : 'alert'}>{state.message}</Body1>
      ) : (
        <Spinner label="Verifying..." />
      )}
      <SignInButton />
    </>
  );
}
