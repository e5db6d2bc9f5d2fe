import { useState } from 'react';
import { http } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './identityMessages.ts';
import { AuthForm } from './auth/AuthForm.tsx';
import { DoneSignIn } from './auth/SignInButton.tsx';
import { confirmField, newPasswordField, tokenFromUrl } from './auth/fieldRules.ts';

/** /reset-password?token=: a time-limited, single-use link from the forgot-password mail. */
export default function ResetPasswordPage() {
  const t = useT();
  const [done, setDone] = useState<string | null>(null);
  if (done) return <DoneSignIn message={done} />;
  return (
    <AuthForm
      title={t('Choose a new password')}
      submitLabel={t('Change password')}
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
