import { type ReactNode, Suspense, useMemo } from 'react';
import { matchRoute, Redirect, Route, useLocation, useRouter } from 'wouter';
import type { Contributed } from '../../common/plugin/PluginRegistry.ts';
import type { Layout, RouteContribution } from '../../common/plugin/types.ts';
import { AuthLayout } from '../layout/AuthLayout.tsx';
import { BareLayout } from '../layout/BareLayout.tsx';
import { CanvasLayout } from '../layout/CanvasLayout.tsx';
import { MainLayout } from '../layout/MainLayout.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { UnauthorizedPage } from '../pages/UnauthorizedPage.tsx';
import { PageShown } from './firstPageShown.ts';
import { lazyPage } from './lazyPage.ts';
import { LoadingBar } from './LoadingBar.tsx';
import { LANDING_PATH, UNAUTHORIZED_PATH } from './paths.ts';
import { PluginErrorBoundary } from './PluginErrorBoundary.tsx';
import { orderRoutes } from './routeOrder.ts';
import { RouteGuard } from './RouteGuard.tsx';
import { useRegistryVersion, useShell } from './ShellContext.tsx';

export const LAYOUTS: Record<Layout, (props: { children: ReactNode }) => ReactNode> = {
  main: MainLayout,
  canvas: CanvasLayout,
  auth: AuthLayout,
  bare: BareLayout,
};

function RoutePage({ route }: { route: Contributed<RouteContribution> }) {
  const Page = lazyPage(route.value.page);
  return (
    <RouteGuard route={route.value}>
      <PluginErrorBoundary plugin={route.owner}>
        <Suspense fallback={<LoadingBar />}>
          <Page />
          <PageShown />
        </Suspense>
      </PluginErrorBoundary>
    </RouteGuard>
  );
}

/**
 * Routes from plugin contributions. The layout is chosen outside the page so moving between two
 * pages of one layout keeps the top bar and drawer mounted. '/' goes to the landing path; the
 * host serves /unauthorized unless a plugin does; anything else is Not Found.
 */
export function AppRoutes() {
  const { registry } = useShell();
  const version = useRegistryVersion(registry);
  const { parser } = useRouter();
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks registry changes
  const routes = useMemo(() => orderRoutes(registry.routes()), [registry, version]);
  const match = routes.find((r) => matchRoute(parser, r.value.path, location)[0]);

  if (!match) {
    if (location === '/') return <Redirect to={LANDING_PATH} replace />;
    if (location === UNAUTHORIZED_PATH) {
      return (
        <AuthLayout>
          <UnauthorizedPage />
        </AuthLayout>
      );
    }
    return (
      <MainLayout>
        <NotFoundPage />
      </MainLayout>
    );
  }
  const LayoutFrame = LAYOUTS[match.value.layout];
  return (
    <LayoutFrame>
      <Route path={match.value.path}>
        <RoutePage key={match.id} route={match} />
      </Route>
    </LayoutFrame>
  );
}
