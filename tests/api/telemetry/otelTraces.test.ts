import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Flow } from '../../../node-registry/flow.ts';
import { nodes as chatflowNodes } from '../../../plugins/chatflow/definitions.ts';
import { nodes as multiagentNodes } from '../../../plugins/multiagent/definitions.ts';
import { sampleFlows } from '../../../plugins/multiagent/common/sampleFlows.ts';
import { OtlpCollector, type ReceivedSpan } from '../../otel/otlpCollector.ts';
import { ADD_NUMBERS_TOOL, type EngineHarness, node as n, startEngineHarness } from '../engineHarness.ts';

const COLLECTOR_KEY = 'collector-key-5f1e9a';
const QUERY_TOKEN = 'query-token-77c2d4';

let collector: OtlpCollector;
let h: EngineHarness;

beforeAll(async () => {
  collector = await new OtlpCollector().start();
  h = await startEngineHarness({
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_HEADERS: `authorization=Bearer%20${COLLECTOR_KEY}`,
      OTEL_SERVICE_NAME: 'brains-otel-test',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_METRIC_EXPORT_INTERVAL: '200',
    },
  });
  const tool = await h.call('POST', '/tools', ADD_NUMBERS_TOOL);
  if (tool.status !== 201) throw new Error(tool.text);
});
afterAll(async () => {
  await h?.close();
  await collector?.close();
});
beforeEach(() => h.llm.reset());

/** Everything a span exports, as text: where a secret would show if it leaked. */
const exported = (spans: ReceivedSpan[]) =>
  JSON.stringify(
    spans.map((s) => ({ n: s.name, a: s.attributes, e: s.events, st: s.status, r: s.resource })),
  );

describe('OpenTelemetry traces', () => {
  it('exports the request, the flow run and each node run (model, tokens, cost, tool calls) to the collector', async () => {
    const id = await h.createFlowFromStart(
      n('agentAgentflow_0', 'agentAgentflow', {
        ...h.model('agent', { modelName: 'gpt-4o-mini' }),
        agentTools: [{ agentSelectedTool: 'add_numbers' }],
      }),
      n('llmAgentflow_0', 'llmAgentflow', h.model('llm', { modelName: 'gpt-4o-mini' })),
    );
    h.llm.enqueue(
      {
        toolCalls: [{ name: 'add_numbers', arguments: { a: 2, b: 40 } }],
        usage: { prompt_tokens: 1000, completion_tokens: 20 },
      },
      { text: 'The sum is 42', usage: { prompt_tokens: 500, completion_tokens: 80 } },
      { text: 'Checked', usage: { prompt_tokens: 300, completion_tokens: 7 } },
    );
    const res = await h.call('POST', `/prediction/${id}?token=${QUERY_TOKEN}`, { question: 'add 2 and 40' });
    expect(res.status, res.text).toBe(200);
    const executionId = res.body.executionId as string;

    const flow = await collector.waitFor(
      () => collector.spans().find((s) => s.attributes['brains.execution.id'] === executionId),
      'the flow span',
    );
    const http = await collector.waitFor(
      () => collector.spans().find((s) => s.spanId === flow.parentSpanId),
      'the request span',
    );
    expect(http.name).toBe('POST /api/v1/prediction/:id');
    expect(http.kind).toBe(2); // SERVER
    expect(http.attributes).toEqual({
      'http.request.method': 'POST',
      'http.route': '/api/v1/prediction/:id',
      'http.response.status_code': 200,
    });
    expect(http.resource['service.name']).toBe('brains-otel-test');
    expect(flow).toMatchObject({
      name: 'flow AGENTFLOW',
      traceId: http.traceId,
      attributes: {
        'brains.flow.id': id,
        'brains.flow.kind': 'AGENTFLOW',
        'brains.flow.status': 'FINISHED',
        'brains.execution.id': executionId,
      },
      status: { code: 1 },
    });

    const nodes = await collector.waitFor(() => {
      const found = collector.spans().filter((s) => s.parentSpanId === flow.spanId);
      return found.length === 3 && found;
    }, 'three node spans');
    const byId = (nodeId: string) => nodes.find((s) => s.attributes['brains.node.id'] === nodeId);
    expect(byId('startAgentflow_0')?.attributes).toMatchObject({
      'brains.node.type': 'startAgentflow',
      'brains.node.status': 'FINISHED',
    });
    const agent = byId('agentAgentflow_0');
    expect(agent?.attributes).toMatchObject({
      'brains.node.type': 'agentAgentflow',
      'gen_ai.request.model': 'gpt-4o-mini',
      'gen_ai.provider.name': 'chatOpenAI',
      'gen_ai.usage.input_tokens': 1500,
      'gen_ai.usage.output_tokens': 100,
    });
    // gpt-4o-mini is in the built-in price table: the cost is there and positive
    expect(agent?.attributes['brains.cost.usd']).toBeGreaterThan(0);
    expect(agent?.events).toEqual([
      {
        name: 'tool.call',
        attributes: { 'gen_ai.tool.name': 'add_numbers', 'brains.tool.status': 'FINISHED' },
      },
    ]);
    expect(byId('llmAgentflow_0')?.attributes).toMatchObject({
      'gen_ai.usage.input_tokens': 300,
      'gen_ai.usage.output_tokens': 7,
    });

    // Sent with the configured headers; no secret, token or query string in anything exported.
    const ours = collector.spans().filter((s) => s.traceId === http.traceId);
    expect(new Set(ours.map((s) => s.headers.authorization))).toEqual(new Set([`Bearer ${COLLECTOR_KEY}`]));
    expect(new Set(ours.map((s) => s.path))).toEqual(new Set(['/v1/traces']));
    const text = exported(collector.spans());
    for (const secret of [h.apiKeySecret, QUERY_TOKEN, COLLECTOR_KEY, 'token=', 'add 2 and 40'])
      expect(text).not.toContain(secret);
  });

  it('traces a streamed chatflow: a span per component built, and the answer with its tokens', async () => {
    const fixture = join(
      import.meta.dirname,
      '../../../../shared/fixtures/flowise-templates/chatflows/Conversation Chain.json',
    );
    const flow = JSON.parse(readFileSync(fixture, 'utf8')) as Flow;
    for (const node of flow.nodes)
      if (node.data.name === 'chatOpenAI') {
        node.data.credential = h.credentialId;
        Object.assign(node.data.inputs ?? {}, { basepath: h.llm.baseURL, modelName: 'gpt-4o-mini' });
      }
    const created = await h.call('POST', '/chatflows', {
      name: 'traced chain',
      type: 'CHATFLOW',
      flowData: JSON.stringify({ nodes: flow.nodes, edges: flow.edges }),
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    h.llm.enqueue({ text: 'Hello Ada', usage: { prompt_tokens: 21, completion_tokens: 3 } });
    const res = await h.call('POST', `/prediction/${id}`, { question: 'I am Ada', streaming: true });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Hello');

    const run = await collector.waitFor(
      () => collector.spans().find((s) => s.attributes['brains.flow.id'] === id),
      'the chatflow span',
    );
    expect(run).toMatchObject({
      name: 'flow CHATFLOW',
      attributes: { 'brains.flow.kind': 'CHATFLOW', 'brains.flow.status': 'FINISHED' },
    });
    const request = await collector.waitFor(
      () => collector.spans().find((s) => s.spanId === run.parentSpanId),
      'the streamed request span',
    );
    expect(request.attributes['http.response.status_code']).toBe(200);
    const types = await collector.waitFor(() => {
      const found = collector.spans().filter((s) => s.parentSpanId === run.spanId);
      return found.length === 3 && found.map((s) => s.attributes['brains.node.type']).sort();
    }, 'three component spans');
    expect(types).toEqual(['bufferMemory', 'chatOpenAI', 'conversationChain']);
    const answer = collector
      .spans()
      .find((s) => s.parentSpanId === run.spanId && s.attributes['brains.node.type'] === 'conversationChain');
    expect(answer?.attributes).toMatchObject({
      'gen_ai.usage.input_tokens': 21,
      'gen_ai.usage.output_tokens': 3,
    });
  });

  it('traces a multi-agent team: a span per agent step with its tokens and tool calls', async () => {
    const defs = new Map([...multiagentNodes, ...chatflowNodes].map((d) => [d.name, d]));
    const team = sampleFlows(
      (name) => defs.get(name),
      { basepath: h.llm.baseURL },
      h.credentialId,
    ).supervisorTeam;
    const created = await h.call('POST', '/chatflows', {
      name: 'traced team',
      type: 'MULTIAGENT',
      flowData: JSON.stringify(team),
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    const route = (next: string) => ({
      toolCalls: [{ name: 'route', arguments: { reasoning: `pick ${next}`, next, instructions: 'go' } }],
      usage: { prompt_tokens: 11, completion_tokens: 2 },
    });
    h.llm.enqueue(
      route('Mathematician'),
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      { text: 'It is 42.', usage: { prompt_tokens: 30, completion_tokens: 4 } },
      route('FINISH'),
    );
    const res = await h.call('POST', `/prediction/${id}`, { question: 'What is 6 times 7?' });
    expect(res.status, res.text).toBe(200);
    const run = await collector.waitFor(
      () => collector.spans().find((s) => s.attributes['brains.flow.id'] === id),
      'the multi-agent span',
    );
    expect(run.attributes['brains.flow.kind']).toBe('MULTIAGENT');
    const steps = await collector.waitFor(() => {
      const found = collector.spans().filter((s) => s.parentSpanId === run.spanId);
      return found.length === 3 && found;
    }, 'three agent step spans');
    const labels = steps.map((s) => s.attributes['brains.node.label']).sort();
    expect(labels).toEqual(['Lead', 'Lead', 'Mathematician']);
    const worker = steps.find((s) => s.attributes['brains.node.label'] === 'Mathematician');
    expect(worker?.attributes['gen_ai.usage.input_tokens']).toBe(40); // 10 (default) + 30
    expect(worker?.events.map((e) => e.attributes['gen_ai.tool.name'])).toEqual(['calculator']);
  });

  it('traces a flow called as an MCP tool under the MCP request, without its API key', async () => {
    const key = await h.call('POST', '/apikey', { keyName: 'otel mcp client' });
    const apiKey = key.body.apiKey as string;
    const id = await h.createLlmFlow();
    const client = new Client({ name: 'otel-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${h.server.url}/api/v1/mcp/${id}`), {
        requestInit: { headers: { Authorization: `Bearer ${apiKey}` } },
      }),
    );
    try {
      const { tools } = await client.listTools();
      h.llm.enqueue({ text: 'From the tool' });
      const result = await client.callTool({ name: tools[0]!.name, arguments: { question: 'via mcp' } });
      expect(result.isError).toBeFalsy();
    } finally {
      await client.close();
    }
    const run = await collector.waitFor(
      () => collector.spans().find((s) => s.attributes['brains.flow.id'] === id),
      'the flow span of the tool call',
    );
    const request = await collector.waitFor(
      () => collector.spans().find((s) => s.spanId === run.parentSpanId),
      'the MCP request span',
    );
    expect(request.name).toBe('POST /api/v1/mcp/:flowId');
    expect(exported(collector.spans())).not.toContain(apiKey);
  });

  it('marks a failed run and its node as errors', async () => {
    const id = await h.createLlmFlow();
    h.llm.enqueue({ error: { status: 400, message: 'model refused' } });
    const res = await h.call('POST', `/prediction/${id}`, { question: 'fail please' });
    expect(res.status).toBe(500);
    const executionId = res.body.executionId as string;
    const flow = await collector.waitFor(
      () => collector.spans().find((s) => s.attributes['brains.execution.id'] === executionId),
      'the failed flow span',
    );
    expect(flow.attributes['brains.flow.status']).toBe('ERROR');
    expect(flow.status.code).toBe(2);
    const llm = await collector.waitFor(
      () =>
        collector
          .spans()
          .find((s) => s.parentSpanId === flow.spanId && s.attributes['brains.node.id'] === 'llmAgentflow_0'),
      'the failed node span',
    );
    expect(llm.attributes['brains.node.status']).toBe('ERROR');
    expect(llm.status.code).toBe(2);
    expect(llm.status.message).toContain('model refused');
  });

  it('never exports a credential a provider quotes in its error', async () => {
    const id = await h.createLlmFlow();
    h.llm.enqueue({ error: { status: 401, message: `Incorrect API key provided: ${h.apiKeySecret}` } });
    const res = await h.call('POST', `/prediction/${id}`, { question: 'leak please' });
    expect(res.status).toBe(500);
    const flow = await collector.waitFor(
      () => collector.spans().find((s) => s.attributes['brains.execution.id'] === res.body.executionId),
      'the failed flow span',
    );
    const node = await collector.waitFor(
      () =>
        collector
          .spans()
          .find((s) => s.parentSpanId === flow.spanId && s.attributes['brains.node.status'] === 'ERROR'),
      'the failed node span',
    );
    expect(flow.status.code).toBe(2);
    expect(node.status.code).toBe(2);
    expect(exported([flow, node])).not.toContain(h.apiKeySecret);
  });
});
