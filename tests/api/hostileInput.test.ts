import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './apiCall.ts';
import { engineHarness } from './engineHarness.ts';

const h = engineHarness();
let flowId: string;
beforeAll(async () => {
  flowId = await h.createLlmFlow();
});

const anon = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  apiCall({ fetch: h.server.anonymousFetch }, method, path, body, headers);
const NUL = 'a\u0000b';

describe('a NUL character anywhere in a request', () => {
  // Each stored the string or compared it in SQL, and PostgreSQL answered with an error (500).
  it.each([
    ['POST', '/auth/login', () => ({ email: NUL, password: 'x' }), 'body/email'],
    [
      'POST',
      '/account/forgot-password',
      () => ({ user: { email: `${NUL}@example.com` } }),
      'body/user/email',
    ],
    ['POST', '/account/resend-verification', () => ({ email: `${NUL}@example.com` }), 'body/email'],
    ['POST', '/leads', () => ({ chatflowid: flowId, chatId: 'c', name: NUL }), 'body/name'],
    ['POST', '/prediction/:flow', () => ({ question: NUL }), 'body/question'],
    [
      'POST',
      '/prediction/:flow',
      () => ({ question: 'q', overrideConfig: { vars: { [NUL]: 1 } } }),
      'body/overrideConfig/vars',
    ],
  ])('anonymous %s %s answers 400 naming the field', async (method, path, body, field) => {
    const res = await anon(method, path.replace(':flow', flowId), body());
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(field);
    expect(res.body.message).toContain('NUL');
  });

  it.each([
    ['POST', '/variables', { name: 'v', value: NUL, type: 'static' }, 'body/value'],
    ['POST', '/tools', { name: NUL, description: 'd', color: '#fff' }, 'body/name'],
    ['POST', '/chatflows', { name: NUL, type: 'AGENTFLOW', flowData: '{}' }, 'body/name'],
    ['POST', '/apikey', { keyName: NUL }, 'body/keyName'],
    [
      'POST',
      '/credentials',
      { name: 'c', credentialName: 'openAIApi', plainDataObj: { openAIApiKey: NUL } },
      'body/plainDataObj/openAIApiKey',
    ],
  ])(
    'signed in %s %s answers 400 naming the field, and nothing is stored',
    async (method, path, body, field) => {
      const before = await h.server.app.brains.db
        .selectFrom('variable')
        .select((b) => b.fn.countAll().as('n'))
        .executeTakeFirst();
      const res = await h.call(method, path, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`${field} must not contain a NUL character`);
      const after = await h.server.app.brains.db
        .selectFrom('variable')
        .select((b) => b.fn.countAll().as('n'))
        .executeTakeFirst();
      expect(after).toEqual(before);
    },
  );

  it('in the URL: a path parameter and a query string answer 400 too', async () => {
    const param = await h.call('GET', `/chatflows/${encodeURIComponent(NUL)}`);
    expect(param.status).toBe(400);
    expect(param.body.message).toContain('params/');
    const query = await h.call('GET', `/chatmessage/${flowId}?chatId=${encodeURIComponent(NUL)}`);
    expect(query.status).toBe(400);
    expect(query.body.message).toBe('querystring/chatId must not contain a NUL character');
  });

  it('nesting deeper than any route takes answers 400, not a stack overflow', async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const res = await h.call('POST', '/variables', deep);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/nested deeper than \d+ levels/);
  });
});

describe('public feedback', () => {
  async function feedbackOn(id: string, headers: Record<string, string> = {}) {
    const res = await h.call('POST', `/prediction/${id}`, { question: 'rate me', chatId: 'c-h' }, headers);
    expect(res.status).toBe(200);
    const fb = await anon(
      'POST',
      `/feedback/${id}`,
      { chatId: 'c-h', messageId: res.body.chatMessageId, rating: 'THUMBS_DOWN' },
      headers,
    );
    expect(fb.status).toBe(201);
    return fb.body.id as string;
  }

  it('PUT with only unknown fields is a 400, not an empty UPDATE', async () => {
    const id = await feedbackOn(flowId);
    const res = await anon('PUT', `/feedback/${id}`, { unknown: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('body must NOT have additional properties');
  });

  it("PUT on a flow bound to an API key needs that key, as the flow's other public routes do", async () => {
    const key = await h.call('POST', '/apikey', { keyName: 'feedback' });
    expect(key.status).toBe(201);
    const keyed = await h.createLlmFlow({ apikey_id: key.body.id });
    const auth = { authorization: `Bearer ${key.body.apiKey}` };
    expect(
      (await anon('POST', `/feedback/${keyed}`, { chatId: 'c', messageId: 'm', rating: 'THUMBS_UP' })).status,
    ).toBe(401);
    const id = await feedbackOn(keyed, auth);
    const refused = await anon('PUT', `/feedback/${id}`, { rating: 'THUMBS_UP' });
    expect(refused.status).toBe(401);
    const row = await h.server.app.brains.db
      .selectFrom('chat_message_feedback')
      .select('rating')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.rating).toBe('THUMBS_DOWN');
    const allowed = await anon('PUT', `/feedback/${id}`, { rating: 'THUMBS_UP' }, auth);
    expect(allowed.status).toBe(200);
    expect(allowed.body.rating).toBe('THUMBS_UP');
  });
});

describe('a NUL character from elsewhere', () => {
  it('in a model answer: the prediction answers and the exchange is stored', async () => {
    h.llm.enqueue({ text: 'before\u0000after' });
    const res = await h.call('POST', `/prediction/${flowId}`, { question: 'q', chatId: 'c-nul' });
    expect(res.status).toBe(200);
    const list = await h.call('GET', `/chatmessage/${flowId}?chatId=c-nul`);
    expect(list.body.map((m: { content: string }) => m.content)).toEqual(['q', 'beforeafter']);
  });
});
