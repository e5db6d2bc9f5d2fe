import type {
  MenuItemContribution,
  RouteContribution,
  TopBarItemContribution,
} from '../../../../host/common/plugin/types.ts';

const settings = (path: string, page: RouteContribution['page'], title: string): RouteContribution => ({
  path,
  layout: 'main',
  page,
  title,
});

/**
 * One's own account, for any signed-in user in every edition (no permission, no feature flag:
 * DECISION, feat:account stays for the cloud billing pages). /email-settings is the organisation's
 * mail server: organisation admins (users:manage) of the enterprise and cloud editions.
 */
export const accountRoutes: RouteContribution[] = [
  settings('/account', () => import('./AccountPage.tsx'), 'Account settings'),
  {
    ...settings('/email-settings', () => import('./EmailSettingsPage.tsx'), 'Email settings'),
    permission: 'users:manage',
  },
  settings('/change-password', () => import('./ChangePasswordPage.tsx'), 'Change password'),
  settings('/delete-account', () => import('./DeleteAccountPage.tsx'), 'Delete account'),
  settings('/user-profile', () => import('./UserProfilePage.tsx'), 'User Profile'),
  {
    path: '/license-expired',
    layout: 'auth',
    page: () => import('../LicenseExpiredPage.tsx'),
    title: 'License expired',
    public: true,
  },
];

/** Manage > Settings (spec section 2). */
export const accountMenuItems: MenuItemContribution[] = [
  { group: 'Manage', label: 'Settings', icon: 'Settings24Regular', route: '/account', rank: 80 },
];

/** The workspace switcher (enterprise) and the organisation and workspace chips (cloud). */
export const workspaceTopBarItems: TopBarItemContribution[] = [
  {
    id: 'workspace-switcher',
    component: () => import('../workspace/WorkspaceSwitcher.tsx'),
    rank: 10,
    placement: 'end',
    editions: ['enterprise'],
    feature: 'feat:workspaces',
  },
  {
    id: 'organization-workspace-chips',
    component: () => import('../workspace/OrgWorkspaceChips.tsx'),
    rank: 10,
    placement: 'start',
    editions: ['cloud'],
  },
];
