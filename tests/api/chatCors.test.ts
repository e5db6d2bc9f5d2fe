import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './apiCall.ts';
import { parseSse, engineHarness } from './engineHarness.ts';

const h = engineHarness();
let open: string;
let listed: string;
let answerId: string;

const flow = (chatbotConfig?: object) =>
  h.createLlmFlow({ chatbot_config: chatbotConfig && JSON.stringify(chatbotConfig) });

/** A browser's request from another site: no cookies, an Origin header. */
async function fromSite(origin: string | undefined, method: string, path: string, body?: unknown) {
  const res = await apiCall({ fetch: h.server.anonymousFetch }, method, path, body, origin ? { origin } : {});
  return { ...res, allow: res.headers.get('access-control-allow-origin') };
}

beforeAll(async () => {
  open = await flow();
  listed = await flow({ allowedOrigins: ['https://shop.example/', ' ', 'not a url'] });
  const res = await h.call('POST', `/prediction/${listed}`, { question: 'seed', chatId: 'cors-chat' });
  answerId = res.body.chatMessageId;
});

describe('cross-origin use of the public chat routes (embed widget)', () => {
  it('a flow without allowed origins answers any site, with its origin in Access-Control-Allow-Origin', async () => {
    const site = 'http://127.0.0.1:9999';
    for (const path of [
      `/public-chatbotConfig/${open}`,
      `/chatflows-streaming/${open}`,
      `/chatflows-uploads/${open}`,
    ]) {
      const res = await fromSite(site, 'GET', path);
      expect(res.status, path).toBe(200);
      expect(res.allow, path).toBe(site);
    }
    const json = await fromSite(site, 'POST', `/prediction/${open}`, { question: 'hi' });
    expect(json.status).toBe(200);
    expect(json.allow).toBe(site);
    const sse = await fromSite(site, 'POST', `/prediction/${open}`, { question: 'hi', streaming: true });
    expect(sse.allow).toBe(site);
    expect(sse.headers.get('content-type')).toContain('text/event-stream');
    expect(parseSse(sse.text).at(-1)?.event).toBe('end');
  });

  it('preflights allow the widget JSON calls (prediction, feedback, leads)', async () => {
    for (const path of [`/prediction/${open}`, '/feedback/x', '/leads']) {
      const res = await h.server.anonymousFetch(`/api/v1${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://anywhere.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('https://anywhere.example');
      expect(res.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
      expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('a flow with allowed origins answers those, refuses other sites with 403 before running, and ignores requests without an Origin', async () => {
    const ok = await fromSite('https://shop.example', 'POST', `/prediction/${listed}`, { question: 'hi' });
    expect(ok.status).toBe(200);
    expect(ok.allow).toBe('https://shop.example');
    expect(h.llm.requests).toHaveLength(1);

    const evil = 'https://evil.example';
    for (const [method, path, body] of [
      ['POST', `/prediction/${listed}`, { question: 'hi', streaming: true }],
      ['GET', `/public-chatbotConfig/${listed}`, undefined],
      ['GET', `/chatflows-uploads/${listed}`, undefined],
      ['POST', `/feedback/${listed}`, { chatId: 'cors-chat', messageId: answerId, rating: 'THUMBS_UP' }],
      ['POST', '/leads', { chatflowid: listed, chatId: 'cors-chat', email: 'a@b.co' }],
    ] as const) {
      const res = await fromSite(evil, method, path, body);
      expect(res.status, path).toBe(403);
      expect(res.allow, path).toBeNull();
      expect(res.text).toContain('may not be used from https://evil.example');
    }
    expect(h.llm.requests).toHaveLength(1);
    const feedback = await h.server.app.brains.db.selectFrom('chat_message_feedback').selectAll().execute();
    expect(feedback).toHaveLength(0);

    const server = await fromSite(undefined, 'POST', `/prediction/${listed}`, { question: 'from a server' });
    expect(server.status).toBe(200);
    expect(server.allow).toBeNull();
  });

  it('feedback updates follow the flow of the feedback', async () => {
    const created = await fromSite('https://shop.example', 'POST', `/feedback/${listed}`, {
      chatId: 'cors-chat',
      messageId: answerId,
      rating: 'THUMBS_UP',
    });
    expect(created.status).toBe(201);
    expect(created.allow).toBe('https://shop.example');
    const id = JSON.parse(created.text).id;
    expect((await fromSite('https://evil.example', 'PUT', `/feedback/${id}`, { content: 'x' })).status).toBe(
      403,
    );
    const ok = await fromSite('https://shop.example', 'PUT', `/feedback/${id}`, { content: 'fine' });
    expect(ok.status).toBe(200);
    expect(ok.allow).toBe('https://shop.example');
  });

  it('the app itself (same host) needs no CORS headers', async () => {
    const res = await h.server.anonymousFetch(`/api/v1/public-chatbotConfig/${listed}`, {
      headers: { origin: h.server.url },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the widget stop button (PUT /chatmessage/abort) stops a streaming run from another site', async () => {
    const site = 'http://127.0.0.1:9999';
    h.llm.enqueue({ text: 'late', delayMs: 30_000 });
    const before = h.llm.requests.length;
    const pending = fromSite(site, 'POST', `/prediction/${open}`, {
      question: 'slow',
      chatId: 'widget-stop',
      streaming: true,
    });
    // Stop once the run is waiting on the model, however long a busy machine takes to get there.
    await expect.poll(() => h.llm.requests.length).toBe(before + 1);
    const stop = await fromSite(site, 'PUT', `/chatmessage/abort/${open}/widget-stop`);
    expect(stop.status).toBe(200);
    expect(stop.allow).toBe(site);
    const events = parseSse((await pending).text);
    expect(events.filter((x) => x.event === 'agentFlowEvent').at(-1)?.data).toBe('TERMINATED');
    expect(events.some((x) => x.event === 'token')).toBe(false);
    expect((await fromSite(site, 'PUT', `/chatmessage/abort/${open}/widget-stop`)).status).toBe(404);
    const listedStop = await fromSite('https://evil.example', 'PUT', `/chatmessage/abort/${listed}/x`);
    expect(listedStop.status).toBe(403);
  });
});
