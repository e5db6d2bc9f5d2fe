import { beforeAll, describe, expect, it } from 'vitest';
import { lastUserText } from '../llm/openaiTestServer.ts';
import { edge as e, node as n, parseSse, engineHarness, startNode } from './engineHarness.ts';

const h = engineHarness();
let flowId: string;
beforeAll(async () => {
  flowId = await h.createFlow(
    [
      startNode({
        startInputType: 'formInput',
        formTitle: 'Plan a trip',
        formDescription: 'Tell us where',
        formInputTypes: [
          { type: 'string', label: 'City', name: 'city' },
          { type: 'number', label: 'Days', name: 'days' },
        ],
      }),
      n('llmAgentflow_0', 'llmAgentflow', {
        ...h.model('llm'),
        llmUserMessage: 'Plan {{$form.days}} days in {{$form.city}}',
      }),
    ],
    [e('startAgentflow_0', 'llmAgentflow_0')],
  );
});

const anon = async (path: string) => {
  const res = await h.server.anonymousFetch(`/api/v1${path}`);
  return { status: res.status, body: await res.json() };
};

describe('flows that start with a form', () => {
  it('the public chatbot config carries the Start node form (and no other node) in flowData', async () => {
    const cfg = await anon(`/public-chatbotConfig/${flowId}`);
    expect(cfg.status).toBe(200);
    const flow = JSON.parse(cfg.body.flowData);
    expect(flow.nodes).toHaveLength(1);
    expect(flow.nodes[0].data).toMatchObject({
      name: 'startAgentflow',
      inputs: { startInputType: 'formInput', formTitle: 'Plan a trip', formDescription: 'Tell us where' },
    });
    expect(flow.nodes[0].data.inputs.formInputTypes).toHaveLength(2);
    expect(cfg.body.flowData).not.toContain(h.credentialId);
  });

  it('a streamed prediction with form values reaches the model; the stored question is the form', async () => {
    const res = await h.call('POST', `/prediction/${flowId}`, {
      form: { city: 'Oslo', days: 3 },
      chatId: 'form-1',
      streaming: true,
    });
    expect(res.status).toBe(200);
    const tokens = parseSse(res.text)
      .filter((x) => x.event === 'token')
      .map((x) => x.data)
      .join('');
    expect(tokens).toBe('echo: Plan 3 days in Oslo');
    expect(lastUserText(h.llm.requests[0]?.body ?? {})).toBe('Plan 3 days in Oslo');
    const stored = await h.call('GET', `/chatmessage/${flowId}?chatId=form-1`);
    expect(stored.body.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['userMessage', 'city: Oslo\ndays: 3'],
      ['apiMessage', 'echo: Plan 3 days in Oslo'],
    ]);
  });

  it('without form values the run fails with a message that says what to send', async () => {
    const res = await h.call('POST', `/prediction/${flowId}`, { question: 'hi' });
    expect(res.status).toBe(500);
    expect(res.body.message).toContain('send "form"');
    expect(h.llm.requests).toHaveLength(0);
  });
});
