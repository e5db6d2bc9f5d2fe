import type { Generated } from 'kysely';

/** An assistant: its details (JSON text, the peer's shape), the credential it uses, its icon. */
export interface AssistantTable {
  id: string;
  workspace_id: string;
  /** CUSTOM (runs as an ASSISTANT flow on the agentflow engine), OPENAI or AZURE. */
  type: string;
  details: string;
  credential: string | null;
  icon_src: string | null;
  created_date: Generated<Date>;
  updated_date: Generated<Date>;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    assistant: AssistantTable;
  }
}
