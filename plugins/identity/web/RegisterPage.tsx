import { Link } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { http } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './identityMessages.ts';
import { AuthForm } from './auth/AuthForm.tsx';
import { DoneSignIn } from './auth/SignInButton.tsx';
import { confirmField, emailField, nameField, newPasswordField, tokenFromUrl } from './auth/fieldRules.ts';

/** /register: completes an invitation (?token=) or, where the server allows it, signs up openly. */
export default function RegisterPage() {
  const t = useT();
  const token = tokenFromUrl();
  const [invited, setInvited] = useState<{ email: string; name: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if (token)
      http
        .get<{ email: string; name: string }>('/account/invitation', { query: { token } })
        .then(setInvited, () => {});
  }, [token]);
  if (done) return <DoneSignIn message={done} />;
  return (
    <AuthForm
      key={invited?.email ?? 'open'}
      title={t('Create your account')}
      subtitle={
        token
          ? t('Complete your invitation.')
          : t('Registration may need an invitation from your administrator.')
      }
      submitLabel={t('Register')}
      fields={[nameField, { ...emailField, disabled: !!invited }, newPasswordField, confirmField]}
      initial={invited ?? undefined}
      onSubmit={async (v) => {
        const res = await http.post<{ status: string }>('/account/register', {
          name: v.name,
          email: v.email,
          password: v.password,
          ...(token ? { token } : {}),
        });
        setDone(
          res.status === 'active'
            ? t('Your account is ready.')
            : t('Check your mail to verify your email address.'),
        );
      }}
      footer={<Link href="/login">{t('Back to sign in')}</Link>}
    />
  );
}
