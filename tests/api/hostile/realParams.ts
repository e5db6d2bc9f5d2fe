import { randomUUID } from 'node:crypto';
import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import { flowNode } from '../../../host/server/engine/testFlow.ts';
import { apiCall } from '../apiCall.ts';
import type { Session } from '../startTestServer.ts';

/** Parameters that name the same kind of row wherever they appear, and the list route that has them. */
const NAMED_PARAMS: [RegExp, string][] = [
  [/^(chatflowId|flowId|agentflowId|chatflowid)$/, '/api/v1/chatflows'],
  [/^storeId$/, '/api/v1/document-store/store'],
];

/** Routes whose prefix is not itself a list: the list that has their rows. */
const PREFIX_LISTS: Record<string, string> = { '/api/v1/datasets/set': '/api/v1/datasets' };

function firstId(body: unknown): string | undefined {
  const list = Array.isArray(body) ? body : (body as { data?: unknown })?.data;
  const first = Array.isArray(list) ? (list[0] as { id?: unknown } | undefined) : undefined;
  return typeof first?.id === 'string' ? first.id : undefined;
}

/**
 * The route's path with each parameter an existing row's id where one can be found, so hostile
 * bodies reach the handler past its lookup: the first item the list route at the URL's prefix
 * answers (GET /api/v1/tools for /api/v1/tools/:id), a flow for flow parameters, else a random id.
 */
export async function realPath(
  admin: Session,
  r: MountedRoute,
  routes: readonly MountedRoute[],
): Promise<string> {
  const lists = new Set(routes.filter((x) => x.method === 'GET').map((x) => x.url));
  const parts = r.url.split('/');
  const out: string[] = [];
  for (const [i, part] of parts.entries()) {
    if (!part.startsWith(':')) {
      out.push(part);
      continue;
    }
    const prefix = parts.slice(0, i).join('/');
    const named = NAMED_PARAMS.find(([name]) => name.test(part.slice(1)))?.[1];
    const list = named ?? PREFIX_LISTS[prefix] ?? (lists.has(prefix) ? prefix : undefined);
    let id: string | undefined;
    if (list) {
      const res = await admin.fetch(list);
      const body: unknown = await res.json().catch(() => undefined);
      id = res.ok ? firstId(body) : undefined;
    }
    out.push(encodeURIComponent(id ?? randomUUID()));
  }
  return out.join('/');
}

/**
 * One of each common row in the admin's workspace (flow with a recorded run, tool, variable,
 * saved MCP server, credential, API key, document store, lead, feedback), made through the API as a user would; a call the edition
 * does not offer is skipped.
 */
export async function seedRows(admin: Session): Promise<void> {
  const flowData = JSON.stringify({
    nodes: [flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' })],
    edges: [],
  });
  const flow = await apiCall(admin, 'POST', '/chatflows', { name: 'hostile', type: 'AGENTFLOW', flowData });
  await apiCall(admin, 'POST', '/tools', {
    name: 'hostile_tool',
    description: 'd',
    color: '#fff',
    schema: '[]',
    func: 'return "x";',
  });
  await apiCall(admin, 'POST', '/variables', { name: 'hostile', value: 'v', type: 'static' });
  // A saved MCP server nothing listens on: connecting it fails at once, recording ERROR.
  await apiCall(admin, 'POST', '/custom-mcp-servers', {
    name: 'hostile',
    serverUrl: 'http://127.0.0.1:9/mcp',
    authConfig: { headers: { 'X-Key': 'hostile-secret' } },
  });
  await apiCall(admin, 'POST', '/credentials', {
    name: 'hostile',
    credentialName: 'openAIApi',
    plainDataObj: { openAIApiKey: 'sk-hostile' },
  });
  await apiCall(admin, 'POST', '/apikey', { keyName: 'hostile' });
  await apiCall(admin, 'POST', '/document-store/store', { name: 'hostile' });
  await apiCall(admin, 'POST', '/evaluators', {
    name: 'hostile',
    type: 'text',
    config: { operator: 'contains', value: 'x' },
  });
  const dataset = await apiCall(admin, 'POST', '/datasets/set', {
    name: 'hostile',
    rows: [{ input: 'q', expectedOutput: 'a' }],
  });
  if (flow.status !== 201) return;
  // an evaluation run of the flow (its one row fails fast: the flow has no model)
  if (dataset.status === 201) {
    const run = await apiCall(admin, 'POST', '/evaluations', {
      name: 'hostile',
      datasetId: dataset.body.id,
      flowIds: [flow.body.id],
    });
    // Its rows are written in the background: wait for the end, so the matrix sees tables at rest.
    for (let i = 0; run.status === 201 && i < 600; i++) {
      const now = await apiCall(admin, 'GET', `/evaluations/${run.body.id}`);
      if (now.status !== 200 || !['pending', 'running'].includes(now.body.status)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const run = await apiCall(admin, 'POST', `/prediction/${flow.body.id}`, {
    question: 'q',
    chatId: 'hostile',
  });
  await apiCall(admin, 'POST', '/leads', { chatflowid: flow.body.id, chatId: 'hostile', name: 'Lead' });
  if (run.status === 200 && run.body.chatMessageId)
    await apiCall(admin, 'POST', `/feedback/${flow.body.id}`, {
      chatId: 'hostile',
      messageId: run.body.chatMessageId,
      rating: 'THUMBS_UP',
    });
}
