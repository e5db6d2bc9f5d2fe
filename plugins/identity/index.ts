import { definePlugin } from '../../host/common/plugin/definePlugin.ts';
import { accountMenuItems, accountRoutes, workspaceTopBarItems } from './web/account/accountContributions.ts';
import { adminMenuItems, adminRoutes } from './web/admin/adminContributions.ts';

const auth = (path: string, page: () => Promise<{ default: unknown }>, title: string) => ({
  path,
  layout: 'auth' as const,
  page,
  title,
  public: true,
});

/**
 * Identity and access: organisation set-up, sign-in with sessions, accounts, and (enterprise and
 * cloud, behind feature flags) users, roles, workspaces and login activity. Contributing '/login'
 * turns on the web route guard's sign-in step.
 */
export default definePlugin({
  id: 'identity',
  description: 'Organisation set-up, sign-in, accounts, users, roles, workspaces, login activity',
  routes: [
    auth('/login', () => import('./web/LoginPage.tsx'), 'Sign in'),
    auth('/signin', () => import('./web/LoginPage.tsx'), 'Sign in'),
    auth('/organization-setup', () => import('./web/OrganizationSetupPage.tsx'), 'Set up your organization'),
    auth('/register', () => import('./web/RegisterPage.tsx'), 'Register'),
    auth('/verify', () => import('./web/VerifyPage.tsx'), 'Verify email'),
    auth('/forgot-password', () => import('./web/ForgotPasswordPage.tsx'), 'Forgot password'),
    auth('/reset-password', () => import('./web/ResetPasswordPage.tsx'), 'Reset password'),
    ...adminRoutes,
    ...accountRoutes,
  ],
  menuItems: [...adminMenuItems, ...accountMenuItems],
  topBarItems: [...workspaceTopBarItems],
  // Spec: Update Profile is not offered to SSO users nor in the cloud edition.
  profileMenuItems: [
    {
      label: 'Update Profile',
      icon: 'PersonEdit24Regular',
      rank: 40,
      dialog: () => import('./web/UpdateProfileDialog.tsx'),
      editions: ['oss', 'enterprise'],
      hiddenForSSO: true,
    },
  ],
  server: () => import('./server/index.ts'),
});
