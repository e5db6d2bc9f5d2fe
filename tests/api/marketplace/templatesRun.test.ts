import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowNode } from '../../../node-registry/flow.ts';
import type { MarketplaceTemplate } from '../../../plugins/marketplace/common/templateTypes.ts';
import { teamResponder } from '../../llm/teamResponder.ts';
import { toolUsingResponder } from '../../llm/toolUsingResponder.ts';
import { engineHarness } from '../engineHarness.ts';

/**
 * Every built-in template, used as a person would (a flow made from it, the model credential picked
 * in each model choice, the api_base_url variable set), runs to an answer against the local test
 * model; tool templates become tools whose test run answers.
 */
const h = engineHarness({ env: { HTTP_ALLOW_PRIVATE: '127.0.0.1' } });
let api: Server;
let apiURL = '';
let templates: MarketplaceTemplate[] = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ path: req.url, status: 'ok', rows: [{ total: 42 }] }));
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  apiURL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const v = await h.call('POST', '/variables', { name: 'api_base_url', value: apiURL, type: 'static' });
  expect(v.status).toBe(201);
  const res = await h.call('GET', '/marketplaces/templates');
  expect(res.status).toBe(200);
  templates = res.body;
});
afterAll(() => new Promise<void>((r) => api.close(() => r())));

/** Points each model choice of the flow at the test model with the harness credential. */
function pickCredentials(flowData: string): string {
  const flow = JSON.parse(flowData) as { nodes: FlowNode[] };
  for (const node of flow.nodes) {
    const inputs = node.data.inputs ?? {};
    for (const key of Object.keys(inputs)) {
      if (!key.endsWith('ModelConfig')) continue;
      const prefix = key.slice(0, -'ModelConfig'.length);
      Object.assign(inputs, h.model(prefix, { ...(inputs[key] as Record<string, unknown>) }));
    }
  }
  return JSON.stringify(flow);
}

/** A value for each field of a form Start node. */
function formOf(flowData: string): Record<string, unknown> | undefined {
  const start = (JSON.parse(flowData) as { nodes: FlowNode[] }).nodes.find(
    (n) => n.data.name === 'startAgentflow',
  );
  if (start?.data.inputs?.startInputType !== 'formInput') return undefined;
  const rows = start.data.inputs.formInputTypes as {
    type: string;
    name: string;
    addOptions?: { option: string }[];
  }[];
  return Object.fromEntries(
    rows.map((r) => [
      r.name,
      r.type === 'number' ? 60 : r.type === 'options' ? r.addOptions?.[0]?.option : `a ${r.name}`,
    ]),
  );
}

/** Arguments the test model gives each tool it calls; a Condition Agent picks the flow's first scenario. */
function responder(flowData: string) {
  const scenario = /"scenario":"([^"]+)"/.exec(flowData)?.[1] ?? '';
  const args = {
    calculator: { input: '6 * 7' },
    current_date_time: {},
    requests_get: { url: `${apiURL}/page` },
  };
  return toolUsingResponder(args, scenario);
}

describe('built-in templates', () => {
  it('are at least 30, of flows and tools, each with a description and use cases, with stable ids', async () => {
    expect(templates.length).toBeGreaterThanOrEqual(30);
    expect(new Set(templates.map((t) => t.type))).toEqual(
      new Set(['AgentflowV2', 'Chatflow', 'MultiAgent', 'Tool']),
    );
    for (const t of templates) {
      expect(t.description.length, t.templateName).toBeGreaterThan(20);
      expect(t.usecases.length, t.templateName).toBeGreaterThan(0);
    }
    const again = await h.call('GET', '/marketplaces/templates');
    expect(again.body.map((t: MarketplaceTemplate) => t.id)).toEqual(templates.map((t) => t.id));
    expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length);
  });

  it('every flow template validates and runs to an answer', async () => {
    const flows = templates.filter((t) => t.type === 'AgentflowV2');
    expect(flows.length).toBeGreaterThanOrEqual(25);
    for (const t of flows) {
      const created = await h.call('POST', '/chatflows', {
        name: t.templateName,
        flowData: pickCredentials(t.flowData!),
        type: 'AGENTFLOW',
      });
      expect(created.status, t.templateName).toBe(201);
      h.llm.reset();
      h.llm.setResponder(responder(t.flowData!));
      const form = formOf(t.flowData!);
      const sessionId = `s-${t.id}`;
      const res = await h.call('POST', `/prediction/${created.body.id}`, {
        ...(form ? { form } : { question: 'Please help with the refund of order 7' }),
        overrideConfig: { sessionId },
      });
      expect(res.status, `${t.templateName}: ${res.text.slice(0, 400)}`).toBe(200);
      let body = res.body;
      if (body.action) {
        // a human-in-the-loop template pauses; approving lets it finish
        const resumed = await h.call('POST', `/prediction/${created.body.id}`, {
          question: '',
          overrideConfig: { sessionId },
          humanInput: { type: 'proceed', feedback: '' },
        });
        expect(resumed.status, `${t.templateName} resumed: ${resumed.text.slice(0, 300)}`).toBe(200);
        body = resumed.body;
      }
      const failed = (body.agentFlowExecutedData as { nodeLabel: string; status: string }[]).filter(
        (d) => d.status !== 'FINISHED',
      );
      expect(failed, t.templateName).toEqual([]);
      expect(String(body.text ?? body.json ?? '').length, t.templateName).toBeGreaterThan(0);
    }
  });

  it('every chatflow and multi-agent template runs to an answer, each agent step finished', async () => {
    const kinds = templates.filter((t) => t.type === 'Chatflow' || t.type === 'MultiAgent');
    expect(kinds.map((t) => t.type).sort()).toEqual([
      'Chatflow',
      'Chatflow',
      'Chatflow',
      'MultiAgent',
      'MultiAgent',
    ]);
    for (const t of kinds) {
      const flow = JSON.parse(t.flowData!) as { nodes: FlowNode[] };
      for (const n of flow.nodes)
        if (n.data.name === 'chatOpenAI') {
          n.data.credential = h.credentialId;
          n.data.inputs = { ...n.data.inputs, basepath: h.llm.baseURL };
        }
      const type = t.type === 'Chatflow' ? 'CHATFLOW' : 'MULTIAGENT';
      const created = await h.call('POST', '/chatflows', {
        name: t.templateName,
        flowData: JSON.stringify(flow),
        type,
      });
      expect(created.status, t.templateName).toBe(201);
      h.llm.reset();
      h.llm.setResponder(
        teamResponder({
          answer: 'It is 42.',
          toolArgs: () => ({ input: '6 * 7' }),
          json: '```json\n{"answer": "42", "source": "the calculator"}\n```',
        }),
      );
      const res = await h.call('POST', `/prediction/${created.body.id}`, { question: 'What is 6 times 7?' });
      expect(res.status, `${t.templateName}: ${res.text.slice(0, 400)}`).toBe(200);
      expect(
        String(res.body.text ?? JSON.stringify(res.body.json ?? '')).length,
        t.templateName,
      ).toBeGreaterThan(0);
      if (t.templateName === 'Structured Answer Chain')
        expect(res.body.json).toEqual({ answer: '42', source: 'the calculator' });
      if (type === 'MULTIAGENT') {
        const run = await h.call('GET', `/executions/${res.body.executionId}`);
        expect(run.body.state, t.templateName).toBe('FINISHED');
      }
    }
  });

  it('every tool template becomes a tool whose test run answers', async () => {
    const tools = templates.filter((t) => t.type === 'Tool');
    expect(tools.length).toBeGreaterThanOrEqual(5);
    const args: Record<string, Record<string, unknown>> = {
      add_business_days: { date: '2026-11-27', days: 1 },
      convert_units: { value: 1, from: 'km', to: 'm' },
      count_words: { text: 'One two. Three!' },
      slugify: { title: 'Héllo World' },
    };
    const expected: Record<string, string> = {
      add_business_days: '2026-11-30',
      convert_units: '1000',
      count_words: '{"words":3,"sentences":2,"characters":15}',
      slugify: 'hello-world',
    };
    for (const t of tools) {
      const made = await h.call('POST', '/tools', {
        name: t.name,
        description: t.description,
        color: '#4a90d9',
        schema: t.schema,
        func: t.func,
      });
      expect(made.status, `${t.templateName}: ${made.text}`).toBe(201);
      // order_status reads $vars.api_base_url, which only a flow's run provides
      if (!args[t.name!]) continue;
      const run = await h.call('POST', `/tools/${made.body.id}/run`, { args: args[t.name!] });
      expect(run.status, `${t.templateName}: ${run.text}`).toBe(200);
      expect(run.body.ok, `${t.templateName}: ${run.text}`).toBe(true);
      expect(String(run.body.output), t.templateName).toBe(expected[t.name!]);
    }
  });
});
