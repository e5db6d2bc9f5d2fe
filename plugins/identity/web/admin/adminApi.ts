import { http } from '../../../../host/web/http/http.ts';
import type {
  LoginActivityPage,
  OrganizationUserLink,
  Role,
  Workspace,
  WorkspaceUserLink,
} from '../../common/identityTypes.ts';
import type { LoginActivityQuery } from '../../common/loginActivityQuery.ts';

export interface RoleInput {
  name: string;
  description: string | null;
  permissions: string[];
}

/** The admin pages' calls (spec section 7 forms where the spec names them). */
export const adminApi = {
  users: (organizationId: string) =>
    http.get<OrganizationUserLink[]>('/organizationuser', { query: { organizationId } }),
  orgLinks: (organizationId: string) =>
    http.get<WorkspaceUserLink[]>('/workspaceuser', { query: { organizationId } }),
  invite: (input: { email: string; roleId: string; workspaceIds: string[] }) =>
    http.post<{ id: string; email: string; status: string }>('/account/invite', input),
  setOrgRole: (organizationId: string, userId: string, roleId: string) =>
    http.put('/organizationuser', { organizationId, userId, roleId }),
  removeUser: (organizationId: string, userId: string) =>
    http.delete('/organizationuser', { query: { organizationId, userId } }),

  roles: () => http.get<Role[]>('/role'),
  createRole: (input: RoleInput) => http.post<Role>('/role', input),
  updateRole: (id: string, input: RoleInput) => http.put<Role>('/role', { id, ...input }),
  deleteRole: (id: string) => http.delete(`/role/${encodeURIComponent(id)}`),

  workspaces: (organizationId: string) => http.get<Workspace[]>('/workspace', { query: { organizationId } }),
  workspace: (id: string) => http.get<Workspace>('/workspace', { query: { id } }),
  createWorkspace: (name: string, description: string | null) =>
    http.post<Workspace>('/workspace', { name, description }),
  updateWorkspace: (id: string, name: string, description: string | null) =>
    http.put<Workspace>('/workspace', { id, name, description }),
  deleteWorkspace: (id: string) => http.delete(`/workspace/${encodeURIComponent(id)}`),
  workspaceUsers: (workspaceId: string) =>
    http.get<WorkspaceUserLink[]>('/workspaceuser', { query: { workspaceId } }),
  linkUsers: (workspaceId: string, userIds: string[], roleId: string) =>
    http.post(`/workspace/link-users/${encodeURIComponent(workspaceId)}`, { userIds, roleId }),
  unlinkUsers: (workspaceId: string, userIds: string[]) =>
    http.post(`/workspace/unlink-users/${encodeURIComponent(workspaceId)}`, { userIds }),
  setWorkspaceRole: (workspaceId: string, userId: string, roleId: string) =>
    http.put('/workspaceuser', { workspaceId, userId, roleId }),
  removeFromWorkspace: (workspaceId: string, userId: string) =>
    http.delete('/workspaceuser', { query: { workspaceId, userId } }),

  loginActivity: (query: LoginActivityQuery) => http.post<LoginActivityPage>('/audit/login-activity', query),
};
