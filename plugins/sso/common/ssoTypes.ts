/** One provider as GET /sso-config shows it: the client secret only as 'set' or ''. */
export interface SsoProviderView {
  id: string;
  label: string;
  issuer: string;
  clientId: string;
  /** 'set' when a secret is stored; the secret itself never leaves the server. */
  clientSecret: 'set' | '';
  enabled: boolean;
}

/** PUT /sso-config body: a new provider (no id) or a change; an absent secret keeps the stored one. */
export interface SsoProviderInput {
  id?: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  enabled: boolean;
}

/** What the login page lists: enabled providers only. */
export interface SsoProviderButton {
  id: string;
  label: string;
}

/** The query parameter /login reads to show why a single sign-on failed. */
export const SSO_ERROR_PARAM = 'ssoError';
