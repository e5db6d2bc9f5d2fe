import type { WorkspaceNamedColumns } from '../../../host/server/db/workspaceNamedRows.ts';
import type { VariableType } from '../common/variableTypes.ts';

/** Row of variable: one name per workspace. */
export interface VariableTable extends WorkspaceNamedColumns {
  value: string;
  type: VariableType;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    variable: VariableTable;
  }
}
