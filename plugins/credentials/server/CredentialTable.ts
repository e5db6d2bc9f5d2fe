import type { ColumnType } from '../../../host/server/db/Database.ts';

/**
 * Row of credential. The values live only in encrypted_data (AES-256-GCM of their JSON, with
 * iv and tag beside it); name and credential_name (the type) are not secret.
 */
export interface CredentialTable {
  id: string;
  workspace_id: string;
  name: string;
  credential_name: string;
  encrypted_data: string;
  iv: string;
  tag: string;
  created_date: ColumnType<Date, Date | undefined, never>;
  updated_date: ColumnType<Date, Date | undefined, Date>;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    credential: CredentialTable;
  }
}
