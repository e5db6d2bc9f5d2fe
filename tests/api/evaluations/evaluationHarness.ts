import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Flow } from '../../../node-registry/flow.ts';
import type { CallResult } from '../apiCall.ts';

export { scriptedModel, sumRows } from '../../llm/sumsModel.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<CallResult>;

/** The peer's Conversation Chain chatflow (fixture), its model at the test server. */
export async function createChatflow(call: Call, credentialId: string, baseURL: string): Promise<string> {
  const file = join(
    import.meta.dirname,
    '../../../../shared/fixtures/flowise-templates/chatflows/Conversation Chain.json',
  );
  const flow = JSON.parse(readFileSync(file, 'utf8')) as Flow;
  for (const n of flow.nodes) {
    if (n.data.name !== 'chatOpenAI') continue;
    n.data.credential = credentialId;
    (n.data.inputs as Record<string, unknown>).basepath = baseURL;
  }
  const created = await call('POST', '/chatflows', {
    name: 'Conversation Chain',
    type: 'CHATFLOW',
    flowData: JSON.stringify({ nodes: flow.nodes, edges: flow.edges }),
  });
  expect(created.status, created.text).toBe(201);
  return created.body.id as string;
}

/** Waits until the run has ended; returns it. */
export async function finished(call: Call, id: string) {
  let last: CallResult | undefined;
  await expect
    .poll(
      async () => {
        last = await call('GET', `/evaluations/${id}`);
        return last.body.status;
      },
      { timeout: 120_000, interval: 200 },
    )
    .toMatch(/completed|cancelled|error/);
  return (last as CallResult).body;
}
