import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './apiCall.ts';
import { edge as e, node as n, parseSse, engineHarness, startNode } from './engineHarness.ts';

const h = engineHarness();
let flowId: string;
beforeAll(async () => {
  flowId = await h.createLlmFlow();
});

const anon = (method: string, path: string, body?: unknown) =>
  apiCall({ fetch: h.server.anonymousFetch }, method, path, body);

describe('chat messages', () => {
  it('a prediction stores question and answer; chatMessageId is the stored answer', async () => {
    const res = await h.call('POST', `/prediction/${flowId}`, { question: 'hello', chatId: 'c-1' });
    expect(res.status).toBe(200);
    const list = await h.call('GET', `/chatmessage/${flowId}?chatId=c-1`);
    expect(list.status).toBe(200);
    expect(list.body.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['userMessage', 'hello'],
      ['apiMessage', 'echo: hello'],
    ]);
    expect(list.body[1].id).toBe(res.body.chatMessageId);
    expect(list.body[1]).toMatchObject({
      chatId: 'c-1',
      sessionId: 'c-1',
      executionId: res.body.executionId,
    });
    expect(list.body[1].agentFlowExecutedData).toHaveLength(2);
  });

  it('a streamed prediction stores the answer named in the metadata event', async () => {
    h.llm.enqueue({ text: 'streamed answer' });
    const res = await h.call('POST', `/prediction/${flowId}`, {
      question: 'q',
      chatId: 'c-s',
      streaming: true,
    });
    const meta = parseSse(res.text).find((x) => x.event === 'metadata')?.data as { chatMessageId: string };
    const list = await h.call('GET', `/chatmessage/${flowId}?messageId=${meta.chatMessageId}`);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].content).toBe('streamed answer');
  });

  it('filters by session, date and order; 404 for an unknown flow, 400 for a bad date; needs a session', async () => {
    await h.call('POST', `/prediction/${flowId}`, { question: 'other', chatId: 'c-2' });
    const desc = await h.call('GET', `/chatmessage/${flowId}?sessionId=c-2&order=DESC`);
    expect(desc.body.map((m: { role: string }) => m.role)).toEqual(['apiMessage', 'userMessage']);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await h.call('GET', `/chatmessage/${flowId}?startDate=${future}`)).body).toEqual([]);
    expect((await h.call('GET', '/chatmessage/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await h.call('GET', `/chatmessage/${flowId}?startDate=yesterday`)).status).toBe(400);
    expect((await anon('GET', `/chatmessage/${flowId}`)).status).toBe(401);
  });

  it('another workspace sees none of it (404)', async () => {
    const ws = await h.server.createWorkspace('Chat other');
    const user = await h.server.createUser({ workspace: ws, role: 'owner' });
    expect((await user.session.fetch(`/api/v1/chatmessage/${flowId}`)).status).toBe(404);
    expect((await user.session.fetch(`/api/v1/feedback/${flowId}`)).status).toBe(404);
    expect((await user.session.fetch(`/api/v1/leads/${flowId}`)).status).toBe(404);
  });

  it('deletes one chat, and refuses a delete without chatId or sessionId', async () => {
    await h.call('POST', `/prediction/${flowId}`, { question: 'bye', chatId: 'c-del' });
    expect((await h.call('DELETE', `/chatmessage/${flowId}`)).status).toBe(400);
    const del = await h.call('DELETE', `/chatmessage/${flowId}?chatId=c-del`);
    expect(del.body).toEqual({ deleted: 2 });
    expect((await h.call('GET', `/chatmessage/${flowId}?chatId=c-del`)).body).toEqual([]);
    expect((await h.call('GET', `/chatmessage/${flowId}?chatId=c-1`)).body).toHaveLength(2);
  });
});

describe('human input', () => {
  it('stores the paused answer with its action, then the resumed answer', async () => {
    const hi = await h.createFlow(
      [
        startNode(),
        n('humanInputAgentflow_0', 'humanInputAgentflow', {
          humanInputDescriptionType: 'fixed',
          humanInputDescription: 'Go ahead?',
        }),
        n('directReplyAgentflow_ok', 'directReplyAgentflow', { directReplyMessage: 'sent' }),
        n('directReplyAgentflow_no', 'directReplyAgentflow', { directReplyMessage: 'not sent' }),
      ],
      [
        e('startAgentflow_0', 'humanInputAgentflow_0'),
        e('humanInputAgentflow_0', 'directReplyAgentflow_ok', 0),
        e('humanInputAgentflow_0', 'directReplyAgentflow_no', 1),
      ],
    );
    const paused = await h.call('POST', `/prediction/${hi}`, { question: 'mail it', chatId: 'c-h' });
    expect(paused.body.action.data.nodeId).toBe('humanInputAgentflow_0');
    const resumed = await h.call('POST', `/prediction/${hi}`, {
      chatId: 'c-h',
      humanInput: { type: 'proceed' },
    });
    expect(resumed.body.text).toBe('sent');
    const list = await h.call('GET', `/chatmessage/${hi}?chatId=c-h`);
    expect(list.body.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['userMessage', 'mail it'],
      ['apiMessage', 'Go ahead?'],
      ['apiMessage', 'sent'],
    ]);
    expect(list.body[1].action.data.nodeId).toBe('humanInputAgentflow_0');
    expect(list.body[2].id).toBe(resumed.body.chatMessageId);
  });
});

describe('feedback', () => {
  it('is posted without a session, listed, updated, and filters the messages', async () => {
    const res = await h.call('POST', `/prediction/${flowId}`, { question: 'rate me', chatId: 'c-f' });
    const messageId = res.body.chatMessageId as string;
    const fb = await anon('POST', `/feedback/${flowId}`, {
      chatflowid: flowId,
      chatId: 'c-f',
      messageId,
      rating: 'THUMBS_DOWN',
      content: 'too short',
    });
    expect(fb.status).toBe(201);
    expect(fb.body).toMatchObject({ messageId, rating: 'THUMBS_DOWN', content: 'too short', chatId: 'c-f' });
    const upd = await anon('PUT', `/feedback/${fb.body.id}`, { rating: 'THUMBS_UP' });
    expect(upd.body).toMatchObject({ rating: 'THUMBS_UP', content: 'too short' });
    const list = await h.call('GET', `/feedback/${flowId}?chatId=c-f`);
    expect(list.body).toHaveLength(1);
    const up = await h.call('GET', `/chatmessage/${flowId}?feedbackType=THUMBS_UP`);
    expect(up.body.map((m: { id: string }) => m.id)).toEqual([messageId]);
    expect(up.body[0].feedback).toMatchObject({ rating: 'THUMBS_UP' });
    expect((await h.call('GET', `/chatmessage/${flowId}?feedbackType=THUMBS_DOWN`)).body).toEqual([]);
    // a second rating of the same message replaces the first (message_id is unique)
    const again = await anon('POST', `/feedback/${flowId}`, {
      chatId: 'c-f',
      messageId,
      rating: 'THUMBS_DOWN',
    });
    expect(again.status).toBe(201);
    expect((await h.call('GET', `/feedback/${flowId}`)).body).toHaveLength(1);
  });

  it('refuses bad input: unknown message 404, bad rating 400, wrong chat 400, unknown feedback 404', async () => {
    const res = await h.call('POST', `/prediction/${flowId}`, { question: 'x', chatId: 'c-bad' });
    const messageId = res.body.chatMessageId as string;
    expect(
      (await anon('POST', `/feedback/${flowId}`, { chatId: 'c-bad', messageId: 'nope', rating: 'THUMBS_UP' }))
        .status,
    ).toBe(404);
    const bad = await anon('POST', `/feedback/${flowId}`, { chatId: 'c-bad', messageId, rating: 'GREAT' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('rating');
    expect(
      (await anon('POST', `/feedback/${flowId}`, { chatId: 'other', messageId, rating: 'THUMBS_UP' })).status,
    ).toBe(400);
    expect(
      (await anon('PUT', '/feedback/00000000-0000-0000-0000-000000000000', { rating: 'THUMBS_UP' })).status,
    ).toBe(404);
    expect((await anon('PUT', '/feedback/x', {})).status).toBe(400);
  });
});

describe('leads and the public chatbot reads', () => {
  it('stores a lead without a session and lists it signed in; refuses a bad email or an empty lead', async () => {
    const ok = await anon('POST', '/leads', {
      chatflowid: flowId,
      chatId: 'c-l',
      name: 'Ada',
      email: 'ada@example.com',
    });
    expect(ok.status).toBe(201);
    expect((await anon('POST', '/leads', { chatflowid: flowId, chatId: 'c-l', email: 'nope' })).status).toBe(
      400,
    );
    expect((await anon('POST', '/leads', { chatflowid: flowId, chatId: 'c-l' })).status).toBe(400);
    expect((await anon('POST', '/leads', { chatflowid: 'missing', chatId: 'c', name: 'x' })).status).toBe(
      404,
    );
    const list = await h.call('GET', `/leads/${flowId}`);
    expect(list.body).toEqual([
      expect.objectContaining({ name: 'Ada', email: 'ada@example.com', phone: '' }),
    ]);
    expect((await anon('GET', `/leads/${flowId}`)).status).toBe(401);
  });

  it('serves the public chatbot config without secrets, streaming and uploads', async () => {
    await h.server.app.brains.db
      .updateTable('chat_flow')
      .set({
        chatbot_config: JSON.stringify({
          title: 'Support',
          welcomeMessage: 'Hello there',
          starterPrompts: { 0: { prompt: 'Help me' } },
          allowedOrigins: ['https://secret.example'],
        }),
      })
      .where('id', '=', flowId)
      .execute();
    const cfg = await anon('GET', `/public-chatbotConfig/${flowId}`);
    expect(cfg.status).toBe(200);
    expect(cfg.body).toMatchObject({
      title: 'Support',
      welcomeMessage: 'Hello there',
      starterPrompts: { 0: { prompt: 'Help me' } },
    });
    expect(JSON.stringify(cfg.body)).not.toContain('secret.example');
    expect((await anon('GET', `/chatflows-streaming/${flowId}`)).body).toEqual({ isStreaming: true });
    expect((await anon('GET', `/chatflows-uploads/${flowId}`)).body).toMatchObject({
      isImageUploadAllowed: false,
    });
    expect((await anon('GET', '/public-chatbotConfig/missing')).status).toBe(404);
  });
});
