import { describe, expect, it } from 'vitest';
import {
  ADD_NUMBERS_TOOL,
  edge as e,
  engineHarness,
  node as n,
  startNode as start,
} from './engineHarness.ts';
import { enginePredict } from './enginePredict.ts';

const h = engineHarness();
const { predict, execution } = enginePredict(h);

describe('engine through the prediction API: human input, agents and tools', () => {
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
});
