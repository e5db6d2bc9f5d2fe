import { beforeAll, describe, expect, it } from 'vitest';
import { ADD_NUMBERS_TOOL, edge as e, engineHarness, node as n, startNode } from './engineHarness.ts';

const h = engineHarness();
beforeAll(async () => {
  const tool = await h.call('POST', '/tools', ADD_NUMBERS_TOOL);
  if (tool.status !== 201) throw new Error(tool.text);
});

/** Inputs for a node's model: chatOpenAI at the test server, asking for `modelName`. */
const model = (prefix: string, modelName: string) => h.model(prefix, { modelName });

describe('execution cost', () => {
  it('records each node’s model with its tokens and prices them in the detail read', async () => {
    const id = await h.createFlowFromStart(
      n('agentAgentflow_0', 'agentAgentflow', {
        ...model('agent', 'gpt-4o-2024-08-06'),
        agentTools: [{ agentSelectedTool: 'add_numbers' }],
      }),
      n('llmAgentflow_0', 'llmAgentflow', model('llm', 'gpt-4o-mini')),
      n('llmAgentflow_1', 'llmAgentflow', model('llm', 'house-model-7b')),
    );
    h.llm.enqueue(
      // Two agent rounds with the same model: one usage, summed.
      {
        toolCalls: [{ name: 'add_numbers', arguments: { a: 2, b: 40 } }],
        usage: { prompt_tokens: 1500, completion_tokens: 20 },
      },
      { text: 'The sum is 42', usage: { prompt_tokens: 500, completion_tokens: 80 } },
      { text: 'Checked', usage: { prompt_tokens: 1000, completion_tokens: 500 } },
      { text: 'House answer', usage: { prompt_tokens: 10, completion_tokens: 10 } },
    );
    const res = await h.call('POST', `/prediction/${id}`, { question: 'add 2 and 40' });
    expect(res.status, res.text).toBe(200);
    expect(h.llm.requests.map((r) => r.body.model)).toEqual([
      'gpt-4o-2024-08-06',
      'gpt-4o-2024-08-06',
      'gpt-4o-mini',
      'house-model-7b',
    ]);

    const detail = await h.call('GET', `/executions/${res.body.executionId}`);
    expect(detail.status).toBe(200);
    const runs = JSON.parse(detail.body.executionData) as {
      nodeId: string;
      data: { usageMetadata?: unknown };
    }[];
    const usageOf = (nodeId: string) => runs.find((r) => r.nodeId === nodeId)?.data.usageMetadata;
    expect(usageOf('agentAgentflow_0')).toEqual({
      inputTokens: 2000,
      outputTokens: 100,
      totalTokens: 2100,
      provider: 'chatOpenAI',
      model: 'gpt-4o-2024-08-06',
    });
    expect(usageOf('llmAgentflow_0')).toMatchObject({
      inputTokens: 1000,
      outputTokens: 500,
      model: 'gpt-4o-mini',
    });
    expect(usageOf('startAgentflow_0')).toBeUndefined();

    // gpt-4o ($2.50 / $10 per 1M): 2000 in + 100 out = 0.005 + 0.001; gpt-4o-mini ($0.15 / $0.60): 0.00015 + 0.0003.
    const cost = detail.body.cost;
    expect(cost.currency).toBe('USD');
    expect(cost.runs).toHaveLength(runs.length);
    const agent = cost.runs[runs.findIndex((r) => r.nodeId === 'agentAgentflow_0')];
    expect(agent.usd).toBeCloseTo(0.006, 10);
    expect(agent.lines).toEqual([
      expect.objectContaining({
        model: 'gpt-4o-2024-08-06',
        priced: 'gpt-4o',
        inputTokens: 2000,
        outputTokens: 100,
      }),
    ]);
    expect(cost.runs[runs.findIndex((r) => r.nodeId === 'llmAgentflow_0')].usd).toBeCloseTo(0.00045, 10);
    const house = cost.runs[runs.findIndex((r) => r.nodeId === 'llmAgentflow_1')];
    expect(house).toMatchObject({ usd: null, unpriced: ['house-model-7b'] });
    expect(cost.runs[runs.findIndex((r) => r.nodeId === 'startAgentflow_0')]).toBeNull();
    expect(cost.totalUsd).toBeCloseTo(0.00645, 10);
    expect(cost.unpriced).toEqual(['house-model-7b']);

    // The list stays light; the public read carries the same cost.
    const list = await h.call('GET', `/executions?agentflowId=${id}`);
    expect(list.body.data[0].cost).toBeUndefined();
    const shared = await h.call('PUT', `/executions/${res.body.executionId}`, { isPublic: true });
    expect(shared.body.cost.totalUsd).toBeCloseTo(0.00645, 10);
    const open = await h.call('GET', `/public-executions/${res.body.executionId}`);
    expect(open.body.cost).toEqual(cost);
  });

  it('keeps a dynamic human input’s model usage when the run resumes past it', async () => {
    const id = await h.createFlow(
      [
        startNode(),
        n('humanInputAgentflow_0', 'humanInputAgentflow', {
          ...model('humanInput', 'gpt-4.1-nano'),
          humanInputDescriptionType: 'dynamic',
          humanInputModelPrompt: 'Summarise what to approve',
        }),
        n('directReplyAgentflow_0', 'directReplyAgentflow', { directReplyMessage: 'done' }),
      ],
      [
        e('startAgentflow_0', 'humanInputAgentflow_0'),
        e('humanInputAgentflow_0', 'directReplyAgentflow_0', 0),
      ],
    );
    h.llm.enqueue({
      text: 'Approve the plan?',
      usage: { prompt_tokens: 100_000, completion_tokens: 10_000 },
    });
    const sessionId = 'cost-human';
    const paused = await h.call('POST', `/prediction/${id}`, {
      question: 'plan',
      overrideConfig: { sessionId },
    });
    expect(paused.body.text).toBe('Approve the plan?');
    const resumed = await h.call('POST', `/prediction/${id}`, {
      question: '',
      overrideConfig: { sessionId },
      humanInput: { type: 'proceed' },
    });
    expect(resumed.body.text).toBe('done');
    const detail = await h.call('GET', `/executions/${paused.body.executionId}`);
    const runs = JSON.parse(detail.body.executionData) as { nodeId: string; status: string }[];
    const at = runs.findIndex((r) => r.nodeId === 'humanInputAgentflow_0');
    expect(runs[at]?.status).toBe('FINISHED');
    // gpt-4.1-nano ($0.10 in, $0.40 out per 1M): 0.01 + 0.004
    expect(detail.body.cost.runs[at]).toMatchObject({ usd: expect.closeTo(0.014, 10), unpriced: [] });
    expect(detail.body.cost.totalUsd).toBeCloseTo(0.014, 10);
  });
});
