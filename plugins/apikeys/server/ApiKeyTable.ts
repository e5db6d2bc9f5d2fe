import type { ColumnType } from '../../../host/server/db/Database.ts';

/**
 * Row of apikey. The key itself is never stored: key_hash is its SHA-256 (see apiKeySecret.ts) and
 * key_prefix its first 12 characters, used to find the row and to tell keys apart in lists.
 */
export interface ApiKeyTable {
  id: string;
  workspace_id: string;
  key_name: string;
  key_hash: string;
  key_prefix: string;
  /** JSON text: a list of permission names. */
  permissions: string;
  created_by: string | null;
  created_date: ColumnType<Date, Date | string | undefined, never>;
  updated_date: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    apikey: ApiKeyTable;
  }
}
