import { Body1, Button } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';

/** The 'Sign in' button that ends an account page (registered, reset, verified): to /login. */
export function SignInButton() {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <Button appearance="primary" onClick={() => navigate('/login')}>
      {t('Sign in')}
    </Button>
  );
}

/** What a register or reset page shows once done: the server's message and the way to sign in. */
export function DoneSignIn({ message }: { message: string }) {
  return (
    <>
      <Body1 role="status">{message}</Body1>
      <SignInButton />
    </>
  );
}
