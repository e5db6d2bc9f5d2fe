import { Body1, Button } from '@fluentui/react-components';
import { useLocation } from 'wouter';

/** The 'Sign in' button that ends an account page (registered, reset, verified): to /login. */
export function SignInButton() {
  const [, navigate] = useLocation();
  return (
    <Button appearance="primary" onClick={() => navigate('/login')}>
      Sign in
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
