import { Body1, Spinner, Title2 } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './identityMessages.ts';
import { tokenFromUrl } from './auth/fieldRules.ts';
import { SignInButton } from './auth/SignInButton.tsx';

/** /verify?token=: confirms the email address once. */
export default function VerifyPage() {
  const t = useT();
  const [state, setState] = useState<{ ok: boolean; message: string } | 'no token' | null>(null);
  useEffect(() => {
    const token = tokenFromUrl();
    if (!token) {
      setState('no token');
      return;
    }
    http.post<{ message: string }>('/account/verify', { token }).then(
      (r) => setState({ ok: true, message: r.message }),
      (err) => setState({ ok: false, message: errorMessage(err) }),
    );
  }, []);
  return (
    <>
      <Title2 as="h1">{t('Email verification')}</Title2>
      {state === 'no token' ? (
        <Body1 role="alert">{t('This link has no token.')}</Body1>
      ) : state ? (
        <Body1 role={state.ok ? 'status' : 'alert'}>{state.message}</Body1>
      ) : (
        <Spinner label={t('Verifying...')} />
      )}
      <SignInButton />
    </>
  );
}
