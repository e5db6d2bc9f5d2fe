import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FlowEdge, FlowNode } from '../../node-registry/flow.ts';
import { toolUsingResponder } from '../llm/toolUsingResponder.ts';
import { edge as e, engineHarness, node as n, startNode } from './engineHarness.ts';
import { OPENAPI_SPEC, startToolServices, toolBaseUrls } from './peerToolFlows/toolServices.ts';

/**
 * The peer's agentflow v2 templates that use built-in tools, run to completion through the
 * prediction API against the local test model and local tool services. Human In The Loop is the
 * fixture itself; the others are small flows of our own in the peer's format with the same tools
 * and tool configs as the templates (their files are not among the fixtures).
 */
const services = await startToolServices();
afterAll(() => services.close());
const h = engineHarness({ env: { TOOL_BASE_URLS: toolBaseUrls(services.url) } });

/** Arguments the test model gives each tool it calls. */
const ARGS: Record<string, Record<string, unknown>> = {
  google_custom_search: { input: 'acme headphones' },
  brave_search: { input: 'agent frameworks' },
  web_scraper_tool: { input: `${services.url}/site/` },
  arxiv_search: { query: 'tool use' },
  current_date_time: {},
  get_events: { queryParams: { id: '1' } },
  create_event: { body: { name: 'Launch', date: '2025-01-01' } },
  update_event: { body: { name: 'Launch 2' } },
  delete_event: { queryParams: { id: '1' } },
  listEvents: {},
};

/**
 * The test model as an agent that uses each tool it is offered once, then answers; a Condition
 * Agent picks its first scenario; structured output gets a value from its schema.
 */
function agentModel(firstScenario = '') {
  h.llm.reset();
  h.llm.setResponder(toolUsingResponder(ARGS, firstScenario));
}

async function credential(credentialName: string, plainDataObj: Record<string, string>) {
  const name = `${credentialName} ${crypto.randomUUID().slice(0, 8)}`;
  const res = await h.call('POST', '/credentials', { name, credentialName, plainDataObj });
  if (res.status !== 201 && res.status !== 200) throw new Error(res.text);
  return res.body.id as string;
}

const agent = (id: string, tools: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  n(id, 'agentAgentflow', {
    ...h.model('agent'),
    agentMessages: [{ role: 'system', content: '<p>You are a helpful assistant.</p>' }],
    agentTools: tools,
    ...extra,
  });

/** What every run must show: 200, every node FINISHED, and these tools among those used. */
function expectFinished(
  res: { status: number; text: string; body: Record<string, unknown> },
  tools: string[],
) {
  if (res.status !== 200) throw new Error(res.text);
  const data = res.body.agentFlowExecutedData as {
    status: string;
    data?: { output?: { usedTools?: { tool: string; error?: string }[] } };
  }[];
  expect(data.map((d) => d.status).every((s) => s === 'FINISHED')).toBe(true);
  const used = data.flatMap((d) => d.data?.output?.usedTools ?? []);
  expect(used.filter((u) => u.error)).toEqual([]);
  for (const t of tools) expect(used.map((u) => u.tool)).toContain(t);
}

const seen = (path: string) => services.requests.filter((r) => r.path === path);

describe('peer agentflow v2 templates with built-in tools run to completion', () => {
  it('Agents Handoff: a Condition Agent hands off to an agent with Google Custom Search', async () => {
    const google = await credential('googleCustomSearchApi', {
      googleCustomSearchApiKey: 'g-key',
      googleCustomSearchApiId: 'cx-1',
    });
    const flow = await h.createFlow(
      [
        startNode(),
        n('conditionAgentAgentflow_0', 'conditionAgentAgentflow', {
          ...h.model('conditionAgent'),
          conditionAgentInstructions: '<p>Route the customer.</p>',
          conditionAgentInput: '<p>{{ question }}</p>',
          conditionAgentScenarios: [
            { scenario: 'User is looking for items' },
            { scenario: 'User wants a refund' },
          ],
        }),
        agent('agentAgentflow_0', [
          {
            agentSelectedTool: 'googleCustomSearch',
            agentSelectedToolConfig: { credential: google, agentSelectedTool: 'googleCustomSearch' },
          },
        ]),
        agent('agentAgentflow_1', []),
      ],
      [
        e('startAgentflow_0', 'conditionAgentAgentflow_0'),
        e('conditionAgentAgentflow_0', 'agentAgentflow_0', 0),
        e('conditionAgentAgentflow_0', 'agentAgentflow_1', 1),
      ],
    );
    agentModel('User is looking for items');
    const res = await h.call('POST', `/prediction/${flow}`, { question: 'I want headphones' });
    expectFinished(res, ['google_custom_search']);
    expect(seen('/customsearch/v1').at(-1)?.query.get('cx')).toBe('cx-1');
  });

  it('Deep Research With Multi-turn Conversations: agents with the web scraper (recursive) and Brave Search', async () => {
    const brave = await credential('braveSearchApi', { braveApiKey: 'b-key' });
    const tools = [
      {
        agentSelectedTool: 'webScraperTool',
        agentSelectedToolConfig: {
          scrapeMode: 'recursive',
          maxDepth: 1,
          maxPages: 10,
          timeoutS: 60,
          description: '',
          agentSelectedTool: 'webScraperTool',
        },
      },
      {
        agentSelectedTool: 'braveSearchAPI',
        agentSelectedToolConfig: { credential: brave, agentSelectedTool: 'braveSearchAPI' },
      },
    ];
    const flow = await h.createFlow(
      [
        startNode({ startEphemeralMemory: true }),
        n('llmAgentflow_0', 'llmAgentflow', h.model('llm')),
        agent('agentAgentflow_0', tools),
        agent('agentAgentflow_1', tools),
        n('llmAgentflow_1', 'llmAgentflow', h.model('llm')),
      ],
      [
        e('startAgentflow_0', 'llmAgentflow_0'),
        e('llmAgentflow_0', 'agentAgentflow_0'),
        e('agentAgentflow_0', 'agentAgentflow_1'),
        e('agentAgentflow_1', 'llmAgentflow_1'),
      ],
    );
    agentModel();
    const before = seen('/site/a').length;
    const res = await h.call('POST', `/prediction/${flow}`, { question: 'Research agent frameworks' });
    expectFinished(res, ['web_scraper_tool', 'brave_search']);
    expect(seen('/site/a').length).toBe(before + 2); // the crawl followed the same-site link, once per agent
  });

  it('Deep Research With Subagents: an Iteration of research agents (Arxiv, Google, web scraper), then a writer', async () => {
    const google = await credential('googleCustomSearchApi', {
      googleCustomSearchApiKey: 'g-key',
      googleCustomSearchApiId: 'cx-2',
    });
    const flow = await h.createFlow(
      [
        startNode({
          startInputType: 'formInput',
          formTitle: 'Research',
          formDescription: 'A research question',
          formInputTypes: [{ type: 'string', label: 'Query', name: 'query' }],
        }),
        n('iterationAgentflow_0', 'iterationAgentflow', { iterationInput: '["tool use", "planning"]' }),
        {
          ...agent(
            'agentAgentflow_0',
            [
              {
                agentSelectedTool: 'arxiv',
                agentSelectedToolConfig: {
                  arxivName: 'arxiv_search',
                  topKResults: '3',
                  maxQueryLength: '300',
                  agentSelectedTool: 'arxiv',
                },
              },
              {
                agentSelectedTool: 'googleCustomSearch',
                agentSelectedToolConfig: { credential: google, agentSelectedTool: 'googleCustomSearch' },
              },
              {
                agentSelectedTool: 'webScraperTool',
                agentSelectedToolConfig: {
                  scrapeMode: 'recursive',
                  maxDepth: 1,
                  maxPages: '2',
                  timeoutS: 60,
                  agentSelectedTool: 'webScraperTool',
                },
              },
            ],
            { agentUserMessage: '<p>Research {{ $iteration }}</p>' },
          ),
          parentNode: 'iterationAgentflow_0',
        } as FlowNode,
        agent('agentAgentflow_1', []),
        n('directReplyAgentflow_0', 'directReplyAgentflow', {
          directReplyMessage: '<p>{{ agentAgentflow_1 }}</p>',
        }),
      ],
      [
        e('startAgentflow_0', 'iterationAgentflow_0'),
        e('iterationAgentflow_0', 'agentAgentflow_1'),
        e('agentAgentflow_1', 'directReplyAgentflow_0'),
      ],
    );
    agentModel();
    const arxivCalls = seen('/api/query').length;
    const res = await h.call('POST', `/prediction/${flow}`, { form: { query: 'How do agents use tools?' } });
    expectFinished(res, []);
    expect(seen('/api/query').length).toBe(arxivCalls + 2); // one arxiv search per subagent
    expect(String(res.body.text)).toContain('answer to:');
  });

  it('Human In The Loop (the fixture): research with Google and the date, approval, then Gmail sends the reply', async () => {
    const google = await credential('googleCustomSearchApi', {
      googleCustomSearchApiKey: 'g-key',
      googleCustomSearchApiId: 'cx-3',
    });
    const mail = await credential('gmailOAuth2', { access_token: 'o-token' });
    const t = JSON.parse(
      await readFile(
        join(
          import.meta.dirname,
          '../../../shared/fixtures/flowise-templates/agentflowsv2/Human In The Loop.json',
        ),
        'utf8',
      ),
    ) as { nodes: FlowNode[]; edges: FlowEdge[] };
    // What a user does after importing it: their own model and credentials.
    for (const node of t.nodes) {
      const i = node.data.inputs ?? {};
      for (const key of ['llmModel', 'agentModel']) if (i[key]) Object.assign(i, h.model(key.slice(0, -5)));
      for (const row of (i.agentTools ?? []) as { agentSelectedToolConfig?: Record<string, unknown> }[])
        if (row.agentSelectedToolConfig?.agentSelectedTool === 'googleCustomSearch')
          row.agentSelectedToolConfig.credential = google;
      if (i.toolAgentflowSelectedTool === 'gmail')
        (i.toolAgentflowSelectedToolConfig as Record<string, unknown>).credential = mail;
    }
    const flow = await h.createFlow(t.nodes, t.edges);
    agentModel();
    const sessionId = 'hitl-1';
    const form = { subject: 'Refund?', body: 'Can I get a refund?', from: 'bob@example.com' };
    const paused = await h.call('POST', `/prediction/${flow}`, { form, overrideConfig: { sessionId } });
    if (paused.status !== 200) throw new Error(paused.text);
    expect(paused.body.action).toBeTruthy();
    const sends = seen('/gmail/v1/users/me/messages/send').length;
    const done = await h.call('POST', `/prediction/${flow}`, {
      question: '',
      overrideConfig: { sessionId },
      humanInput: { type: 'proceed', feedback: '' },
    });
    expectFinished(done, ['gmail']);
    const sent = seen('/gmail/v1/users/me/messages/send');
    expect(sent.length).toBe(sends + 1);
    const raw = Buffer.from(JSON.parse(sent.at(-1)?.body ?? '{}').raw, 'base64url').toString();
    expect(raw).toContain('To: bob@example.com');
  });

  it('Interacting With API: an agent with Requests GET/POST/PUT/DELETE and the OpenAPI Toolkit', async () => {
    const url = `<p>${services.url}/events</p>`;
    const idSchema = JSON.stringify({
      id: { type: 'string', in: 'path', required: true, description: 'ID of the event' },
    });
    const bodySchema = JSON.stringify({ name: { type: 'string', required: true }, date: { type: 'string' } });
    const spec = `data:application/x-yaml;base64,${Buffer.from(OPENAPI_SPEC(services.url)).toString('base64')},filename:events.yaml`;
    const flow = await h.createFlow(
      [
        startNode(),
        agent('agentAgentflow_0', [
          {
            agentSelectedTool: 'requestsGet',
            agentSelectedToolConfig: {
              requestsGetUrl: url,
              requestsGetName: 'get_events',
              requestsGetDescription: 'Get events',
              requestsGetHeaders: '',
              requestsGetQueryParamsSchema: idSchema,
              agentSelectedTool: 'requestsGet',
            },
          },
          {
            agentSelectedTool: 'requestsPost',
            agentSelectedToolConfig: {
              requestsPostUrl: url,
              requestsPostName: 'create_event',
              requestsPostDescription: 'Create an event',
              requestsPostHeaders: '',
              requestPostBody: '',
              requestsPostBodySchema: bodySchema,
              agentSelectedTool: 'requestsPost',
            },
          },
          {
            agentSelectedTool: 'requestsPut',
            agentSelectedToolConfig: {
              requestsPutUrl: url,
              requestsPutName: 'update_event',
              requestsPutDescription: 'Update an event',
              requestsPutBodySchema: bodySchema,
              agentSelectedTool: 'requestsPut',
            },
          },
          {
            agentSelectedTool: 'requestsDelete',
            agentSelectedToolConfig: {
              requestsDeleteUrl: url,
              requestsDeleteName: 'delete_event',
              requestsDeleteDescription: 'Delete an event',
              requestsDeleteQueryParamsSchema: idSchema,
              agentSelectedTool: 'requestsDelete',
            },
          },
          {
            agentSelectedTool: 'openAPIToolkit',
            agentSelectedToolConfig: {
              yamlFile: spec,
              returnDirect: '',
              headers: '',
              removeNulls: '',
              agentSelectedTool: 'openAPIToolkit',
            },
          },
        ]),
        agent('agentAgentflow_1', []),
      ],
      [e('startAgentflow_0', 'agentAgentflow_0'), e('agentAgentflow_0', 'agentAgentflow_1')],
    );
    agentModel();
    const from = services.requests.length;
    const res = await h.call('POST', `/prediction/${flow}`, { question: 'Manage my events' });
    expectFinished(res, ['get_events', 'create_event', 'update_event', 'delete_event', 'listEvents']);
    const calls = services.requests.slice(from).map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual([
      'GET /events/1',
      'POST /events',
      'PUT /events',
      'DELETE /events/1',
      'GET /events',
    ]);
  });

  it('Workplace Chat (without its Slack MCP node): an LLM, then a Tool node posting to Microsoft Teams', async () => {
    const teams = await credential('microsoftTeamsOAuth2', { access_token: 'o-token' });
    const flow = await h.createFlow(
      [
        startNode(),
        n('llmAgentflow_0', 'llmAgentflow', h.model('llm')),
        n('toolAgentflow_1', 'toolAgentflow', {
          toolAgentflowSelectedTool: 'microsoftTeams',
          toolInputArgs: [
            { inputArgName: 'teamId', inputArgValue: '<p>team-1</p>' },
            { inputArgName: 'chatChannelId', inputArgValue: '<p>chan-1</p>' },
            { inputArgName: 'messageBody', inputArgValue: '<p>{{ llmAgentflow_0 }}</p>' },
          ],
          toolAgentflowSelectedToolConfig: {
            credential: teams,
            teamsType: 'chatMessage',
            chatMessageActions: '["sendMessage"]',
            toolAgentflowSelectedTool: 'microsoftTeams',
            chatChannelIdSendMessage: 'ABCDEFG',
          },
        }),
        n('directReplyAgentflow_0', 'directReplyAgentflow', {
          directReplyMessage: '<p>Posted: {{ toolAgentflow_1 }}</p>',
        }),
      ],
      [
        e('startAgentflow_0', 'llmAgentflow_0'),
        e('llmAgentflow_0', 'toolAgentflow_1'),
        e('toolAgentflow_1', 'directReplyAgentflow_0'),
      ],
    );
    agentModel();
    const res = await h.call('POST', `/prediction/${flow}`, { question: 'Standup is at 10' });
    expectFinished(res, ['microsoftTeams']);
    const post = seen('/v1.0/teams/team-1/channels/chan-1/messages').at(-1);
    expect(JSON.parse(post?.body ?? '{}').body.content).toBe('answer to: Standup is at 10');
    expect(String(res.body.text)).toContain('Message sent to channel');
  });
});
