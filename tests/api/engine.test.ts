import { describe, expect, it } from 'vitest';
import { NO_DOCUMENT_STORE } from '../../plugins/agentflow/nodes/retriever/executor.ts';
import {
  ADD_NUMBERS_TOOL,
  edge as e,
  node as n,
  startNode as start,
  engineHarness,
} from './engineHarness.ts';

const h = engineHarness();

const predict = async (id: string, body: Record<string, unknown>) => {
  const r = await h.call('POST', `/prediction/${id}`, body);
  if (process.env.DEBUG_ENGINE && r.status !== 200) console.log(r.text);
  return r;
};

async function execution(id: string) {
  return h.server.app.brains.db
    .selectFrom('execution')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('engine through the prediction API', () => {
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

  it('pauses at human input and resumes at that node only: proceed, then reject with feedback', async () => {
    const flow = await h.createFlow(
      [
        start(),
        n('llmAgentflow_0', 'llmAgentflow', h.model('llm')),
        n('humanInputAgentflow_0', 'humanInputAgentflow', {
          humanInputDescriptionType: 'fixed',
          humanInputDescription: '<p>Send {{llmAgentflow_0}}?</p>',
        }),
        n('directReplyAgentflow_ok', 'directReplyAgentflow', { directReplyMessage: 'sent' }),
        n('directReplyAgentflow_no', 'directReplyAgentflow', {
          directReplyMessage: 'not sent: {{humanInputAgentflow_0}}',
        }),
      ],
      [
        e('startAgentflow_0', 'llmAgentflow_0'),
        e('llmAgentflow_0', 'humanInputAgentflow_0'),
        e('humanInputAgentflow_0', 'directReplyAgentflow_ok', 0),
        e('humanInputAgentflow_0', 'directReplyAgentflow_no', 1),
      ],
    );
    for (const [type, expected] of [
      ['proceed', 'sent'],
      ['reject', 'not sent: too formal'],
    ] as const) {
      h.llm.reset();
      const sessionId = `s-${type}`;
      const paused = await predict(flow, { question: 'draft', overrideConfig: { sessionId } });
      expect(paused.status).toBe(200);
      expect(paused.body.text).toBe('Send echo: draft?');
      expect(paused.body.action.data.nodeId).toBe('humanInputAgentflow_0');
      expect((await execution(paused.body.executionId)).state).toBe('STOPPED');
      expect(h.llm.requests).toHaveLength(1);
      const resumed = await predict(flow, {
        question: '',
        overrideConfig: { sessionId },
        humanInput: { type, feedback: 'too formal' },
      });
      expect(resumed.status).toBe(200);
      expect(resumed.body.text).toBe(expected);
      expect(resumed.body.executionId).toBe(paused.body.executionId);
      // Nothing before the paused node ran again.
      expect(h.llm.requests).toHaveLength(1);
      expect((await execution(paused.body.executionId)).state).toBe('FINISHED');
    }
    const none = await predict(flow, {
      question: '',
      overrideConfig: { sessionId: 'nobody' },
      humanInput: { type: 'proceed' },
    });
    expect(none.status).toBe(404);
  });

  it('runs an agent with a saved tool, and pauses for a tool that needs approval', async () => {
    expect((await h.call('POST', '/tools', ADD_NUMBERS_TOOL)).status).toBe(201);
    const agent = (approve: boolean) =>
      n('agentAgentflow_0', 'agentAgentflow', {
        ...h.model('agent'),
        agentTools: [{ agentSelectedTool: 'add_numbers', agentSelectedToolRequiresHumanInput: approve }],
      });
    const plain = await h.createFlowFromStart(agent(false));
    h.llm.enqueue(
      { toolCalls: [{ name: 'add_numbers', arguments: { a: 2, b: 40 } }] },
      { text: 'The sum is 42' },
    );
    const res = await predict(plain, { question: 'add 2 and 40' });
    expect(res.body.text).toBe('The sum is 42');
    const toolMsg = h.llm.requests[1]?.body.messages?.find((m) => m.role === 'tool');
    expect(toolMsg?.content).toBe('42');
    expect(h.llm.requests[0]?.body.tools?.[0]?.function.name).toBe('add_numbers');

    h.llm.reset();
    const gated = await h.createFlowFromStart(agent(true));
    h.llm.enqueue(
      { toolCalls: [{ name: 'add_numbers', arguments: { a: 1, b: 1 } }] },
      { text: 'Refused, so no sum' },
    );
    const paused = await predict(gated, { question: 'add', overrideConfig: { sessionId: 'agent-gate' } });
    expect(paused.body.action).toBeTruthy();
    expect(paused.body.text).toContain("Run tool 'add_numbers'");
    const resumed = await predict(gated, {
      overrideConfig: { sessionId: 'agent-gate' },
      humanInput: { type: 'reject', feedback: 'no' },
    });
    expect(resumed.body.text).toBe('Refused, so no sum');
    expect(h.llm.requests).toHaveLength(2);
    const refusal = h.llm.requests[1]?.body.messages?.find((m) => m.role === 'tool');
    expect(String(refusal?.content)).toContain('refused');
  });

  it('runs the Tool node and the Condition Agent', async () => {
    const id = await h.createFlow(
      [
        start(),
        n('conditionAgentAgentflow_0', 'conditionAgentAgentflow', {
          ...h.model('conditionAgent'),
          conditionAgentInput: '{{question}}',
          conditionAgentScenarios: [{ scenario: 'math question' }, { scenario: 'anything else' }],
        }),
        n('toolAgentflow_0', 'toolAgentflow', {
          toolAgentflowSelectedTool: 'add_numbers',
          toolInputArgs: [
            { inputArgName: 'a', inputArgValue: '5' },
            { inputArgName: 'b', inputArgValue: '6' },
          ],
        }),
        n('directReplyAgentflow_0', 'directReplyAgentflow', { directReplyMessage: 'no math' }),
      ],
      [
        e('startAgentflow_0', 'conditionAgentAgentflow_0'),
        e('conditionAgentAgentflow_0', 'toolAgentflow_0', 0),
        e('conditionAgentAgentflow_0', 'directReplyAgentflow_0', 1),
      ],
    );
    // The tool's schema wants numbers; the argument rows are text, so the tool refuses '5'.
    h.llm.enqueue({ text: '```json\n{"output": "math question"}\n```' });
    const res = await predict(id, { question: '5+6?' });
    expect(res.status).toBe(500);
    expect(res.body.message).toContain('Invalid arguments');
    h.llm.enqueue({ text: '{"output": "Anything else"}' });
    const other = await predict(id, { question: 'hi' });
    expect(other.body.text).toBe('no math');
  });

  it('custom function: sandboxed ($vars, $flow), escapes fail, infinite loops time out', async () => {
    const fn = (code: string) =>
      h.createFlow(
        [
          start(),
          n('customFunctionAgentflow_0', 'customFunctionAgentflow', {
            customFunctionInputVariables: [{ variableName: 'name', variableValue: '{{question}}' }],
            customFunctionJavascriptFunction: code,
          }),
        ],
        [e('startAgentflow_0', 'customFunctionAgentflow_0')],
      );
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the user code itself is a template literal
    const ok = await predict(await fn('return `hi ${$name} in ${$flow.sessionId}`;'), {
      question: 'Ann',
      overrideConfig: { sessionId: 'sx' },
    });
    expect(ok.body.text).toBe('hi Ann in sx');
    const escaped = await predict(await fn("return this.constructor.constructor('return process')().env;"), {
      question: 'x',
    });
    expect(escaped.status).toBe(500);
    expect(escaped.body.message).toMatch(/Custom Function failed/);
    expect(escaped.text).not.toContain('PATH');
    const loop = await predict(await fn('while (true) {}'), { question: 'x' });
    expect(loop.status).toBe(500);
    expect(loop.body.message).toContain('timeout');
    expect((await execution(loop.body.executionId)).state).toBe('ERROR');
  }, 30_000);

  it('HTTP node refuses 127.0.0.1 and the retriever says there is no document store', async () => {
    const http = await h.createFlow(
      [start(), n('httpAgentflow_0', 'httpAgentflow', { method: 'GET', url: `${h.llm.baseURL}/models` })],
      [e('startAgentflow_0', 'httpAgentflow_0')],
    );
    const refused = await predict(http, { question: 'x' });
    expect(refused.status).toBe(500);
    expect(refused.body.message).toMatch(/HTTP request refused or failed/);
    expect(h.llm.requests).toHaveLength(0);
    const retriever = await h.createFlow(
      [
        start(),
        n('retrieverAgentflow_0', 'retrieverAgentflow', {
          retrieverQuery: '{{question}}',
          retrieverKnowledgeDocumentStores: [{ documentStore: 'store-1:papers' }],
        }),
      ],
      [e('startAgentflow_0', 'retrieverAgentflow_0')],
    );
    const r = await predict(retriever, { question: 'x' });
    expect(r.status).toBe(500);
    expect(r.body.message).toBe(NO_DOCUMENT_STORE);
  });

  it('Execute Flow runs another flow, never itself', async () => {
    const child = await h.createFlow(
      [
        start(),
        n('directReplyAgentflow_0', 'directReplyAgentflow', { directReplyMessage: 'child got {{question}}' }),
      ],
      [e('startAgentflow_0', 'directReplyAgentflow_0')],
    );
    const parent = await h.createFlow(
      [
        start(),
        n('executeFlowAgentflow_0', 'executeFlowAgentflow', {
          executeFlowSelectedFlow: child,
          executeFlowInput: 'up {{question}}',
        }),
      ],
      [e('startAgentflow_0', 'executeFlowAgentflow_0')],
    );
    const res = await predict(parent, { question: 'q' });
    expect(res.body.text).toBe('child got up q');
    const selfId = await h.createFlow([start()], []);
    await h.server.app.brains.db
      .updateTable('chat_flow')
      .set({
        flow_data: JSON.stringify({
          nodes: [
            start(),
            n('executeFlowAgentflow_0', 'executeFlowAgentflow', {
              executeFlowSelectedFlow: selfId,
              executeFlowInput: 'x',
            }),
          ],
          edges: [e('startAgentflow_0', 'executeFlowAgentflow_0')],
        }),
      })
      .where('id', '=', selfId)
      .execute();
    const self = await predict(selfId, { question: 'q' });
    expect(self.status).toBe(500);
    expect(self.body.message).toBe('Execute Flow cannot call the flow it belongs to');
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
