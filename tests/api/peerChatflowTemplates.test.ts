import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flow, FlowNode } from '../../node-registry/flow.ts';
import { NodeRegistry } from '../../node-registry/NodeRegistry.ts';
import { normalizeFlow } from '../../node-registry/normalizeFlow.ts';
import { validateFlow, validateOptionsFor } from '../../node-registry/rules/validateFlow.ts';
import chatflow from '../../plugins/chatflow/index.ts';
import { nodes as chatflowNodes } from '../../plugins/chatflow/definitions.ts';
import { startGithubTestServer } from '../github/githubTestServer.ts';
import { startRecordingServer } from '../http/recordingServer.ts';
import { startAnthropicTestServer } from '../llm/anthropicTestServer.ts';
import { startAzureTestServer } from '../llm/azureTestServer.ts';
import { teamResponder } from '../llm/teamResponder.ts';
import { startReplicateTestServer } from '../llm/replicateTestServer.ts';
import { type PeerTemplate, peerTemplates } from '../peer/peerMarketplace.ts';
import { startPineconeTestServer } from '../vectors/pineconeTestServer.ts';
import { engineHarness } from './engineHarness.ts';

/**
 * Issue 14's catalogue proof: every chatflow template of the peer's published 3.1 marketplace (its
 * npm package; tests/peer/peerMarketplace.ts) is saved as it is and opens with every node known,
 * and runs to an answer through /prediction once a user has made the choices the template leaves
 * to them (credentials, a file to read, an index name), with every service on a local server.
 */
const templates = await peerTemplates('chatflows');
const [anthropic, azure, pinecone, github, replicate, services] = await Promise.all([
  startAnthropicTestServer(),
  startAzureTestServer({ deployments: ['gpt-35-turbo', 'gpt-3.5-turbo-16k'] }),
  startPineconeTestServer('pc-key', ['newindex', 'flowiseindex']),
  startGithubTestServer('FlowiseAI/FlowiseDocs', 'main', { 'README.md': '# Flowise docs\nBuild flows.' }),
  startReplicateTestServer('r-key'),
  startRecordingServer((r) => {
    if (r.path === '/search')
      return {
        body: {
          organic_results: [{ title: 'Hit', link: 'https://example.com', snippet: 'A fact.' }],
          organic: [{ title: 'Hit', link: 'https://example.com', snippet: 'A fact.' }],
        },
      };
    if (r.path === '/customsearch/v1')
      return { body: { items: [{ title: 'Hit', link: 'https://example.com', snippet: 'A fact.' }] } };
    if (r.path === '/weather') return { body: { city: r.query.get('city') ?? 'Oslo', celsius: -3 } };
    return undefined;
  }),
]);
afterAll(() =>
  Promise.all([
    anthropic.close(),
    azure.close(),
    pinecone.close(),
    github.close(),
    replicate.close(),
    services.close(),
  ]),
);

const h = engineHarness({
  env: {
    HTTP_ALLOW_PRIVATE: '127.0.0.1',
    TOOL_BASE_URLS: [
      `serpAPI=${services.url}`,
      `serper=${services.url}`,
      `googleCustomSearch=${services.url}`,
      `pinecone=${pinecone.url}`,
      `pineconeLlamaIndex=${pinecone.url}`,
      `github=${github.url}`,
      `replicate=${replicate.url}`,
    ].join(','),
  },
});

const registry = new NodeRegistry();
for (const def of chatflowNodes) registry.register(chatflow.id, def);

const CREDENTIALS: Record<string, Record<string, string>> = {
  openAIApi: { openAIApiKey: 'sk-peer' },
  anthropicApi: { anthropicApiKey: 'sk-ant-peer' },
  azureOpenAIApi: {
    azureOpenAIApiKey: 'az-key',
    azureOpenAIApiInstanceName: 'peer',
    azureOpenAIApiDeploymentName: 'gpt-35-turbo',
    azureOpenAIApiVersion: '2024-10-21',
  },
  pineconeApi: { pineconeApiKey: 'pc-key' },
  serpApi: { serpApiKey: 'serp-key' },
  serperApi: { serperApiKey: 'serper-key' },
  googleCustomSearchApi: { googleCustomSearchApiKey: 'g-key', googleCustomSearchApiId: 'cx-1' },
  mistralAIApi: { mistralAIAPIKey: 'mi-key' },
  huggingFaceApi: { huggingFaceApiKey: 'hf-key' },
  githubApi: { accessToken: 'ghp-key' },
  redisCacheUrlApi: { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  replicateApi: { replicateApiKey: 'r-key' },
};
const credentials = new Map<string, string>();
beforeAll(async () => {
  for (const [credentialName, plainDataObj] of Object.entries(CREDENTIALS)) {
    const res = await h.call('POST', '/credentials', {
      name: `peer ${credentialName}`,
      credentialName,
      plainDataObj,
    });
    expect(res.status, res.text).toBe(201);
    credentials.set(credentialName, res.body.id);
  }
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run(
    "create table customers (id integer primary key, name text); insert into customers values (1, 'Ada');",
  );
  await mkdir(join(h.server.config.dataDir, 'sqlite'), { recursive: true });
  await writeFile(join(h.server.config.dataDir, 'sqlite', 'shop.db'), db.export());
  db.close();
});

/** A small API the OpenAPI YAML Agent reads (the user's own spec file). */
const weatherSpec = () =>
  `openapi: 3.0.0
info: { title: Weather, version: '1.0' }
servers: [{ url: '${services.url}' }]
paths:
  /weather:
    get:
      operationId: getWeather
      summary: The weather in a city
      parameters: [{ name: city, in: query, required: true, schema: { type: string } }]
      responses: { '200': { description: The weather } }
`;
const dataUri = (text: string, name: string) =>
  `data:application/x-yaml;base64,${Buffer.from(text).toString('base64')},filename:${name}`;

/** What a user fills in after picking a template: an index name, their API's spec. */
const USER_CHOICES: Record<string, (node: FlowNode) => void> = {
  pineconeLlamaIndex: (n) => {
    n.data.inputs!.pineconeIndex ||= 'flowiseindex';
  },
  openAPIToolkit: (n) => {
    n.data.inputs!.yamlFile = dataUri(weatherSpec(), 'weather.yaml');
  },
  // the SQLite file the operator put in DATA_DIR/sqlite (made in beforeAll)
  sqlDatabaseChain: (n) => {
    n.data.inputs!.url = 'shop.db';
  },
};

/** Templates whose node cannot work here: refused before the run, naming the node and why. */
const REFUSED: Record<string, RegExp> = {
  'OpenAI Assistant': /openAIAssistant_0.*Assistants API/,
};

/** Answers a template's own prompts need, in order (the others get the team responder). */
const SCRIPTED: Record<string, string[]> = {
  'Advanced Structured Output Parser': [
    JSON.stringify([
      {
        title: 'Dune',
        yearOfRelease: 2021,
        genres: ['Science Fiction'],
        shortDescription: 'Spice and sand.',
      },
    ]),
  ],
  'SQL DB Chain': ['select name from customers', 'The customer is Ada.'],
};

/** The template with the local servers, and the credential each node asks for. */
function prepared(t: PeerTemplate): Flow {
  const flow = structuredClone(t.template) as unknown as Flow;
  for (const node of flow.nodes) {
    const def = registry.get(node.data.name);
    const names = (def?.credential as { credentialNames?: string[] } | undefined)?.credentialNames ?? [];
    const id = names.map((n) => credentials.get(n)).find(Boolean);
    if (id) node.data.credential = id;
    node.data.inputs ??= {};
    const inputs = node.data.inputs;
    const name = node.data.name;
    if (/^(chatOpenAI|openAIEmbedding|openAI$)/.test(name)) inputs.basepath = h.llm.baseURL;
    if (/^chatAnthropic/.test(name)) inputs.basepath = anthropic.baseURL;
    if (/^azure/.test(name)) inputs.basepath = azure.azureBaseURL;
    if (name === 'chatMistralAI') inputs.overrideEndpoint = h.llm.baseURL;
    if (name === 'chatOllama') inputs.baseUrl = h.llm.baseURL;
    if (name === 'localAIEmbeddings') inputs.basePath = h.llm.baseURL;
    if (name === 'huggingFaceInference_LLMs') inputs.endpoint = h.llm.baseURL;
    USER_CHOICES[name]?.(node);
  }
  return flow;
}

const isNote = (n: FlowNode) => n.data.name === 'stickyNote';

describe("the peer's chatflow marketplace", () => {
  it('has the 24 chatflow templates of its 3.1 release', () => {
    expect(templates).toHaveLength(24);
  });

  for (const t of templates) {
    it(`${t.name}: saved as it is, every node known, runs to an answer`, async () => {
      const flow = prepared(t);
      expect(
        flow.nodes.filter((n) => !isNote(n) && !registry.get(n.data.name)).map((n) => n.data.name),
      ).toEqual([]);
      const problems = validateFlow(normalizeFlow(flow), registry, validateOptionsFor('CHATFLOW')).filter(
        (d) => d.severity === 'error',
      );
      const saved = await h.call('POST', '/chatflows', {
        name: t.name,
        type: 'CHATFLOW',
        flowData: JSON.stringify(flow),
      });
      expect(saved.status, saved.text).toBe(201);
      h.llm.reset();
      const scripted = SCRIPTED[t.name];
      if (scripted) h.llm.enqueue(...scripted.map((text) => ({ text })));
      else h.llm.setResponder(teamResponder({ answer: 'Final Answer: here is what I found.' }));
      const res = await h.call('POST', `/prediction/${saved.body.id}`, {
        question: 'Hello there',
        chatId: crypto.randomUUID(),
      });
      const refused = REFUSED[t.name];
      if (refused) {
        expect(problems.length).toBeGreaterThan(0);
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body.errors)).toMatch(refused);
        return;
      }
      expect({ status: res.status, problems, body: res.status === 200 ? '' : res.text }).toEqual({
        status: 200,
        problems: [],
        body: '',
      });
      expect(String(res.body.text ?? res.body.json ?? '')).not.toBe('');
      if (t.name === 'SQL DB Chain') {
        // the model's query ran on the SQLite file and its rows reached the answer's prompt
        expect(res.body.text).toBe('The customer is Ada.');
        expect(JSON.stringify(h.llm.requests.at(-1)?.body.messages)).toContain('\\"name\\":\\"Ada\\"');
      }
    });
  }
});
