import { navigate } from 'wouter/use-browser-location';
import { http } from '../http/http.ts';
import { authActions } from '../stores/auth.ts';
import { notify } from '../stores/notifier.ts';

/**
 * Profile menu and cloud drawer Logout: tells the server (a failure is only logged, the local
 * sign-out happens regardless), clears the state, says 'Logging out...' and goes to /login,
 * or to the landing page while no plugin offers a sign-in page. A server path the answer names
 * (SSO: ending the provider's session too) is loaded as a page, since it redirects off-site.
 */
export async function logout(signInAvailable: boolean): Promise<void> {
  let redirectTo: string | undefined;
  try {
    const res = await http.post<{ message?: string; redirectTo?: string } | undefined>('/account/logout');
    if (typeof res?.redirectTo === 'string' && res.redirectTo.startsWith('/')) redirectTo = res.redirectTo;
  } catch (err) {
    console.warn('logout call failed', err);
  }
  authActions.logout();
  notify.info('Logging out...');
  if (redirectTo?.startsWith('/api/')) return window.location.assign(redirectTo);
  navigate(signInAvailable ? (redirectTo ?? '/login') : '/');
}
