import type { ColumnType } from '../../../host/server/db/Database.ts';

/** Row of multiagent_paused_run: a sequential run waiting for a person, one per flow and session. */
export interface PausedRunTable {
  workspace_id: string;
  flow_id: string;
  session_id: string;
  /** JSON of PausedRun (state, where to go on): no secrets (credentials are never in the state). */
  snapshot: string;
  created_date: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    multiagent_paused_run: PausedRunTable;
  }
}
