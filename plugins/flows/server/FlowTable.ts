import type { ColumnType } from '../../../host/server/db/Database.ts';

/** The flow types one table serves (spec: CHATFLOW, AGENTFLOW, MULTIAGENT, ASSISTANT). */
export type FlowTypeName = 'CHATFLOW' | 'AGENTFLOW' | 'MULTIAGENT' | 'ASSISTANT';

/**
 * Row of chat_flow: every flow of every type, per workspace. flow_data is the JSON text
 * {nodes, edges, viewport?}; the *_config columns hold JSON text too, kept verbatim like the peer.
 */
export interface FlowTable {
  id: string;
  workspace_id: string;
  name: string;
  flow_data: string;
  type: FlowTypeName;
  deployed: ColumnType<boolean, boolean | undefined, boolean>;
  is_public: ColumnType<boolean, boolean | undefined, boolean>;
  apikey_id: string | null;
  chatbot_config: string | null;
  api_config: string | null;
  /** JSON text: the analytics providers the flow's runs are traced to (Langfuse, LangSmith). */
  analytic: ColumnType<string | null, string | null | undefined, string | null>;
  category: string | null;
  created_date: ColumnType<Date, Date | string | undefined, never>;
  updated_date: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    chat_flow: FlowTable;
  }
}
