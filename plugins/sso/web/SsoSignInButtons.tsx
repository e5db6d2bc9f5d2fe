import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { ShieldKeyhole20Regular } from '@fluentui/react-icons';
import { useContext, useEffect, useState } from 'react';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { ShellContext } from '../../../host/web/router/ShellContext.tsx';
import type { SsoProviderButton } from '../common/ssoTypes.ts';
import { SSO_ERROR_PARAM } from '../common/ssoTypes.ts';
import { ssoApi, ssoLoginUrl } from './ssoApi.ts';
import './ssoMessages.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '100%' },
});

/**
 * The login page's single sign-on part: why the last SSO attempt failed (?ssoError=), and one
 * 'Sign in with <label>' button per enabled provider. Renders nothing where SSO is not served.
 */
export function SsoSignInButtons() {
  const styles = useStyles();
  const t = useT();
  const [providers, setProviders] = useState<SsoProviderButton[]>([]);
  const error = new URLSearchParams(window.location.search).get(SSO_ERROR_PARAM);
  // Only editions that load the sso plugin serve its providers (elsewhere the call would be a 404).
  const served = useContext(ShellContext)?.registry.get('sso') !== undefined;
  useEffect(() => {
    if (!served) return;
    ssoApi
      .buttons()
      .then((list) => setProviders(Array.isArray(list) ? list : []))
      .catch(() => setProviders([]));
  }, [served]);
  if (!error && providers.length === 0) return null;
  return (
    <div className={styles.root}>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {providers.map((p) => (
        <Button
          key={p.id}
          as="a"
          href={ssoLoginUrl(p.id)}
          icon={<ShieldKeyhole20Regular />}
          appearance="outline"
        >
          {t('Sign in with {{label}}', { label: p.label })}
        </Button>
      ))}
    </div>
  );
}
