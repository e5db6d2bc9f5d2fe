import { makeStyles, Tab, TabList, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useListPageStyles } from '../../../../host/web/components/useListPageStyles.ts';
import { auth } from '../../../../host/web/stores/auth.ts';
import { settings } from '../../../../host/web/stores/settings.ts';
import { Card } from '../../../../host/web/theme/Card.tsx';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';

/** The settings pages, one route each (spec: Manage > Settings). */
export const ACCOUNT_TABS = [
  { path: '/account', label: 'Profile' },
  { path: '/email-settings', label: 'Email settings', adminOnly: true },
  { path: '/change-password', label: 'Change password' },
  { path: '/delete-account', label: 'Delete account' },
] as const;

const useStyles = makeStyles({
  // Left-aligned under the tabs rather than centred in the page.
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL, marginInline: 0 },
});

/** Title, the settings tabs (each a route, so links and reloads keep the tab) and the tab's card. */
export function AccountSettingsLayout({ children }: { children: ReactNode }) {
  const page = useListPageStyles();
  const styles = useStyles();
  const t = useT();
  const [location, navigate] = useLocation();
  const { user } = useSnapshot(auth);
  const { edition } = useSnapshot(settings);
  // Email settings: organisation admins of the enterprise and cloud editions.
  const tabs = ACCOUNT_TABS.filter(
    (tab) => !('adminOnly' in tab) || (edition !== 'oss' && !!user?.isOrganizationAdmin),
  );
  return (
    <div className={page.page}>
      <div className={page.header}>
        <Title2 as="h1" className={page.title}>
          {t('Account settings')}
        </Title2>
      </div>
      <TabList
        selectedValue={location}
        onTabSelect={(_, d) => navigate(String(d.value))}
        aria-label={t('Account settings')}
      >
        {tabs.map((tab) => (
          <Tab key={tab.path} value={tab.path}>
            {t(tab.label)}
          </Tab>
        ))}
      </TabList>
      <Card width="sm" className={styles.card}>
        {children}
      </Card>
    </div>
  );
}
