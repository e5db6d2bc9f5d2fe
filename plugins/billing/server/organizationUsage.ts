import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { tableExists } from '../../../host/server/db/tableExists.ts';

/** What the organisation uses, counted over all its workspaces. */
export interface UsageCounts {
  predictionsThisMonth: number;
  storageBytes: number;
  flows: number;
}

/** The first instant of the current calendar month, UTC (the prediction quota's period). */
export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * DECISION: a prediction is a question asked of a flow (a user message of the chat history, from
 * any channel: the builder's chat, the API, the embed); storage is the documents uploaded to
 * document stores. Other plugins' tables are read by name, and count 0 where that plugin is off.
 */
export async function organizationUsage(
  db: Kysely<Database>,
  organizationId: string,
  now = new Date(),
): Promise<UsageCounts> {
  const workspaces = sql`(select id from workspace where organization_id = ${organizationId})`;
  const count = async (table: string, query: () => Promise<{ rows: { n: string | number | null }[] }>) =>
    (await tableExists(db, table)) ? Number((await query()).rows[0]?.n ?? 0) : 0;
  const predictionsThisMonth = await count('chat_message', () =>
    sql<{ n: string }>`select count(*) as n from chat_message
      where workspace_id in ${workspaces} and role = 'userMessage' and created_date >= ${monthStart(now)}`.execute(
      db,
    ),
  );
  const storageBytes = await count('document_store_file', () =>
    sql<{ n: string | null }>`select coalesce(sum(size), 0) as n from document_store_file
      where workspace_id in ${workspaces}`.execute(db),
  );
  const flows = await count('chat_flow', () =>
    sql<{ n: string }>`select count(*) as n from chat_flow where workspace_id in ${workspaces}`.execute(db),
  );
  return { predictionsThisMonth, storageBytes, flows };
}
