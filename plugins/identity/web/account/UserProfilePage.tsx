import { Divider, makeStyles, mergeClasses, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import { Redirect } from 'wouter';
import { useAccess } from '../../../../host/web/access/useAccess.ts';
import { useListPageStyles } from '../../../../host/web/components/useListPageStyles.ts';
import { Card } from '../../../../host/web/theme/Card.tsx';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import { AccountDetails } from './AccountDetails.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/**
 * /user-profile: name and email, and the account's role and workspace. DECISION: the cloud edition
 * keeps the profile in its account settings (as the spec hides Update Profile there), so this path
 * leads to /account; SSO users see their profile read-only (their provider owns it).
 */
const useStyles = makeStyles({
  card: { marginInline: 0, gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
});

export default function UserProfilePage() {
  const page = useListPageStyles();
  const styles = useStyles();
  const t = useT();
  const { edition } = useAccess();
  if (edition === 'cloud') return <Redirect to="/account" replace />;
  return (
    <div className={page.page}>
      <div className={page.header}>
        <Title2 as="h1" className={page.title}>
          {t('User Profile')}
        </Title2>
      </div>
      <Card width="sm" className={mergeClasses(page.card, styles.card)}>
        <ProfileForm />
        <Divider />
        <Subtitle2 as="h2">{t('Account')}</Subtitle2>
        <AccountDetails />
      </Card>
    </div>
  );
}
