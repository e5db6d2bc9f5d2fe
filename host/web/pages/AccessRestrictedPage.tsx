import { Body1, Button, Title2 } from '@fluentui/react-components';
import { LockClosed48Regular } from '@fluentui/react-icons';
import { useAccess } from '../access/useAccess.ts';
import { useMessagePageStyles } from './pageStyles.ts';
import { useT } from '../i18n/i18n.ts';

/** Where administrators are reached; the organisation admin's address when we know it. */
const ADMIN_MAIL_SUBJECT = 'Access request';

/** Section 8: shown in place of a page whose permission or feature the user lacks. */
export function AccessRestrictedPage({ permission }: { permission: string }) {
  const styles = useMessagePageStyles();
  const t = useT();
  const { user } = useAccess();
  const body = `Please grant me the permission ${permission}${user?.email ? ` (${user.email})` : ''}.`;
  return (
    <div className={styles.page}>
      <LockClosed48Regular className={styles.icon} aria-hidden />
      <Title2 as="h1">{t('Access Restricted')}</Title2>
      <Body1 className={styles.muted}>{t("You don't have permission to access this feature.")}</Body1>
      <Body1>
        {t('Required permission:')} <span className={styles.code}>{permission}</span>
      </Body1>
      <div className={styles.actions}>
        <Button
          as="a"
          appearance="primary"
          href={`mailto:?subject=${encodeURIComponent(ADMIN_MAIL_SUBJECT)}&body=${encodeURIComponent(body)}`}
        >
          {t('Contact Administrator')}
        </Button>
        <Button onClick={() => window.history.back()}>{t('Go Back')}</Button>
      </div>
    </div>
  );
}
