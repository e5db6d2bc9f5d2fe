import type { WorkspaceNamedColumns } from '../../../host/server/db/workspaceNamedRows.ts';

/**
 * Row of credential. The values live only in encrypted_data (AES-256-GCM of their JSON, with
 * iv and tag beside it); name and credential_name (the type) are not secret.
 */
export interface CredentialTable extends WorkspaceNamedColumns {
  credential_name: string;
  encrypted_data: string;
  iv: string;
  tag: string;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    credential: CredentialTable;
  }
}
