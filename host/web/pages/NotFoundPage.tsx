import { Body1, Button, Title2 } from '@fluentui/react-components';
import { Search48Regular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { LANDING_PATH } from '../router/paths.ts';
import { useMessagePageStyles } from './pageStyles.ts';
import { useT } from '../i18n/i18n.ts';

/** Shown for any path no plugin serves. */
export function NotFoundPage() {
  const styles = useMessagePageStyles();
  const t = useT();
  const [location, navigate] = useLocation();
  return (
    <div className={styles.page}>
      <Search48Regular className={styles.icon} aria-hidden />
      <Title2 as="h1">{t('Page not found')}</Title2>
      <Body1 className={styles.muted}>
        {t('Nothing lives at')} <span className={styles.code}>{location}</span>.
      </Body1>
      <div className={styles.actions}>
        <Button
          as="a"
          appearance="primary"
          href={LANDING_PATH}
          onClick={(e) => {
            e.preventDefault();
            navigate(LANDING_PATH);
          }}
        >
          {t('Go to home')}
        </Button>
      </div>
    </div>
  );
}
