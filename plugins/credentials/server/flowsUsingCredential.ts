import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { CredentialUsage } from '../common/credentialApi.ts';
import { analyticUsesCredential, flowUsesCredential } from '../common/credentialRefs.ts';

/**
 * The flows of these workspaces (the credential's own and those it is shared with) whose nodes,
 * or analytics config (Langfuse, LangSmith), refer to the credential. Reads chat_flow (the flows plugin's table) with plain SQL so that this
 * plugin works, and finds no users, when the flows plugin is disabled. LIKE narrows the rows; flowUsesCredential confirms a real reference.
 */
export async function flowsUsingCredential(
  db: Kysely<Database>,
  workspaceIds: readonly string[],
  credentialId: string,
): Promise<CredentialUsage[]> {
  const exists = await sql<{ found: boolean }>`select to_regclass('chat_flow') is not null as found`.execute(
    db,
  );
  if (!exists.rows[0]?.found) return [];
  const pattern = `%${credentialId.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await sql<{
    id: string;
    name: string;
    type: string;
    flow_data: string;
    analytic: string | null;
  }>`
    select id, name, type, flow_data, analytic from chat_flow
    where workspace_id in (${sql.join(workspaceIds)}) and (flow_data like ${pattern} or analytic like ${pattern})
    order by name`.execute(db);
  return rows.rows
    .filter(
      (r) =>
        flowUsesCredential(r.flow_data, credentialId) || analyticUsesCredential(r.analytic, credentialId),
    )
    .map((r) => ({ id: r.id, name: r.name, type: r.type }));
}
