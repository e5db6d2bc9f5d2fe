import type { Generated } from 'kysely';

/** A workspace's own template: a saved flow's graph or a tool, with gallery metadata. */
export interface CustomTemplateTable {
  id: string;
  workspace_id: string;
  name: string;
  description: string;
  /** The flow's graph, or for a Tool the tool fields, as JSON text. */
  flow_data: string;
  type: string;
  badge: string | null;
  /** JSON text: an array of strings (the peer's serialized usecases). */
  usecases: string;
  framework: string | null;
  created_date: Generated<Date>;
  updated_date: Generated<Date>;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    custom_template: CustomTemplateTable;
  }
}
