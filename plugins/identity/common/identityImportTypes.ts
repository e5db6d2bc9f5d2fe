/**
 * People and workspaces brought in from another product's database (the peer database import):
 * what the importing plugin hands identity, already read and normalised, and what identity answers.
 */
export interface IdentityImportInput {
  /** passwordHash: the other product's bcrypt hash, kept until the user's first login here. */
  users: { id: string; email: string; name: string; status: string; passwordHash: string | null }[];
  /** general: one of the other product's built-in roles (owner, member, personal workspace). */
  roles: { id: string; name: string; description: string | null; permissions: string[]; general: boolean }[];
  workspaces: { id: string; name: string; description: string | null }[];
  /** A user's role and status in the organisation. */
  organizationUsers: { userId: string; roleId: string; status: string }[];
  workspaceUsers: { workspaceId: string; userId: string; roleId: string }[];
}

/** Where they go and who brings them. */
export interface IdentityImportTarget {
  organizationId: string;
  /** The importing admin: joins every workspace the import creates as its owner (none from the CLI). */
  importerUserId: string | null;
  /** What the importer holds; null for everything (an organisation admin, the server's operator). */
  held: readonly string[] | null;
}

/** Rows imported, and rows skipped by reason. */
export interface IdentityRows {
  imported: number;
  skipped: Record<string, number>;
}

export interface IdentityImportResult {
  users: IdentityRows;
  roles: IdentityRows;
  workspaces: IdentityRows;
  memberships: IdentityRows;
  /** Permissions the other product's roles held that were dropped: not ours, or beyond the importer. */
  droppedPermissions: string[];
  /** The other product's workspace id -> the workspace here its rows belong to. */
  workspaceIds: Map<string, string>;
}
