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
    const list = named ?? (lists.has(prefix) ? prefix : undefined);
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
 * credential, API key, document store, lead, feedback), made through the API as a user would; a call the edition
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
  await apiCall(admin, 'POST', '/credentials', {
    name: 'hostile',
    credentialName: 'openAIApi',
    plainDataObj: { openAIApiKey: 'sk-hostile' },
  });
  await apiCall(admin, 'POST', '/apikey', { keyName: 'hostile' });
  await apiCall(admin, 'POST', '/document-store/store', { name: 'hostile' });
  if (flow.status !== 201) return;
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
