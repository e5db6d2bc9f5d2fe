import type { ColumnType } from '../../../../host/server/db/Database.ts';

/** An organisation's own mail server (the Email settings page); the password is sealed like credentials. */
export interface OrganizationMailSettingsTable {
  organization_id: string;
  host: string;
  port: number;
  secure: boolean;
  username: string | null;
  /** AES-256-GCM with the credential key, the organisation id as additional data (base64 parts). */
  password_data: string | null;
  password_iv: string | null;
  password_tag: string | null;
  from_address: string | null;
  updated_date: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../../../host/server/db/Database.ts' {
  interface Database {
    organization_mail_settings: OrganizationMailSettingsTable;
  }
}
