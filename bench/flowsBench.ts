import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../host/server/db/Database.ts';
import { flowEdge, flowNode } from '../host/server/engine/testFlow.ts';

/** A flow of 12 LLM nodes in a chain, about 12 KB as text. */
function flowData(): string {
  const nodes = [flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' })];
  for (let i = 0; i < 12; i++) {
    nodes.push(
      flowNode(`llmAgentflow_${i}`, 'llmAgentflow', {
        llmModel: 'chatOpenAI',
        llmMessages: [
          { role: 'system', content: `You are step ${i}. ${'Answer briefly and precisely. '.repeat(8)}` },
        ],
      }),
    );
  }
  const edges = nodes.slice(1).map((n, i) => flowEdge(nodes[i]?.id as string, n.id));
  return JSON.stringify({ nodes, edges });
}

/** `count` agent flows of ~12 KB each in the workspace, a second apart, newest first; their ids. */
export async function addBenchFlows(
  db: Kysely<Database>,
  workspaceId: string,
  count: number,
): Promise<string[]> {
  const data = flowData();
  const ids: string[] = [];
  for (let done = 0; done < count; done += 500) {
    const rows = Array.from({ length: Math.min(500, count - done) }, (_, i) => ({
      id: randomUUID(),
      workspace_id: workspaceId,
      name: `flow ${done + i}`,
      type: 'AGENTFLOW' as const,
      flow_data: data,
      updated_date: new Date(Date.now() - (done + i) * 1000),
    }));
    await db.insertInto('chat_flow').values(rows).execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** Sets up the organisation; its admin's cookies (the access cookie lasts longer than a bench). */
export async function signInBench(url: string): Promise<string> {
  const setup = await fetch(`${url}/api/v1/organization-setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', password: 'Bench-Passw0rd' }),
  });
  if (setup.status !== 201) throw new Error(`set-up: ${setup.status} ${await setup.text()}`);
  return setup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
