import { Body1, Link } from '@fluentui/react-components';
import { useState } from 'react';
import { http } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './identityMessages.ts';
import { AuthForm } from './auth/AuthForm.tsx';
import { emailField } from './auth/fieldRules.ts';

export default function ForgotPasswordPage() {
  const t = useT();
  const [sent, setSent] = useState<string | null>(null);
  if (sent) return <Body1 role="status">{sent}</Body1>;
  return (
    <AuthForm
      title={t('Forgot password')}
      subtitle={t('We will mail you a link to choose a new password.')}
      submitLabel={t('Send link')}
      fields={[emailField]}
      onSubmit={async (v) => {
        const r = await http.post<{ message: string }>('/account/forgot-password', { email: v.email });
        setSent(r.message);
      }}
      footer={<Link href="/login">{t('Back to sign in')}</Link>}
    />
  );
}
