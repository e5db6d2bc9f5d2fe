/** GET /role rows and the roles page. */
export interface Role {
  id: string;
  name: string;
  description: string | null;
  permissions: string[];
  /** null for the built-in roles. */
  organizationId: string | null;
  builtIn: boolean;
  createdDate: string;
  updatedDate: string;
}

export interface Workspace {
  id: string;
  name: string;
  description: string | null;
  organizationId: string;
  isDefault: boolean;
  userCount?: number;
  createdDate: string;
  updatedDate: string;
}

/** GET /workspaceuser rows: the spec's workspace-user link plus the user and role. */
export interface WorkspaceUserLink {
  workspaceId: string;
  userId: string;
  roleId: string;
  workspace: { name: string; organizationId: string };
  user: { name: string; email: string; status: string };
  role: { name: string };
  lastLogin: string | null;
}

/** GET /organizationuser rows: the spec's organisation-user link. */
export interface OrganizationUserLink {
  organizationId: string;
  userId: string;
  /** The role new workspace links get by default (invite, users page). */
  roleId: string;
  isOrganizationAdmin: boolean;
  status: string;
  user: { name: string; email: string; status: string };
  lastLogin: string | null;
}

export type LoginActivityKind = 'LOGIN' | 'LOGOUT' | 'FAILED';

export interface LoginActivity {
  id: string;
  email: string;
  userId: string | null;
  address: string | null;
  kind: LoginActivityKind;
  message: string;
  date: string;
}

export interface LoginActivityPage {
  data: LoginActivity[];
  count: number;
  currentPage: number;
  pageSize: number;
}
