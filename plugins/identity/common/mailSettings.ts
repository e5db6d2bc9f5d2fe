/** The organisation's mail server as GET /email-settings answers it: the password never leaves. */
export interface MailSettingsView {
  configured: boolean;
  host: string;
  port: number;
  secure: boolean;
  user: string;
  from: string;
  hasPassword: boolean;
  /** Where mails go when the organisation has no server of its own. */
  fallback: 'server' | 'outbox';
  mails: readonly MailKind[];
}

export interface MailSettingsBody {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  /** Absent: keep the saved one; '': remove it. */
  password?: string;
  from?: string;
}

export interface MailKind {
  id: string;
  label: string;
  subject: string;
  when: string;
}

/** Every mail the product sends (identity's mails.ts), as the settings page lists them. */
export const MAIL_KINDS: readonly MailKind[] = [
  {
    id: 'invitation',
    label: 'Invitation',
    subject: 'You are invited to {organisation} on Brains Studio',
    when: 'An admin or a workspace owner invites someone new; the link works for 7 days.',
  },
  {
    id: 'verification',
    label: 'Email verification',
    subject: 'Verify your email for Brains Studio',
    when: 'Someone registers, or asks for the verification mail again.',
  },
  {
    id: 'password-reset',
    label: 'Password reset',
    subject: 'Reset your Brains Studio password',
    when: 'Someone asks to reset a forgotten password; the link works once, for 30 minutes.',
  },
  {
    id: 'test',
    label: 'Test mail',
    subject: 'Brains Studio test mail',
    when: 'An organisation admin sends one from this page.',
  },
];
