import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircle16Regular, PersonKey20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import type { OAuth2Settings } from '../../../host/common/plugin/types.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  signedIn: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteGreenForeground1,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** What the sign-in window's last page posts to this window. */
interface SignInMessage {
  type: 'oauth2-credential';
  ok: boolean;
  credentialId: string | null;
  message: string;
}

/**
 * Sign in with the provider of an OAuth2 credential type: a window of its own goes to the provider
 * through the server (which keeps the tokens; this page never sees them) and reports back here.
 */
export function OAuth2SignIn({
  oauth2,
  credentialId,
  signedIn,
  onSignedIn,
}: {
  oauth2: OAuth2Settings;
  /** The saved credential; a new one signs in once saved. */
  credentialId: string | null;
  signedIn: boolean;
  onSignedIn(): void;
}) {
  const s = useStyles();
  const t = useT();
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const redirectUri = `${window.location.origin}/api/v1/oauth2-credential/callback`;

  useEffect(() => {
    if (!credentialId) return;
    const listen = (e: MessageEvent<SignInMessage>) => {
      if (e.origin !== window.location.origin || e.data?.type !== 'oauth2-credential') return;
      if (e.data.credentialId && e.data.credentialId !== credentialId) return;
      setWaiting(false);
      if (e.data.ok) {
        setFailure(null);
        onSignedIn();
      } else setFailure(e.data.message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [credentialId, onSignedIn]);

  const start = () => {
    if (!credentialId) return;
    setFailure(null);
    setWaiting(true);
    window.open(
      `/api/v1/oauth2-credential/authorize/${credentialId}`,
      'oauth2-sign-in',
      'popup,width=600,height=720',
    );
  };

  return (
    <section className={s.root} aria-label={t('Sign in with {{provider}}', { provider: oauth2.provider })}>
      <Field label={t('Redirect URI to register with {{provider}}', { provider: oauth2.provider })}>
        <Input value={redirectUri} readOnly />
      </Field>
      <div className={s.row}>
        <Button icon={<PersonKey20Regular />} disabled={!credentialId || waiting} onClick={start}>
          {waiting
            ? t('Waiting for the sign-in window…')
            : t('Sign in with {{provider}}', { provider: oauth2.provider })}
        </Button>
        {signedIn && (
          <span className={s.signedIn}>
            <CheckmarkCircle16Regular />{' '}
            <Text>{t('Signed in: the access token is renewed when it runs out')}</Text>
          </span>
        )}
      </div>
      {!credentialId && (
        <Text className={s.muted}>
          {t('Add the credential with its client ID and secret first, then sign in.')}
        </Text>
      )}
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
