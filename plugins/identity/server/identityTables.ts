import type { ColumnType, Generated } from '../../../host/server/db/Database.ts';

type Created = ColumnType<Date, Date | string | undefined, never>;
type Updated = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable column that may be left out of an insert. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface OrganizationTable {
  id: string;
  name: string;
  /** JSON object of feature flags, or null for the edition's default set. */
  features: Optional<string>;
  created_date: Created;
  updated_date: Updated;
}

export interface UserTable {
  id: string;
  /** Lower case, unique. */
  email: string;
  name: string;
  /** argon2id hash; null for an invited user who has not registered yet. */
  credential: Optional<string>;
  /** active | invited | unverified | disabled */
  status: Generated<string>;
  last_login: Optional<Date>;
  /** Signed in through single sign-on (spec section 3 isSSO). */
  is_sso: Generated<boolean>;
  created_date: Created;
  updated_date: Updated;
}

export interface WorkspaceTable {
  id: string;
  organization_id: string;
  name: string;
  description: Optional<string>;
  is_default: Generated<boolean>;
  created_date: Created;
  updated_date: Updated;
}

export interface RoleTable {
  id: string;
  /** null: a built-in role shared by every organisation. */
  organization_id: Optional<string>;
  name: string;
  description: Optional<string>;
  /** JSON list of permission names. */
  permissions: string;
  created_date: Created;
  updated_date: Updated;
}

export interface OrganizationUserTable {
  organization_id: string;
  user_id: string;
  role_id: string;
  is_admin: Generated<boolean>;
  /** active | invited | disabled */
  status: Generated<string>;
  created_date: Created;
  updated_date: Updated;
}

export interface WorkspaceUserTable {
  workspace_id: string;
  user_id: string;
  role_id: string;
  last_login: Optional<Date>;
  created_date: Created;
  updated_date: Updated;
}

/** A signed-in browser: its refresh token (hashed, rotated on every refresh) and active workspace. */
export interface AuthSessionTable {
  id: string;
  user_id: string;
  workspace_id: string;
  refresh_hash: string;
  /** The hash it replaced: presenting it again means the token was stolen, so the session ends. */
  previous_hash: Optional<string>;
  /** When refresh_hash replaced previous_hash: the rotated token is still honoured briefly after. */
  rotated_date: Optional<Date>;
  expires_at: Date;
  revoked_date: Optional<Date>;
  address: Optional<string>;
  created_date: Created;
  updated_date: Updated;
}

/** Single-use, time-limited tokens: verify | reset | invite. Only the hash is stored. */
export interface UserTokenTable {
  id: string;
  user_id: string;
  kind: string;
  token_hash: string;
  expires_at: Date;
  used_date: Optional<Date>;
  created_date: Created;
}

export interface LoginActivityTable {
  id: string;
  user_id: Optional<string>;
  email: string;
  address: Optional<string>;
  /** LOGIN | LOGOUT | FAILED */
  kind: string;
  message: string;
  created_date: Created;
}

export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  /** queued (no transport configured) | sent | failed */
  status: string;
  error: Optional<string>;
  created_date: Created;
}

export interface WorkspaceSharedTable {
  workspace_id: string;
  shared_item_id: string;
  /** credential | custom_template */
  item_type: string;
  created_date: Created;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    organization: OrganizationTable;
    user: UserTable;
    workspace: WorkspaceTable;
    role: RoleTable;
    organization_user: OrganizationUserTable;
    workspace_user: WorkspaceUserTable;
    auth_session: AuthSessionTable;
    user_token: UserTokenTable;
    login_activity: LoginActivityTable;
    mail_outbox: MailOutboxTable;
    workspace_shared: WorkspaceSharedTable;
  }
}
