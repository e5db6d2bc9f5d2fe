import { Body1, MessageBar, MessageBarBody, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { auth } from '../../../../host/web/stores/auth.ts';
import { AccountSettingsLayout } from './AccountSettingsLayout.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
});

export interface AccountFormProps {
  /** The section heading, also the form's name. */
  title: string;
  /** Shown instead of the form to users who sign in through single sign-on. */
  ssoText: string;
  onSubmit(): void;
  /** What the form does, above the error line. */
  intro: ReactNode;
  /** A server error that names no field. */
  problem: string | null;
  /** The submit button. */
  submit: ReactNode;
  children: ReactNode;
}

/** An account settings page's form: heading, intro, error line, fields, submit button. */
export function AccountForm({
  title,
  ssoText,
  onSubmit,
  intro,
  problem,
  submit,
  children,
}: AccountFormProps) {
  const styles = useStyles();
  const { user } = useSnapshot(auth);
  return (
    <AccountSettingsLayout>
      <Subtitle2 as="h2">{title}</Subtitle2>
      {user?.isSSO ? (
        <Body1>{ssoText}</Body1>
      ) : (
        <form
          className={styles.form}
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            onSubmit();
          }}
          noValidate
          aria-label={title}
        >
          {intro}
          {problem && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{problem}</MessageBarBody>
            </MessageBar>
          )}
          {children}
          <div>{submit}</div>
        </form>
      )}
    </AccountSettingsLayout>
  );
}
