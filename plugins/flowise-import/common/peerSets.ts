import type { IdentityImportInput } from '../../identity/public.ts';
import type { ExportData } from '../../export-import/public.ts';

/** A credential row of the peer: its values still encrypted with the peer's key. */
export interface PeerCredential {
  id: string;
  name: string;
  credentialName: string;
  encryptedData: string;
  createdDate?: string;
  /** 3.x: the peer's workspace it belongs to. */
  workspaceId?: string;
}

/** An API key row of the peer (3.x keeps the key itself in clear beside its scrypt hash). */
export interface PeerApiKey {
  id: string;
  keyName: string;
  apiKey: string;
  permissions?: string[];
  /** 3.x: the peer's workspace it belongs to. */
  workspaceId?: string;
}

/** A saved MCP server of the peer (3.x custom_mcp_server): its headers still encrypted with the peer's key. */
export interface PeerMcpServer {
  id: string;
  name: string;
  serverUrl: string;
  iconSrc?: string;
  color?: string;
  authType: string;
  /** `{"headers": {...}}` encrypted like a credential's values; absent without headers. */
  authConfig?: string;
  /** The tools it listed when connected (`{"tools": [...]}`). */
  tools?: string;
  status: string;
  createdDate?: string;
  workspaceId?: string;
}

/** A sign-in provider of the peer (3.x enterprise login_method): its config still encrypted with the peer's key. */
export interface PeerLoginMethod {
  id: string;
  /** azure, google, auth0 or github. */
  name: string;
  /** JSON (clientID, clientSecret; tenantID for azure, domain for auth0) encrypted like a credential. */
  config: string;
  /** enable or disable. */
  status: string;
}

/** An item the peer shared with another workspace (3.x enterprise workspace_shared). */
export interface PeerShare {
  /** The workspace it is shared with. */
  workspaceId: string;
  sharedItemId: string;
  /** credential or custom_template. */
  itemType: string;
}

/** Everything read from the peer's database before anything is written here. */
export interface PeerSets {
  /** The sets its export file would hold. */
  file: ExportData;
  credentials: PeerCredential[];
  apiKeys: PeerApiKey[];
  mcpServers: PeerMcpServer[];
  /** Its single sign-on providers (3.x enterprise). */
  loginMethods: PeerLoginMethod[];
  /** Its items shared between workspaces. */
  shared: PeerShare[];
  /** Users and workspaces of its enterprise edition (counted, reported). */
  users: number;
  workspaces: number;
  /** Its people, roles and workspaces (3.x), as identity imports them; null when it has none. */
  identity: IdentityImportInput | null;
}
