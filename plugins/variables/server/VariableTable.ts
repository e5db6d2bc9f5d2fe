import type { ColumnType } from '../../../host/server/db/Database.ts';
import type { VariableType } from '../common/variableTypes.ts';

/** Row of variable: one name per workspace. */
export interface VariableTable {
  id: string;
  workspace_id: string;
  name: string;
  value: string;
  type: VariableType;
  created_date: ColumnType<Date, Date | undefined, never>;
  updated_date: ColumnType<Date, Date | undefined, Date>;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    variable: VariableTable;
  }
}
