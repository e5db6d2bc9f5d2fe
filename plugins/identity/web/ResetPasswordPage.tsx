import { Body1, Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { http } from '../../../host/web/http/http.ts';
import { AuthForm } from './auth/AuthForm.tsx';
import { confirmField, newPasswordField, tokenFromUrl } from './auth/fieldRules.ts';

/** /reset-password?token=: a time-limited, single-use link from the forgot-password mail. */
export default function ResetPasswordPage() {
  const [, navigate] = useLocation();
  const [done, setDone] = useState<string | null>(null);
  if (done) {
    return (
      <>
        <Body1 role="status">{done}</Body1>
        <Button appearance="primary" onClick={() => navigate('/login')}>
          Sign in
        </Button>
      </>
    );
  }
  return (
    <AuthForm
      title="Choose a new password"
      submitLabel="Change password"
      fields={[newPasswordField, confirmField]}
      onSubmit={async (v) => {
        const r = await http.post<{ message: string }>('/account/reset-password', {
          token: tokenFromUrl(),
          password: v.password,
        });
        setDone(r.message);
      }}
    />
  );
}
