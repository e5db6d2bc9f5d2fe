import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { decideRoute, type GuardedRoute, isAuthenticated, type User } from '../../common/access/index.ts';
import { useAccess } from '../access/useAccess.ts';
import { AccessRestrictedPage } from '../pages/AccessRestrictedPage.tsx';
import { auth } from '../stores/auth.ts';
import { storage } from '../stores/storage.ts';
import { signInAvailable, useShell } from './ShellContext.tsx';

/**
 * Applies the section 4 route guard (decided by the pure access API).
 *
 * DECISION: sign-in is enforced only when some plugin contributes the '/login' route. Until the
 * identity plugin adds it, the open-source edition runs without sign-in (as the peer's open-source
 * edition does with no users configured); permission checks there pass anyway, and feature pages
 * still go to /unauthorized.
 */
export function RouteGuard({ route, children }: { route: GuardedRoute; children: ReactNode }) {
  const access = useAccess();
  const { user } = useSnapshot(auth);
  const { registry } = useShell();
  const [location] = useLocation();
  const search = useSearch();
  const decision = decideRoute(
    route,
    {
      ...access,
      authenticated: isAuthenticated(user as User | null, storage.get('isAuthenticated')),
      signInRequired: signInAvailable(registry),
    },
    search ? `${location}?${search}` : location,
  );
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'login':
    case 'unauthorized':
      return <Redirect to={decision.to} replace />;
    case 'restricted':
      return <AccessRestrictedPage permission={decision.permission} />;
  }
}
