import type { ColumnType } from '../../../host/server/db/Database.ts';

/** An OpenID Connect provider of an organisation; the client secret is sealed (AES-256-GCM). */
export interface SsoProviderTable {
  id: string;
  organization_id: string;
  label: string;
  issuer: string;
  client_id: string;
  /** Base64 ciphertext, iv and tag of the client secret; empty strings when none is stored. */
  secret_data: string;
  secret_iv: string;
  secret_tag: string;
  enabled: boolean;
  created_date: ColumnType<Date, Date | undefined, never>;
  updated_date: ColumnType<Date, Date | undefined, Date>;
}

/** A started sign-in: state, nonce and PKCE verifier, single-use and short-lived. */
export interface SsoLoginStateTable {
  /** sha256 of the state sent to the provider. */
  state_hash: string;
  provider_id: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: Date;
}

/**
 * The ID token of a session signed in through a provider that offers RP-initiated logout, kept
 * server-side for id_token_hint. At logout it gets a single-use handle the browser redeems at once.
 */
export interface SsoSessionTable {
  session_id: string;
  provider_id: string;
  id_token: string;
  /** The provider's end_session_endpoint at sign-in: logout needs no call to the provider. */
  end_session_endpoint: string;
  /** sha256 of the logout handle; null while the session lives. */
  end_hash: string | null;
  end_expires_at: Date | null;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    sso_provider: SsoProviderTable;
    sso_login_state: SsoLoginStateTable;
    sso_session: SsoSessionTable;
  }
}
