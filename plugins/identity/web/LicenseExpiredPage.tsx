import { Body1, Button, makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { http } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './identityMessages.ts';
import { auth, authActions } from '../../../host/web/stores/auth.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface License {
  licensed: boolean;
  expired: boolean;
  expiresAt: string | null;
}

/**
 * /license-expired: where the server sends the browser (401 with redirectTo) once the enterprise
 * licence (LICENSE_EXPIRES_AT) has ended.
 */
export default function LicenseExpiredPage() {
  const styles = useStyles();
  const t = useT();
  const [license, setLicense] = useState<License | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    http
      .get<License>('/license')
      .then((l) => {
        // The server refuses the session anyway: the local sign-in state goes too.
        if (l.expired) authActions.logout();
        setLicense(l);
      })
      .catch(() => setFailed(true));
  }, []);

  if (!license && !failed) return <Spinner label={t('Checking the licence…')} />;
  const expiredOn = license?.expiresAt ? new Date(license.expiresAt).toLocaleDateString() : null;
  const stillExpired = failed || license?.expired;
  return (
    <div className={styles.page}>
      <Title2 as="h1">{stillExpired ? t('License expired') : t('License valid')}</Title2>
      {stillExpired ? (
        <>
          <Body1>
            {expiredOn
              ? t('The enterprise license of this server expired on {{date}}.', { date: expiredOn })
              : t('The enterprise license of this server is not valid.')}{' '}
            {t('Signing in is not possible until it is renewed.')}
          </Body1>
          <Body1 className={styles.muted}>
            {t(
              'Please contact your administrator for assistance. Administrators renew it by setting LICENSE_EXPIRES_AT to the new end date and restarting the server.',
            )}
          </Body1>
        </>
      ) : (
        <Body1>
          {auth.isAuthenticated
            ? t('The enterprise license of this server is valid: nothing to do here.')
            : t('The license is in force again: you can sign in.')}
        </Body1>
      )}
      {!stillExpired && auth.isAuthenticated ? (
        <Button appearance="primary" onClick={() => window.location.assign('/')}>
          {t('Continue to Brains Studio')}
        </Button>
      ) : (
        <Button
          appearance={stillExpired ? 'secondary' : 'primary'}
          onClick={() => window.location.assign('/login')}
        >
          {t('Back to sign in')}
        </Button>
      )}
    </div>
  );
}
