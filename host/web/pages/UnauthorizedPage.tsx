import { Body1, Button, Title2 } from '@fluentui/react-components';
import { ShieldLock48Regular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { LANDING_PATH } from '../router/paths.ts';
import { useMessagePageStyles } from './pageStyles.ts';
import { useT } from '../i18n/i18n.ts';

/** Target of a 403 and of open-source pages that need a feature flag (section 4, section 8). */
export function UnauthorizedPage() {
  const styles = useMessagePageStyles();
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <div className={styles.page}>
      <ShieldLock48Regular className={styles.icon} aria-hidden />
      <Title2 as="h1">{t('Unauthorized')}</Title2>
      <Body1 className={styles.muted}>{t('You are not allowed to see this page or do this action.')}</Body1>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => navigate(LANDING_PATH)}>
          {t('Go to home')}
        </Button>
        <Button onClick={() => window.history.back()}>{t('Go Back')}</Button>
      </div>
    </div>
  );
}
