import { describe, expect, it } from 'vitest';
import { ADD_NUMBERS_TOOL, engineHarness } from '../engineHarness.ts';

/**
 * Custom assistants: made through the API with a model, instructions and a saved tool, they run
 * as an ASSISTANT flow on the agentflow engine through the prediction API.
 */
const h = engineHarness();

async function makeAssistant(extra: Record<string, unknown> = {}) {
  const res = await h.call('POST', '/assistants', {
    type: 'CUSTOM',
    details: JSON.stringify({
      name: 'Math helper',
      instructions: 'You add numbers with the add_numbers tool.',
      inputs: { ...h.model('agent'), ...extra },
    }),
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; details: string; type: string };
}

describe('custom assistants', () => {
  it('runs as an assistant flow with its instructions and tool, through the prediction API', async () => {
    const tool = await h.call('POST', '/tools', ADD_NUMBERS_TOOL);
    expect(tool.status).toBe(201);
    const a = await makeAssistant({ agentTools: [{ agentSelectedTool: 'add_numbers' }] });
    const { chatflowId } = JSON.parse(a.details);
    const flow = await h.call('GET', `/chatflows/${chatflowId}`);
    expect(flow.body).toMatchObject({ type: 'ASSISTANT', name: 'Math helper' });

    h.llm.enqueue({ toolCalls: [{ name: 'add_numbers', arguments: { a: 2, b: 3 } }] }, { text: 'It is 5.' });
    const res = await h.call('POST', `/prediction/${chatflowId}`, { question: 'What is 2 + 3?' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.text).toBe('It is 5.');
    const first = h.llm.requests[0]!.body;
    expect(JSON.stringify(first.messages)).toContain('You add numbers with the add_numbers tool.');
    expect(first.tools?.map((t) => t.function.name)).toEqual(['add_numbers']);
    expect(JSON.stringify(h.llm.requests[1]!.body.messages)).toContain('"5"');
  });

  it('lists by type, updates the flow with the details, and deletes both', async () => {
    const a = await makeAssistant();
    const list = await h.call('GET', '/assistants?type=CUSTOM');
    expect(list.body.map((x: { id: string }) => x.id)).toContain(a.id);
    expect((await h.call('GET', '/assistants?type=OPENAI')).body).toEqual([]);

    const put = await h.call('PUT', `/assistants/${a.id}`, {
      details: { name: 'Renamed', instructions: 'Answer in French.', inputs: h.model('agent') },
    });
    expect(put.status, put.text).toBe(200);
    const { chatflowId } = JSON.parse(put.body.details);
    expect(chatflowId).toBe(JSON.parse(a.details).chatflowId);
    const flow = await h.call('GET', `/chatflows/${chatflowId}`);
    expect(flow.body.name).toBe('Renamed');
    expect(flow.body.flowData).toContain('Answer in French.');

    expect((await h.call('DELETE', `/assistants/${a.id}`)).status).toBe(200);
    expect((await h.call('GET', `/assistants/${a.id}`)).status).toBe(404);
    expect((await h.call('GET', `/chatflows/${chatflowId}`)).status).toBe(404);
  });

  it('refuses a missing name and bad details, naming the field', async () => {
    const noName = await h.call('POST', '/assistants', { type: 'CUSTOM', details: { instructions: 'x' } });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('details/name');
    const notJson = await h.call('POST', '/assistants', { details: '{oops' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toContain('details');
    // a vendor assistant is checked as one: here it lacks its model (see openaiAssistants.test.ts)
    const openai = await h.call('POST', '/assistants', { type: 'OPENAI', details: { name: 'x' } });
    expect(openai.status).toBe(400);
    expect(openai.body.message).toContain('body/details/model');
    expect(
      (await h.call('GET', '/assistants?type=CUSTOM')).body.map(
        (x: { details: string }) => JSON.parse(x.details).name,
      ),
    ).not.toContain('x');
  });

  it('offers chat models, document stores and tools to the builder', async () => {
    const models = await h.call('GET', '/assistants/components/chatmodels');
    expect(models.body.map((m: { name: string }) => m.name)).toContain('chatOpenAI');
    const tools = await h.call('GET', '/assistants/components/tools');
    expect(tools.body.map((t: { label: string }) => t.label)).toContain('add_numbers');
    expect(tools.body.find((t: { name: string }) => t.name === 'calculator')).toMatchObject({
      type: 'builtin',
    });
    const stores = await h.call('GET', '/assistants/components/docstores');
    expect(stores.status).toBe(200);
    expect(Array.isArray(stores.body)).toBe(true);
  });
});

describe('custom assistants in export files', () => {
  it('go out as AssistantCustom with their AssistantFlow, and an imported one gets a flow when saved', async () => {
    const a = await makeAssistant();
    const exported = await h.call('POST', '/export-import/export', { assistantCustom: true });
    expect(exported.status).toBe(200);
    const item = exported.body.AssistantCustom.find((x: { id: string }) => x.id === a.id);
    expect(item).toMatchObject({ type: 'CUSTOM', credential: '' });
    const { chatflowId } = JSON.parse(a.details);
    expect(exported.body.AssistantFlow.map((f: { id: string }) => f.id)).toContain(chatflowId);

    // a peer's assistant: details with "instruction", no flow of ours
    const peer = {
      id: crypto.randomUUID(),
      details: JSON.stringify({ name: 'Peer helper', instruction: 'Be kind' }),
      credential: 'c0ffee00-0000-4000-8000-000000000001',
      iconSrc: null,
      type: 'CUSTOM',
    };
    const imported = await h.call('POST', '/export-import/import', { AssistantCustom: [peer] });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.imported).toMatchObject({ AssistantCustom: 1 });
    const saved = await h.call('PUT', `/assistants/${peer.id}`, {
      details: { name: 'Peer helper', instruction: 'Be kind', inputs: h.model('agent') },
    });
    expect(saved.status, saved.text).toBe(200);
    const details = JSON.parse(saved.body.details);
    expect(details.instructions).toBe('Be kind');
    h.llm.enqueue({ text: 'Hello kindly.' });
    const res = await h.call('POST', `/prediction/${details.chatflowId}`, { question: 'hi' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.text).toBe('Hello kindly.');
  });

  it('POST /assistants/generate/instruction writes instructions with the chosen chat model', async () => {
    const m = h.model('agent') as { agentModel: string; agentModelConfig: Record<string, unknown> };
    const selectedChatModel = { name: m.agentModel, inputs: m.agentModelConfig };
    h.llm.enqueue({ text: '  You are a patient maths tutor for children. Explain each step.  ' });
    const res = await h.call('POST', '/assistants/generate/instruction', {
      task: 'Helps children with their maths homework',
      selectedChatModel,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ content: 'You are a patient maths tutor for children. Explain each step.' });
    const sent = JSON.stringify(h.llm.requests.at(-1)!.body.messages);
    expect(sent).toContain('You write the instructions');
    expect(sent).toContain('Helps children with their maths homework');

    const unknown = await h.call('POST', '/assistants/generate/instruction', {
      task: 'x',
      selectedChatModel: { name: 'noSuchModel' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('body/selectedChatModel/name');
    const noTask = await h.call('POST', '/assistants/generate/instruction', { selectedChatModel });
    expect(noTask.status).toBe(400);
    expect(noTask.body.message).toContain('task');

    h.llm.enqueue(
      { error: { status: 500, message: 'model down' } },
      { error: { status: 500, message: 'model down' } },
      { error: { status: 500, message: 'model down' } },
    );
    const failed = await h.call('POST', '/assistants/generate/instruction', { task: 'x', selectedChatModel });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toMatch(/^Could not generate the instructions: /);
  });
});
