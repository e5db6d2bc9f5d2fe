import { describe, expect, it } from 'vitest';
import { edge as e, engineHarness, node as n, startNode as start } from './engineHarness.ts';
import { enginePredict } from './enginePredict.ts';

const h = engineHarness();
const { predict, execution } = enginePredict(h);

describe('engine through the prediction API: order, branches, conditions, loops, iterations, inputs', () => {
  it('runs Start -> LLM (structured) -> Direct Reply, records the execution without secrets', async () => {
    h.llm.enqueue({ json: { city: 'Paris', score: 3 }, usage: { prompt_tokens: 11, completion_tokens: 4 } });
    const id = await h.createFlow(
      [
        start({ startState: [{ key: 'topic', value: 'travel' }] }),
        n('llmAgentflow_0', 'llmAgentflow', {
          ...h.model('llm'),
          llmMessages: [{ role: 'system', content: 'Topic: {{$flow.state.topic}}' }],
          llmStructuredOutput: [
            { key: 'city', type: 'string', description: 'a city' },
            { key: 'score', type: 'number', description: 'a score' },
          ],
          llmUpdateState: [{ key: 'topic', value: '{{ output.city }}' }],
        }),
        n('directReplyAgentflow_0', 'directReplyAgentflow', {
          directReplyMessage: 'City {{llmAgentflow_0.output.city}} / {{$flow.state.topic}} / {{question}}',
        }),
      ],
      [e('startAgentflow_0', 'llmAgentflow_0'), e('llmAgentflow_0', 'directReplyAgentflow_0')],
    );
    const res = await predict(id, { question: 'Where to?' });
    expect(res.status).toBe(200);
    expect(res.body.text).toBe('City Paris / Paris / Where to?');
    expect(res.body.agentFlowExecutedData.map((d: { nodeId: string }) => d.nodeId)).toEqual([
      'startAgentflow_0',
      'llmAgentflow_0',
      'directReplyAgentflow_0',
    ]);
    const sent = h.llm.requests[0]?.body;
    expect(sent?.messages?.[0]).toEqual({ role: 'system', content: 'Topic: travel' });
    expect(sent?.messages?.at(-1)).toEqual({ role: 'user', content: 'Where to?' });
    expect(sent?.response_format?.type).toBe('json_schema');
    expect(h.llm.requests[0]?.headers.authorization).toBe(`Bearer ${h.apiKeySecret}`);
    const row = await execution(res.body.executionId);
    expect(row.state).toBe('FINISHED');
    const llmItem = JSON.parse(row.execution_data)[1];
    expect(llmItem.data.usageMetadata).toEqual({
      inputTokens: 11,
      outputTokens: 4,
      totalTokens: 15,
      provider: 'chatOpenAI',
      model: 'gpt-4o-mini',
    });
    for (const text of [row.execution_data, row.run_state ?? '']) {
      expect(text).not.toContain(h.credentialId);
      expect(text).not.toContain(h.apiKeySecret);
      expect(text).not.toContain('FLOWISE_CREDENTIAL_ID');
    }
  });

  it('runs parallel branches at the same time and joins them', async () => {
    h.llm.setChunkDelay(150);
    h.llm.setResponder((req) => ({ text: `answer to ${String(req.body.messages?.[0]?.content)}` }));
    const llm = (id: string, sys: string) =>
      n(id, 'llmAgentflow', { ...h.model('llm'), llmMessages: [{ role: 'system', content: sys }] });
    const id = await h.createFlow(
      [
        start(),
        llm('llmAgentflow_a', 'A'),
        llm('llmAgentflow_b', 'B'),
        n('directReplyAgentflow_0', 'directReplyAgentflow', {
          directReplyMessage: '{{llmAgentflow_a}} + {{llmAgentflow_b}}',
        }),
      ],
      [
        e('startAgentflow_0', 'llmAgentflow_a'),
        e('startAgentflow_0', 'llmAgentflow_b'),
        e('llmAgentflow_a', 'directReplyAgentflow_0'),
        e('llmAgentflow_b', 'directReplyAgentflow_0'),
      ],
    );
    const res = await predict(id, { question: 'go' });
    expect(res.body.text).toBe('answer to A + answer to B');
    const [ra, rb] = h.llm.requests;
    // Both model requests arrived before either answer could have finished (each answer takes 150 ms).
    expect(Math.abs((ra?.at ?? 0) - (rb?.at ?? 0))).toBeLessThan(150);
    const items = res.body.agentFlowExecutedData as {
      nodeId: string;
      data: { timeMetadata: { start: number; end: number } };
    }[];
    const a = items.find((i) => i.nodeId === 'llmAgentflow_a')?.data.timeMetadata;
    const b = items.find((i) => i.nodeId === 'llmAgentflow_b')?.data.timeMetadata;
    expect((a?.start ?? 0) < (b?.end ?? 0) && (b?.start ?? 0) < (a?.end ?? 0)).toBe(true);
  });

  it('prunes what a condition does not take; the join still runs', async () => {
    const id = await h.createFlow(
      [
        start(),
        n('conditionAgentflow_0', 'conditionAgentflow', {
          conditions: [{ type: 'string', value1: '{{question}}', operation: 'contains', value2: 'refund' }],
        }),
        n('directReplyAgentflow_yes', 'directReplyAgentflow', { directReplyMessage: 'refund path' }),
        n('customFunctionAgentflow_0', 'customFunctionAgentflow', {
          customFunctionJavascriptFunction: 'return "other path";',
        }),
        n('directReplyAgentflow_end', 'directReplyAgentflow', {
          directReplyMessage: 'end after {{customFunctionAgentflow_0}}',
        }),
      ],
      [
        e('startAgentflow_0', 'conditionAgentflow_0'),
        e('conditionAgentflow_0', 'directReplyAgentflow_yes', 0),
        e('conditionAgentflow_0', 'customFunctionAgentflow_0', 1),
        e('customFunctionAgentflow_0', 'directReplyAgentflow_end'),
      ],
    );
    const other = await predict(id, { question: 'hello' });
    expect(other.body.text).toBe('end after other path');
    const refund = await predict(id, { question: 'I want a refund' });
    expect(refund.body.text).toBe('refund path');
    expect(refund.body.agentFlowExecutedData.map((d: { nodeId: string }) => d.nodeId)).toEqual([
      'startAgentflow_0',
      'conditionAgentflow_0',
      'directReplyAgentflow_yes',
    ]);
  });

  it('loops back until the maximum, then answers with the fallback message', async () => {
    const id = await h.createFlow(
      [
        start(),
        n('llmAgentflow_0', 'llmAgentflow', h.model('llm')),
        n('loopAgentflow_0', 'loopAgentflow', {
          loopBackToNode: 'llmAgentflow_0-LLM',
          maxLoopCount: 2,
          fallbackMessage: 'gave up after {{loop_count}}',
        }),
      ],
      [e('startAgentflow_0', 'llmAgentflow_0'), e('llmAgentflow_0', 'loopAgentflow_0')],
    );
    const res = await predict(id, { question: 'again' });
    expect(h.llm.requests).toHaveLength(3);
    expect(res.body.text).toBe('gave up after 2');
  });

  it('iterates over 3 items with {{$iteration}}', async () => {
    h.llm.setResponder((req) => ({ text: `did ${String(req.body.messages?.at(-1)?.content)}` }));
    const id = await h.createFlow(
      [
        start(),
        n(
          'iterationAgentflow_0',
          'iterationAgentflow',
          { iterationInput: '["red","green","blue"]' },
          { type: 'iteration' },
        ),
        n(
          'llmAgentflow_0',
          'llmAgentflow',
          { ...h.model('llm'), llmUserMessage: 'colour {{$iteration}}' },
          { parentNode: 'iterationAgentflow_0' },
        ),
        n('directReplyAgentflow_0', 'directReplyAgentflow', {
          directReplyMessage: '{{iterationAgentflow_0}}',
        }),
      ],
      [e('startAgentflow_0', 'iterationAgentflow_0'), e('iterationAgentflow_0', 'directReplyAgentflow_0')],
    );
    const res = await predict(id, { question: 'x' });
    expect(res.status).toBe(200);
    expect(res.body.text).toBe('did colour red\ndid colour green\ndid colour blue');
    const children = res.body.agentFlowExecutedData.filter(
      (d: { nodeId: string }) => d.nodeId === 'llmAgentflow_0',
    );
    expect(children.map((d: { iterationIndex: number }) => d.iterationIndex)).toEqual([0, 1, 2]);
  });

  it('Start with form input exposes {{$form.x}}; sticky notes are ignored', async () => {
    const id = await h.createFlow(
      [
        start({
          startInputType: 'formInput',
          formTitle: 'Who',
          formDescription: 'Your name',
          formInputTypes: [{ type: 'string', label: 'Name', name: 'name' }],
        }),
        n('stickyNoteAgentflow_0', 'stickyNoteAgentflow', { note: 'hello' }, { type: 'stickyNote' }),
        n('directReplyAgentflow_0', 'directReplyAgentflow', { directReplyMessage: 'Hi {{$form.name}}' }),
      ],
      [e('startAgentflow_0', 'directReplyAgentflow_0')],
    );
    const res = await predict(id, { form: { name: 'Zoe' } });
    expect(res.body.text).toBe('Hi Zoe');
    const missing = await predict(id, { question: 'no form' });
    expect(missing.status).toBe(500);
    expect(missing.body.message).toContain('form');
  });
});
