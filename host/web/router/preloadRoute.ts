import type { Plugin, RouteContribution } from '../../common/plugin/types.ts';
import { loadPage } from './lazyPage.ts';
import { compareRoutePatterns } from './routeOrder.ts';

/** Whether a wouter pattern of static and `:param` segments matches a path (no query). */
export function patternMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/** The route a path opens among the plugins' routes, the most specific first (as AppRoutes picks). */
export function routeForPath(plugins: readonly Plugin[], path: string): RouteContribution | undefined {
  const routes = plugins.flatMap((p) => p.routes ?? []);
  return routes
    .sort((a, b) => compareRoutePatterns(a.path, b.path))
    .find((route) => patternMatches(route.path, path));
}

/**
 * On a full page load, before the settings arrive and React renders: starts loading the page's
 * code and, when the user is signed in (or the route is public), its data, so neither waits for
 * the other. Settings may later leave the route out (edition, disabled plugin); then the loads
 * were only wasted, never shown. Failures are left to the page, which loads again on its own.
 */
export function preloadRoute(plugins: readonly Plugin[], path: string, signedIn: boolean): void {
  const route = routeForPath(plugins, path);
  if (!route) return;
  loadPage(route.page).catch(() => {});
  if (route.preload && (signedIn || route.public)) route.preload(plugins).catch(() => {});
}
