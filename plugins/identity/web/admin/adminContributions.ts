import type { MenuItemContribution, RouteContribution } from '../../../../host/common/plugin/types.ts';

const admin = (
  path: string,
  page: RouteContribution['page'],
  title: string,
  permission: string,
  feature: string,
): RouteContribution => ({ path, layout: 'main', page, title, permission, feature });

/** The enterprise admin pages (spec section 6: each behind its permission and feature flag). */
export const adminRoutes: RouteContribution[] = [
  admin('/users', () => import('./UsersPage.tsx'), 'Users', 'users:manage', 'feat:users'),
  admin('/roles', () => import('./RolesPage.tsx'), 'Roles', 'roles:manage', 'feat:roles'),
  admin(
    '/workspaces',
    () => import('./WorkspacesPage.tsx'),
    'Workspaces',
    'workspace:view',
    'feat:workspaces',
  ),
  admin(
    '/workspace-users/:id',
    () => import('./WorkspaceUsersPage.tsx'),
    'Workspace users',
    'workspace:view',
    'feat:workspaces',
  ),
  admin(
    '/login-activity',
    () => import('./LoginActivityPage.tsx'),
    'Login Activity',
    'loginActivity:view',
    'feat:login-activity',
  ),
];

/**
 * The Admin group in the spec's order (SSO Config, Roles, Users, Workspaces, Login Activity).
 * DECISION: enterprise and cloud: both editions report these feature flags and the server serves
 * the calls in both; open source never shows them (no workspaces, no roles there).
 */
export const adminMenuItems: MenuItemContribution[] = [
  {
    label: 'Roles',
    icon: 'PersonKey24Regular',
    route: '/roles',
    rank: 20,
    permission: 'roles:manage',
    feature: 'feat:roles',
  },
  {
    label: 'Users',
    icon: 'People24Regular',
    route: '/users',
    rank: 30,
    permission: 'users:manage',
    feature: 'feat:users',
  },
  {
    label: 'Workspaces',
    icon: 'Briefcase24Regular',
    route: '/workspaces',
    rank: 40,
    permission: 'workspace:view',
    feature: 'feat:workspaces',
  },
  {
    label: 'Login Activity',
    icon: 'PersonClock24Regular',
    route: '/login-activity',
    rank: 50,
    permission: 'loginActivity:view',
    feature: 'feat:login-activity',
  },
].map((item) => ({ ...item, group: 'Admin' as const, editions: ['enterprise' as const, 'cloud' as const] }));
