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
export function AccountForm(props: AccountFormProps) {
  const { user } = useSnapshot(auth);
  return (
    <AccountSettingsLayout>
      {user?.isSSO ? (
        <>
          <Subtitle2 as="h2">{props.title}</Subtitle2>
          <Body1>{props.ssoText}</Body1>
        </>
      ) : (
        <AccountFormBody {...props} />
      )}
    </AccountSettingsLayout>
  );
}

/** The form itself, for pages that hold more than one (Email settings). */
export function AccountFormBody({
  title,
  onSubmit,
  intro,
  problem,
  submit,
  children,
}: Omit<AccountFormProps, 'ssoText'>) {
  const styles = useStyles();
  return (
    <>
      <Subtitle2 as="h2">{title}</Subtitle2>
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
    </>
  );
}
