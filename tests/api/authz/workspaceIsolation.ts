import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import type { Session, TestServer } from '../startTestServer.ts';
import { routeKey } from './authorizationMatrix.ts';

/**
 * One resource of each workspace-scoped kind, created through the API (the URL's first segment
 * under /api/v1, up to /:id, names the kind). Every mounted GET and DELETE route `/api/v1/<kind>/:id` of these
 * kinds is then checked with a real id, so a new route on a known kind is covered on its own.
 */
const RESOURCES: Record<string, { create: string; body: unknown; list?: string }> = {
  variables: { create: '/api/v1/variables', body: { name: 'isolated_var', value: 'x' } },
  tools: {
    create: '/api/v1/tools',
    body: { name: 'isolated_tool', description: 'Isolation check', func: 'return 1;' },
  },
  'custom-mcp-servers': {
    create: '/api/v1/custom-mcp-servers',
    body: { name: 'Isolated MCP server', serverUrl: 'http://127.0.0.1:9/mcp' },
  },
  chatflows: {
    create: '/api/v1/chatflows',
    body: { name: 'Isolated flow', flowData: JSON.stringify({ nodes: [], edges: [] }), type: 'AGENTFLOW' },
  },
  credentials: {
    create: '/api/v1/credentials',
    body: {
      name: 'Isolated credential',
      credentialName: 'azureOpenAIApi',
      plainDataObj: {
        azureOpenAIApiKey: 'isolated-secret',
        azureOpenAIApiInstanceName: 'i',
        azureOpenAIApiDeploymentName: 'd',
        azureOpenAIApiVersion: '2024-10-21',
      },
    },
  },
  apikey: { create: '/api/v1/apikey', body: { keyName: 'Isolated key' } },
  'document-store/store': { create: '/api/v1/document-store/store', body: { name: 'Isolated store' } },
  'datasets/set': {
    create: '/api/v1/datasets/set',
    body: { name: 'Isolated dataset', rows: [{ input: 'q', expectedOutput: 'a' }] },
    list: '/api/v1/datasets',
  },
  assistants: {
    create: '/api/v1/assistants',
    body: { type: 'CUSTOM', details: { name: 'Isolated assistant' } },
  },
  evaluators: {
    create: '/api/v1/evaluators',
    body: { name: 'Isolated evaluator', type: 'text', config: { operator: 'contains', value: 'x' } },
  },
};

/** The kind a `/api/v1/<kind>/:id` route is about ('tools', 'document-store/store'), if any. */
const kindOf = (url: string) => /^\/api\/v1\/(.+)\/:id$/.exec(url)?.[1];

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined
    ? {}
    : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
});

/**
 * `owner` (in the resources' workspace) creates one of each kind; each of `outsiders` (callers of
 * another workspace, by name: its owner, one of its API keys) must get 404 from every GET and
 * DELETE by id, and a list (200) without any of them; afterwards every resource is still there
 * for `owner`. Returns what went wrong.
 */
export async function checkWorkspaceIsolation(
  server: TestServer,
  owner: Session,
  outsiders: Record<string, Session>,
): Promise<{ wrong: string[]; checked: string[] }> {
  const wrong: string[] = [];
  const ids = new Map<string, string>();
  for (const [kind, { create, body }] of Object.entries(RESOURCES)) {
    const res = await owner.fetch(create, json('POST', body));
    if (res.status !== 201 && res.status !== 200) {
      wrong.push(`creating ${kind}: ${res.status} ${await res.text()}`);
      continue;
    }
    ids.set(kind, ((await res.json()) as { id: string }).id);
  }
  const expect404 = async (r: MountedRoute, name: string, outsider: Session) => {
    const kind = kindOf(r.url) as string;
    const res = await outsider.fetch(r.url.replace(':id', ids.get(kind) as string), json(r.method));
    await res.body?.cancel().catch(() => {});
    return res.status === 404 ? [] : [`${routeKey(r)} from ${name}: ${res.status}`];
  };
  const routes = server.app.brains.routes.filter((r) => {
    const kind = kindOf(r.url);
    return kind && ids.has(kind) && !r.public && (r.method === 'GET' || r.method === 'DELETE');
  });
  // Reads first (lists too), for every outsider: a DELETE that wrongly succeeded must not hide a
  // read that leaks.
  const byId = (only: 'GET' | 'DELETE') => routes.filter((r) => r.method === only);
  for (const [name, outsider] of Object.entries(outsiders))
    for (const r of byId('GET')) wrong.push(...(await expect404(r, name, outsider)));
  for (const [name, outsider] of Object.entries(outsiders)) {
    for (const [kind, id] of ids) {
      // A refused list (401, 403) would hide nothing: the list must answer.
      const list = await outsider.fetch((RESOURCES[kind]?.list ?? RESOURCES[kind]?.create) as string);
      const text = await list.text();
      if (list.status !== 200) wrong.push(`${kind} list for ${name}: ${list.status}`);
      else if (text.includes(id)) wrong.push(`${kind} list for ${name} shows ${id}`);
    }
  }
  for (const [name, outsider] of Object.entries(outsiders))
    for (const r of byId('DELETE')) wrong.push(...(await expect404(r, name, outsider)));
  for (const [kind, id] of ids) {
    const still = await owner.fetch(`${RESOURCES[kind]?.create}/${id}`);
    await still.body?.cancel().catch(() => {});
    if (still.status !== 200) wrong.push(`${kind} ${id} is gone for its own workspace: ${still.status}`);
  }
  return { wrong, checked: routes.map(routeKey) };
}
