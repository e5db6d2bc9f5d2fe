import { afterAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '../../../tests/http/recordingServer.ts';
import { testSignal, testToolContext, toolOf } from './providerTestKit.ts';
import { requestsDelete, requestsGet, requestsPut, requestUrl } from './requestsTools.ts';

const api = await startRecordingServer((r) =>
  r.path.startsWith('/events')
    ? { body: { method: r.method, path: r.path, q: r.query.toString() } }
    : undefined,
);
afterAll(() => api.close());
const ctx = testToolContext();
const ID_SCHEMA = JSON.stringify({
  id: { type: 'string', in: 'path', required: true, description: 'The event id' },
  when: { type: 'string', in: 'query' },
});

describe('Requests tools (peer inputs, rich-text URL as the peer saves it)', () => {
  it('requestsGet: path and query parameters from the schema; the model sees them as queryParams', async () => {
    const t = await toolOf(
      requestsGet,
      {
        requestsGetUrl: `<p>${api.url}/events</p>`,
        requestsGetName: 'get_events',
        requestsGetQueryParamsSchema: ID_SCHEMA,
        requestsGetHeaders: '{"x-team":"blue"}',
      },
      ctx,
    );
    expect(t.name).toBe('get_events');
    expect(t.schema).toMatchObject({ properties: { queryParams: { required: ['id'] } } });
    const out = JSON.parse(String(await t.run({ queryParams: { id: '42', when: 'today' } }, testSignal)));
    expect(out).toEqual({ method: 'GET', path: '/events/42', q: 'when=today' });
    expect(api.requests.at(-1)?.headers['x-team']).toBe('blue');
  });

  it('requestsPut sends the model’s body merged over the fixed one; requestsDelete its path id', async () => {
    const put = await toolOf(
      requestsPut,
      { requestsPutUrl: `${api.url}/events/:id`, requestPutBody: '{"source":"agent"}' },
      ctx,
    );
    await put.run({ body: { name: 'Launch' } }, testSignal);
    expect(api.requests.at(-1)).toMatchObject({ method: 'PUT' });
    expect(JSON.parse(api.requests.at(-1)?.body ?? '')).toEqual({ source: 'agent', name: 'Launch' });
    const del = await toolOf(
      requestsDelete,
      { requestsDeleteUrl: `${api.url}/events`, requestsDeleteQueryParamsSchema: ID_SCHEMA },
      ctx,
    );
    await del.run({ queryParams: { id: '7' } }, testSignal);
    expect(api.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/events/7' });
  });

  it('an error status fails the call; a private address is refused by the guarded fetch', async () => {
    const t = await toolOf(requestsGet, { requestsGetUrl: `${api.url}/missing` }, ctx);
    await expect(t.run({}, testSignal)).rejects.toThrow(/HTTP 404/);
    const closed = await toolOf(requestsGet, { requestsGetUrl: 'http://10.1.2.3/x' }, ctx);
    await expect(closed.run({}, testSignal)).rejects.toThrow();
    expect(requestUrl('http://h/a/:id', { id: 'x y' }, { id: { in: 'path' } })).toBe('http://h/a/x%20y');
  });
});
