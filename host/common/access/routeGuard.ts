import { hasFeature } from './hasFeature.ts';
import { hasPermission } from './hasPermission.ts';
import type { AccessContext } from './types.ts';

/** What a route asks for (a subset of RouteContribution, so this stays free of the plugin types). */
export interface GuardedRoute {
  permission?: string;
  feature?: string;
  public?: boolean;
}

export interface GuardInput extends AccessContext {
  authenticated: boolean;
  /** False while no plugin offers a sign-in page: the guard then skips the login step. */
  signInRequired: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  /** Go to `to`, which keeps the requested path in its returnTo query parameter. */
  | { kind: 'login'; to: string }
  | { kind: 'unauthorized'; to: '/unauthorized' }
  | { kind: 'restricted'; permission: string };

export const LOGIN_PATH = '/login';

/** '/login?returnTo=%2Fchatflows%3Fx%3D1': the sign-in page sends the user back there afterwards. */
export function loginRedirect(path: string): string {
  return path && path !== '/' && !path.startsWith(LOGIN_PATH)
    ? `${LOGIN_PATH}?returnTo=${encodeURIComponent(path)}`
    : LOGIN_PATH;
}

/**
 * The spec's section 4 route guard, in order: sign-in, then per edition.
 * Open source: a page that needs a feature flag goes to /unauthorized, everything else passes.
 * Cloud and enterprise: pages without requirements pass; global users pass the permission
 * check; other users with no permissions, a missing permission or a disabled feature see
 * Access Restricted naming what is required.
 */
export function decideRoute(route: GuardedRoute, input: GuardInput, path: string): GuardDecision {
  if (route.public) return { kind: 'allow' };
  if (input.signInRequired && !input.authenticated) return { kind: 'login', to: loginRedirect(path) };
  if (input.edition === 'oss') {
    return route.feature ? { kind: 'unauthorized', to: '/unauthorized' } : { kind: 'allow' };
  }
  if (!route.permission && !route.feature) return { kind: 'allow' };
  const required = route.permission ?? route.feature ?? '';
  const global = input.isGlobal || input.user?.isOrganizationAdmin === true;
  if (!global && input.permissions.length === 0) return { kind: 'restricted', permission: required };
  if (route.permission && !hasPermission(input, route.permission)) {
    return { kind: 'restricted', permission: route.permission };
  }
  if (route.feature && !hasFeature(input.features, route.feature)) {
    return { kind: 'restricted', permission: route.feature };
  }
  return { kind: 'allow' };
}
