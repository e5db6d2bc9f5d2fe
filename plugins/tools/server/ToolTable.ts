import type { ColumnType } from '../../../host/server/db/Database.ts';

/** Row of tool: a custom tool of a workspace. schema is JSON Schema text; func is a function body. */
export interface ToolTable {
  id: string;
  workspace_id: string;
  name: string;
  description: string;
  color: string;
  icon_src: string | null;
  schema: string;
  func: string;
  created_date: ColumnType<Date, Date | string | undefined, never>;
  updated_date: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    tool: ToolTable;
  }
}
