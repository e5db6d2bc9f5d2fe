import type { ColumnType } from '../../../host/server/db/Database.ts';
import type { ExecutionState } from '../../../host/server/engine/engineTypes.ts';

/**
 * Row of execution: one agent-flow run. execution_data is the JSON text of the executed-node list
 * (the API's executionData); run_state the JSON text of the engine's snapshot used to resume
 * (never sent to clients); both are stored without credential ids or secret values.
 */
export interface ExecutionTable {
  id: string;
  workspace_id: string;
  agentflow_id: string;
  session_id: string;
  state: ExecutionState;
  execution_data: string;
  run_state: string | null;
  /** JSON text of the pending human-input action, or null. */
  action: string | null;
  error: string | null;
  is_public: ColumnType<boolean, boolean | undefined, boolean>;
  /** The server instance running it while INPROGRESS (see ownerToken). */
  owner: string | null;
  created_date: ColumnType<Date, Date | string | undefined, never>;
  updated_date: ColumnType<Date, Date | string | undefined, Date | string>;
  stopped_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    execution: ExecutionTable;
  }
}
