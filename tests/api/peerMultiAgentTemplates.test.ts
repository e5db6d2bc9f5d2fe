import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow, FlowNode } from '../../node-registry/flow.ts';
import { NodeRegistry } from '../../node-registry/NodeRegistry.ts';
import { normalizeFlow } from '../../node-registry/normalizeFlow.ts';
import { validateFlow, validateOptionsFor } from '../../node-registry/rules/validateFlow.ts';
import { pluginDefinitions } from '../../host/common/plugin/pluginDefinitions.ts';
import agentflow from '../../plugins/agentflow/index.ts';
import chatflow from '../../plugins/chatflow/index.ts';
import multiagent from '../../plugins/multiagent/index.ts';
import { convertToV2 } from '../../plugins/multiagent/common/convertToV2.ts';
import { type AnthropicTestServer, startAnthropicTestServer } from '../llm/anthropicTestServer.ts';
import { teamResponder } from '../llm/teamResponder.ts';
import { type PeerTemplate, peerTemplates } from '../peer/peerMarketplace.ts';
import { type PineconeTestServer, startPineconeTestServer } from '../vectors/pineconeTestServer.ts';
import { startToolServices, toolBaseUrls } from './peerToolFlows/toolServices.ts';
import { engineHarness } from './engineHarness.ts';

/**
 * Issue 17's proof: every multi-agent and sequential template of the peer's published 3.1
 * marketplace (its npm package, unpacked by tests/peer/peerMarketplace.ts) is saved as a
 * MULTIAGENT flow as it is, validates, converts to a valid v2 flow, and runs to an answer through
 * /prediction, with its chat models, embeddings, Pinecone and Google search on local servers, the
 * tools it names by id imported under those ids, and every approval it asks for given.
 */
const templates = await peerTemplates('agentflows');
const [services, pinecone, anthropic] = (await Promise.all([
  startToolServices(),
  startPineconeTestServer('pc-key', ['flowiseindex']),
  startAnthropicTestServer(),
])) as [Awaited<ReturnType<typeof startToolServices>>, PineconeTestServer, AnthropicTestServer];
afterAll(() => Promise.all([services.close(), pinecone.close(), anthropic.close()]));
const h = engineHarness({
  env: { TOOL_BASE_URLS: `${toolBaseUrls(services.url)},pinecone=${pinecone.url}` },
});

const registry = new NodeRegistry();
for (const { plugin, nodes } of await pluginDefinitions([multiagent, chatflow, agentflow]))
  for (const def of nodes ?? []) registry.register(plugin.id, def);

const credentials = new Map<string, string>();
beforeAll(async () => {
  const made: [string, Record<string, string>][] = [
    ['openAIApi', { openAIApiKey: 'sk-peer' }],
    ['anthropicApi', { anthropicApiKey: 'sk-ant-peer' }],
    ['pineconeApi', { pineconeApiKey: 'pc-key' }],
    ['googleCustomSearchApi', { googleCustomSearchApiKey: 'g-key', googleCustomSearchApiId: 'cx-1' }],
  ];
  for (const [credentialName, plainDataObj] of made) {
    const res = await h.call('POST', '/credentials', {
      name: `peer ${credentialName}`,
      credentialName,
      plainDataObj,
    });
    expect(res.status, res.text).toBe(201);
    credentials.set(credentialName, res.body.id);
  }
  // The tools the templates name by id (the peer's users have them in their workspace).
  const ids = new Set(
    templates.flatMap((t) =>
      (t.template.nodes as FlowNode[])
        .filter((n) => n.data.name === 'customTool')
        .map((n) => String(n.data.inputs?.selectedTool)),
    ),
  );
  const Tool = [...ids].map((id) => ({
    id,
    name: `peer_tool_${id.slice(0, 8)}`,
    description: 'Looks up what the agent asks for',
    color: '#336699',
    schema: JSON.stringify([
      { property: 'input', type: 'string', description: 'what to look up', required: true },
    ]),
    func: "return 'looked up: ' + $input;",
  }));
  const imported = await h.call('POST', '/export-import/import', { Tool });
  expect(imported.status, imported.text).toBeLessThan(300);
});

/** The template's nodes with the local servers and the credential each node asks for. */
function prepared(t: PeerTemplate): Flow {
  const flow = structuredClone(t.template) as unknown as Flow;
  for (const node of flow.nodes) {
    const def = registry.get(node.data.name);
    const names = (def?.credential as { credentialNames?: string[] } | undefined)?.credentialNames ?? [];
    const id = names.map((n) => credentials.get(n)).find(Boolean);
    if (id) node.data.credential = id;
    node.data.inputs ??= {};
    const inputs = node.data.inputs;
    if (node.data.name === 'chatOpenAI' || node.data.name === 'openAIEmbeddings')
      inputs.basepath = h.llm.baseURL;
    if (node.data.name === 'chatAnthropic') inputs.basepath = anthropic.baseURL;
  }
  return flow;
}

describe("the peer's multi-agent marketplace", () => {
  it('has the 14 multi-agent and sequential templates of its 3.1 release', () => {
    expect(templates.map((t) => t.name)).toHaveLength(14);
  });

  afterAll(() => {
    // the teams reached the local services their tools stand for
    expect(pinecone.requests.some((r) => r.path.endsWith('/query'))).toBe(true);
    expect(services.requests.some((r) => r.path === '/customsearch/v1')).toBe(true);
  });

  for (const t of templates) {
    it(`${t.name}: saved as it is, validates, converts to a valid v2 flow, and runs to an answer`, async () => {
      const flow = prepared(t);
      const errors = validateFlow(normalizeFlow(flow), registry, validateOptionsFor('MULTIAGENT')).filter(
        (d) => d.severity === 'error',
      );
      expect(errors).toEqual([]);
      const { flow: v2 } = convertToV2(flow, (n) => registry.get(n));
      const v2Errors = validateFlow(normalizeFlow(v2), registry, validateOptionsFor('AGENTFLOW')).filter(
        (d) => d.severity === 'error',
      );
      expect(v2Errors).toEqual([]);

      const saved = await h.call('POST', '/chatflows', {
        name: t.name,
        type: 'MULTIAGENT',
        flowData: JSON.stringify(flow),
      });
      expect(saved.status, saved.text).toBe(201);
      const read = JSON.parse((await h.call('GET', `/chatflows/${saved.body.id}`)).body.flowData) as Flow;
      expect(read.nodes.map((n) => n.id).sort()).toEqual(flow.nodes.map((n) => n.id).sort());
      expect(read.edges).toHaveLength(flow.edges.length);

      h.llm.reset();
      h.llm.setResponder(teamResponder({ answer: 'Here is what the team found.' }));
      const chatId = crypto.randomUUID();
      let res = await h.call('POST', `/prediction/${saved.body.id}`, {
        question: 'Please help me with this.',
        chatId,
      });
      // every approval the run asks for is given
      for (let i = 0; i < 5 && res.status === 200 && res.body.action; i++)
        res = await h.call('POST', `/prediction/${saved.body.id}`, {
          chatId,
          humanInput: { type: 'proceed' },
        });
      expect(res.status, res.text).toBe(200);
      expect(res.body.action).toBeUndefined();
      expect(String(res.body.text ?? '')).not.toBe('');
      const run = await h.call('GET', `/executions/${res.body.executionId}`);
      expect(run.body.state).toBe('FINISHED');
      // every tool an agent called answered (no error from a tool, a retriever or a search)
      const steps = JSON.parse(run.body.executionData) as {
        data: { output: { usedTools?: { error?: string }[] } };
      }[];
      expect(steps.length).toBeGreaterThan(0);
      expect(steps.flatMap((s) => s.data.output.usedTools ?? []).filter((u) => u.error)).toEqual([]);
      expect(h.llm.requests.length + anthropic.requests.length).toBeGreaterThan(0);
    });
  }
});
