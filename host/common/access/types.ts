import type { Edition } from '../editions.ts';

export interface AssignedWorkspace {
  id: string;
  name: string;
}

/** The user record of the spec's section 3 (kept locally and in the auth state). */
export interface User {
  id: string;
  email: string;
  name: string;
  status?: string;
  role: string;
  isSSO: boolean;
  activeOrganizationId?: string;
  activeOrganizationSubscriptionId?: string;
  activeOrganizationCustomerId?: string;
  activeOrganizationProductId?: string;
  activeWorkspaceId?: string;
  /** The active workspace's name. */
  activeWorkspace?: string;
  lastLogin?: string;
  isOrganizationAdmin: boolean;
  assignedWorkspaces: AssignedWorkspace[];
  permissions: string[];
}

/** Feature flag -> true or the text 'true' (anything else is off). */
export type Features = Record<string, boolean | string>;

/** What the access checks read: the auth state plus the edition. */
export interface AccessContext {
  edition: Edition;
  user: User | null;
  permissions: readonly string[];
  /** Absent means no feature is displayed. */
  features?: Features | null;
  isGlobal: boolean;
}
