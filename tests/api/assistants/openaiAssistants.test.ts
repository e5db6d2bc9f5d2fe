import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ResponsesTestServer, startResponsesTestServer } from '../../llm/responsesTestServer.ts';
import { apiCall } from '../apiCall.ts';
import { ADD_NUMBERS_TOOL, parseSse } from '../engineHarness.ts';
import { startTestServer, type TestServer } from '../startTestServer.ts';

/**
 * OpenAI and Azure OpenAI assistants on the Responses API, against our protocol server on
 * 127.0.0.1: made through /assistants with a credential of the workspace, run through the
 * prediction API (JSON and SSE), our tools called back, file search over a vector store made and
 * filled through the vector-store routes, Azure's layout, refusals, and the export sets.
 */
let server: TestServer;
let vendor: ResponsesTestServer;
let openaiCred: string;
let azureCred: string;
const KEY = `sk-assist-${crypto.randomUUID()}`;
const AZURE_KEY = `az-assist-${crypto.randomUUID()}`;

const call = (method: string, path: string, body?: unknown) => apiCall(server, method, path, body);

beforeAll(async () => {
  [server, vendor] = await Promise.all([
    startTestServer(),
    startResponsesTestServer({ azureApiKey: AZURE_KEY }),
  ]);
  const o = await call('POST', '/credentials', {
    name: 'OpenAI',
    credentialName: 'openAIApi',
    plainDataObj: { openAIApiKey: KEY },
  });
  const a = await call('POST', '/credentials', {
    name: 'Azure',
    credentialName: 'azureOpenAIApi',
    plainDataObj: {
      azureOpenAIApiKey: AZURE_KEY,
      azureOpenAIApiInstanceName: 'unused',
      azureOpenAIApiDeploymentName: 'gpt-4o-prod',
      azureOpenAIApiVersion: '2025-04-01-preview',
    },
  });
  openaiCred = o.body.id;
  azureCred = a.body.id;
});
afterAll(() => Promise.all([server?.close(), vendor?.close()]));
beforeEach(() => vendor.reset());

async function makeAssistant(
  details: Record<string, unknown> = {},
  type = 'OPENAI',
  credential = openaiCred,
) {
  const res = await call('POST', '/assistants', {
    type,
    credential,
    details: JSON.stringify({
      name: 'Helper',
      model: 'gpt-4o-mini',
      instructions: 'You answer briefly.',
      baseURL: type === 'AZURE' ? vendor.azureBaseURL : vendor.baseURL,
      ...details,
    }),
  });
  expect(res.status, res.text).toBe(201);
  const d = JSON.parse(res.body.details);
  return {
    ...(res.body as { id: string; type: string; credential: string }),
    flowId: d.chatflowId as string,
    d,
  };
}

describe('OpenAI assistants', () => {
  it('answer through the Responses API with their instructions, listed by type, the key never sent back', async () => {
    const a = await makeAssistant({ temperature: 0.3 });
    expect(a).toMatchObject({ type: 'OPENAI', credential: openaiCred });
    const listed = await call('GET', '/assistants?type=OPENAI');
    expect(listed.body.map((x: { id: string }) => x.id)).toEqual([a.id]);
    expect(
      (await call('GET', '/assistants?type=CUSTOM')).body.map((x: { id: string }) => x.id),
    ).not.toContain(a.id);
    expect((await call('GET', `/chatflows/${a.flowId}`)).body.type).toBe('ASSISTANT');

    const res = await call('POST', `/prediction/${a.flowId}`, { question: 'hello there' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.text).toBe('echo: hello there');
    const sent = vendor.responses()[0]!;
    expect(sent.path).toBe('/v1/responses');
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({
      model: 'gpt-4o-mini',
      instructions: 'You answer briefly.',
      temperature: 0.3,
      stream: false,
    });
    expect(sent.body.input).toEqual([{ role: 'user', content: 'hello there' }]);
    expect(JSON.stringify([listed.body, res.body])).not.toContain(KEY);

    // the session's history goes along on the next turn
    const chatId = res.body.chatId;
    await call('POST', `/prediction/${a.flowId}`, { question: 'and again', chatId });
    expect(vendor.responses()[1]!.body.input).toEqual([
      { role: 'user', content: 'hello there' },
      { role: 'assistant', content: 'echo: hello there' },
      { role: 'user', content: 'and again' },
    ]);
  });

  it('call our tools and send their outputs back as function_call_output on the previous response', async () => {
    const tool = await call('POST', '/tools', ADD_NUMBERS_TOOL);
    expect(tool.status).toBe(201);
    const a = await makeAssistant({
      tools: [{ type: 'function', tool: 'add_numbers' }, { type: 'code_interpreter' }],
    });
    vendor.enqueue(
      { toolCalls: [{ name: 'add_numbers', arguments: { a: 2, b: 3 }, id: 'call_1' }] },
      { text: 'It is 5.' },
    );
    const res = await call('POST', `/prediction/${a.flowId}`, { question: 'What is 2 + 3?' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.text).toBe('It is 5.');
    const [first, second] = vendor.responses();
    expect(first!.body.tools).toEqual([
      { type: 'code_interpreter', container: { type: 'auto', file_ids: [] } },
      expect.objectContaining({ type: 'function', name: 'add_numbers', parameters: expect.any(Object) }),
    ]);
    expect(second!.body.previous_response_id).toMatch(/^resp_/);
    expect(second!.body.input).toEqual([{ type: 'function_call_output', call_id: 'call_1', output: '5' }]);
    const executed = JSON.stringify(res.body.agentFlowExecutedData ?? res.body);
    expect(executed).toContain('"toolOutput":"5"');
  });

  it('stream the answer as tokens from the Responses events', async () => {
    const a = await makeAssistant();
    vendor.enqueue({ text: 'one two three' });
    const res = await call('POST', `/prediction/${a.flowId}`, { question: 'count', streaming: true });
    expect(res.status).toBe(200);
    const events = parseSse(res.text);
    const tokens = events.filter((e) => e.event === 'token').map((e) => e.data);
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('')).toBe('one two three');
    expect(vendor.responses()[0]!.body.stream).toBe(true);
  });

  it('search a vector store filled through our routes, the hits as source documents', async () => {
    const q = `?credential=${openaiCred}&baseURL=${encodeURIComponent(vendor.baseURL)}`;
    const made = await call('POST', `/openai-assistants-vector-store${q}`, { name: 'Handbook' });
    expect(made.status, made.text).toBe(201);
    const form = new FormData();
    form.append(
      'files',
      new File(['Holidays: every employee gets 30 days of leave.\n\nParking is free.'], 'handbook.txt'),
    );
    const up = await server.fetch(`/api/v1/openai-assistants-vector-store/${made.body.id}${q}`, {
      method: 'POST',
      body: form,
    });
    expect(up.status, await up.clone().text()).toBe(200);
    const [file] = (await up.json()) as { id: string; filename: string }[];
    expect(file).toMatchObject({ filename: 'handbook.txt' });
    const store = await call('GET', `/openai-assistants-vector-store/${made.body.id}${q}`);
    expect(store.body).toMatchObject({
      name: 'Handbook',
      fileCount: 1,
      files: [{ id: file!.id, filename: 'handbook.txt' }],
    });
    expect(
      (await call('GET', `/openai-assistants-vector-store${q}`)).body.map((s: { id: string }) => s.id),
    ).toEqual([made.body.id]);

    const a = await makeAssistant({
      tools: [{ type: 'file_search' }],
      tool_resources: { file_search: { vector_store_ids: [made.body.id] } },
    });
    const res = await call('POST', `/prediction/${a.flowId}`, { question: 'How many holidays of leave?' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.text).toBe('From handbook.txt: Holidays: every employee gets 30 days of leave.');
    expect(vendor.responses()[0]!.body).toMatchObject({
      tools: [{ type: 'file_search', vector_store_ids: [made.body.id] }],
      include: ['file_search_call.results'],
    });
    expect(JSON.stringify(res.body.agentFlowExecutedData)).toContain('"source":"handbook.txt"');
    const streamed = parseSse(
      (await call('POST', `/prediction/${a.flowId}`, { question: 'Holidays?', streaming: true })).text,
    );
    expect(streamed.find((e) => e.event === 'sourceDocuments')?.data).toEqual([
      expect.objectContaining({
        pageContent: expect.stringContaining('30 days'),
        metadata: expect.objectContaining({ source: 'handbook.txt' }),
      }),
    ]);

    const renamed = await call('PUT', `/openai-assistants-vector-store/${made.body.id}${q}`, { name: 'HR' });
    expect(renamed.body.name).toBe('HR');
    const removed = await call('PATCH', `/openai-assistants-vector-store/${made.body.id}${q}`, {
      deleteFiles: [file!.id],
    });
    expect(removed.body).toEqual({ deletedFiles: 1 });
    expect(vendor.vendor.files.size).toBe(0);
    expect((await call('DELETE', `/openai-assistants-vector-store/${made.body.id}${q}`)).status).toBe(200);
    expect(vendor.vendor.stores.size).toBe(0);
    expect((await call('GET', `/openai-assistants-vector-store/${made.body.id}${q}`)).status).toBe(404);
  });

  it('upload files for the code interpreter', async () => {
    const q = `?credential=${openaiCred}&baseURL=${encodeURIComponent(vendor.baseURL)}`;
    const form = new FormData();
    form.append('files', new File(['a,b\n1,2\n'], 'data.csv'));
    const res = await server.fetch(`/api/v1/openai-assistants-file/upload${q}`, {
      method: 'POST',
      body: form,
    });
    expect(res.status).toBe(200);
    const [f] = (await res.json()) as { id: string; filename: string; bytes: number }[];
    expect(f).toMatchObject({ filename: 'data.csv', bytes: 8 });
    expect(vendor.vendor.files.get(f!.id)?.purpose).toBe('assistants');
  });

  it('refuse a missing or wrong credential, a bad model or tool, naming the field; a type never changes', async () => {
    const base = { type: 'OPENAI', details: { name: 'x', model: 'gpt-4o' } };
    const none = await call('POST', '/assistants', base);
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('body/credential');
    const wrong = await call('POST', '/assistants', { ...base, credential: azureCred });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('openAIApi');
    const unknown = await call('POST', '/assistants', { ...base, credential: crypto.randomUUID() });
    expect(unknown.status).toBe(400);
    const noModel = await call('POST', '/assistants', {
      ...base,
      credential: openaiCred,
      details: { name: 'x' },
    });
    expect(noModel.body.message).toContain('body/details/model');
    const badTool = await call('POST', '/assistants', {
      ...base,
      credential: openaiCred,
      details: { name: 'x', model: 'gpt-4o', tools: [{ type: 'web_browser' }] },
    });
    expect(badTool.body.message).toContain('body/details/tools/0');
    const a = await makeAssistant();
    const retype = await call('PUT', `/assistants/${a.id}`, { type: 'CUSTOM' });
    expect(retype.status).toBe(400);
    expect(retype.body.message).toContain('body/type');
    const noQuery = await call('GET', '/openai-assistants-vector-store');
    expect(noQuery.status).toBe(400);
    expect(noQuery.body.message).toContain('credential');
  });

  it('update the flow with the details, and delete both', async () => {
    const a = await makeAssistant();
    const put = await call('PUT', `/assistants/${a.id}`, {
      details: { ...a.d, name: 'Renamed', instructions: 'Answer in French.' },
    });
    expect(put.status, put.text).toBe(200);
    expect(JSON.parse(put.body.details).chatflowId).toBe(a.flowId);
    const flow = await call('GET', `/chatflows/${a.flowId}`);
    expect(flow.body.name).toBe('Renamed');
    expect(flow.body.flowData).toContain('Answer in French.');
    await call('POST', `/prediction/${a.flowId}`, { question: 'hi' });
    expect(vendor.responses()[0]!.body.instructions).toBe('Answer in French.');
    expect((await call('DELETE', `/assistants/${a.id}`)).status).toBe(200);
    expect((await call('GET', `/assistants/${a.id}`)).status).toBe(404);
    expect((await call('GET', `/chatflows/${a.flowId}`)).status).toBe(404);
  });
});

describe('Azure OpenAI assistants', () => {
  it("answer at the resource's /openai/responses with the api-version, the api-key and the deployment as model", async () => {
    const a = await makeAssistant({ model: '' }, 'AZURE', azureCred);
    const res = await call('POST', `/prediction/${a.flowId}`, { question: 'hi azure' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.text).toBe('echo: hi azure');
    const sent = vendor.responses()[0]!;
    expect(sent.path).toBe('/openai/responses?api-version=2025-04-01-preview');
    expect(sent.headers['api-key']).toBe(AZURE_KEY);
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.body.model).toBe('gpt-4o-prod');
  });

  it("reach the resource's vector stores and files with the api-version and the api-key", async () => {
    const q = `?credential=${azureCred}&baseURL=${encodeURIComponent(vendor.azureBaseURL)}`;
    const made = await call('POST', `/openai-assistants-vector-store${q}`, { name: 'Azure docs' });
    expect(made.status, made.text).toBe(201);
    const listed = await call('GET', `/openai-assistants-vector-store${q}`);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: made.body.id, name: 'Azure docs', fileCount: 0 }),
    ]);
    // the vendor refuses a wrong key: the caller gets its reason, never the key
    const other = await call('POST', '/credentials', {
      name: 'Azure wrong key',
      credentialName: 'azureOpenAIApi',
      plainDataObj: {
        azureOpenAIApiKey: 'wrong-key-9',
        azureOpenAIApiInstanceName: 'x',
        azureOpenAIApiDeploymentName: 'd',
        azureOpenAIApiVersion: 'v1',
      },
    });
    const refused = await call(
      'GET',
      `/openai-assistants-vector-store?credential=${other.body.id}&baseURL=${encodeURIComponent(vendor.azureBaseURL)}`,
    );
    expect(other.status, other.text).toBe(201);
    expect(refused.status, refused.text).toBe(502);
    expect(refused.body.message).toContain('answered 401');
    expect(refused.text).not.toContain('wrong-key-9');
  });
});

describe('OpenAI and Azure assistants in export files', () => {
  it('go out as AssistantOpenAI and AssistantAzure without credential or flow, and come back to chat once saved', async () => {
    const o = await makeAssistant({ name: 'Exported', tools: [{ type: 'file_search' }] });
    const z = await makeAssistant({ name: 'Exported Azure', model: '' }, 'AZURE', azureCred);
    const exported = await call('POST', '/export-import/export', {
      assistantOpenAI: true,
      assistantAzure: true,
      assistantCustom: true,
    });
    expect(exported.status, exported.text).toBe(200);
    const item = exported.body.AssistantOpenAI.find((x: { id: string }) => x.id === o.id);
    expect(item).toMatchObject({ type: 'OPENAI', credential: '' });
    expect(JSON.parse(item.details)).toMatchObject({
      name: 'Exported',
      model: 'gpt-4o-mini',
      tools: [{ type: 'file_search' }],
    });
    expect(JSON.parse(item.details).chatflowId).toBeUndefined();
    expect(exported.body.AssistantAzure.map((x: { id: string }) => x.id)).toContain(z.id);
    // their flows are made from the details again, so they are not in AssistantFlow
    const flows = exported.body.AssistantFlow.map((f: { id: string }) => f.id);
    expect(flows).not.toContain(o.flowId);
    expect(JSON.stringify(exported.body)).not.toContain(KEY);

    await call('DELETE', `/assistants/${o.id}`);
    const imported = await call('POST', '/export-import/import', { AssistantOpenAI: [item] });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.imported).toMatchObject({ AssistantOpenAI: 1 });
    const back = await call('GET', `/assistants/${o.id}`);
    expect(back.body).toMatchObject({ type: 'OPENAI', credential: null });
    expect(JSON.parse(back.body.details).chatflowId).toBeUndefined();
    const noCredential = await call('PUT', `/assistants/${o.id}`, { details: JSON.parse(back.body.details) });
    expect(noCredential.status).toBe(400);
    expect(noCredential.body.message).toContain('body/credential');
    const saved = await call('PUT', `/assistants/${o.id}`, { credential: openaiCred });
    expect(saved.status, saved.text).toBe(200);
    const flowId = JSON.parse(saved.body.details).chatflowId;
    const res = await call('POST', `/prediction/${flowId}`, { question: 'back again' });
    expect(res.body.text).toBe('echo: back again');
  });

  it("take the peer's OpenAI assistant (its function tools by name), keeping a credential of this workspace", async () => {
    const peer = {
      id: crypto.randomUUID(),
      details: JSON.stringify({
        id: 'asst_abc',
        name: 'Peer analyst',
        model: 'gpt-4o',
        instructions: 'Analyse',
        tools: [{ type: 'code_interpreter' }, { type: 'function', function: { name: 'add_numbers' } }],
        tool_resources: { code_interpreter: { file_ids: ['file-1'] } },
      }),
      credential: openaiCred,
      iconSrc: null,
      type: 'OPENAI',
    };
    const imported = await call('POST', '/export-import/import', { AssistantOpenAI: [peer] });
    expect(imported.body.imported).toMatchObject({ AssistantOpenAI: 1 });
    const back = await call('GET', `/assistants/${peer.id}`);
    expect(back.body.credential).toBe(openaiCred);
    const saved = await call('PUT', `/assistants/${peer.id}`, { details: back.body.details });
    expect(saved.status, saved.text).toBe(200);
    expect(JSON.parse(saved.body.details)).toMatchObject({
      tools: [{ type: 'code_interpreter' }, { type: 'function', tool: 'add_numbers' }],
      tool_resources: { code_interpreter: { file_ids: ['file-1'] } },
    });
  });
});
