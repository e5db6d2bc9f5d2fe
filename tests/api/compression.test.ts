import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { engineHarness, parseSse } from './engineHarness.ts';
import { rawRequest } from './rawRequest.ts';

const h = engineHarness();

/** As the admin, with exactly these headers. */
function raw(method: string, path: string, headers: Record<string, string>, body?: string) {
  const cookie = [...(h.server.admin?.session.cookies ?? [])].map(([k, v]) => `${k}=${v}`).join('; ');
  return rawRequest(
    h.server.url,
    `/api/v1${path}`,
    { cookie, ...headers },
    { method, ...(body ? { body } : {}) },
  );
}

describe('JSON compression', () => {
  it('sends large JSON as brotli when accepted, the same document decompressed', async () => {
    const plain = await raw('GET', '/nodes', {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await raw('GET', '/nodes', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('compresses an answer that names what it is once, and sends the kept copy while it holds', async () => {
    const kept = h.server.app.compressedBodies;
    const first = await raw('GET', '/nodes', { 'accept-encoding': 'br' });
    const hits = kept.hits;
    const again = await raw('GET', '/nodes', { 'accept-encoding': 'br' });
    expect(kept.hits).toBe(hits + 1);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.body.equals(first.body)).toBe(true);
    // another encoding is its own copy
    const gz = await raw('GET', '/nodes', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(
      JSON.parse(brotliDecompressSync(again.body).toString()),
    );
    // a route that names nothing is compressed each time, never served from the copies
    const misses = kept.misses;
    await raw('GET', '/chatflows?includeFlowData=false', { 'accept-encoding': 'br' });
    expect([kept.hits, kept.misses]).toEqual([hits + 1, misses]);
  });

  it('keeps the flows list with flow data compressed while no flow changes', async () => {
    const flowData = JSON.stringify({ nodes: [], edges: [], note: 'kept '.repeat(400) });
    const made = await h.call('POST', '/chatflows', { name: 'kept one', type: 'AGENTFLOW', flowData });
    expect(made.status).toBe(201);
    const list = '/chatflows?type=AGENTFLOW&includeFlowData=true';
    const kept = h.server.app.compressedBodies;
    const first = await raw('GET', list, { 'accept-encoding': 'br' });
    const hits = kept.hits;
    const again = await raw('GET', list, { 'accept-encoding': 'br' });
    expect(kept.hits).toBe(hits + 1);
    expect(again.body.equals(first.body)).toBe(true);
    // another page of it is another answer
    await raw('GET', `${list}&page=1&limit=1`, { 'accept-encoding': 'br' });
    expect(kept.hits).toBe(hits + 1);
    // a change to any flow is a new answer, read again
    expect((await h.call('PUT', `/chatflows/${made.body.id}`, { name: 'kept renamed' })).status).toBe(200);
    const changed = await raw('GET', list, { 'accept-encoding': 'br' });
    expect(kept.hits).toBe(hits + 1);
    const names = (JSON.parse(brotliDecompressSync(changed.body).toString()) as { name: string }[]).map(
      (f) => f.name,
    );
    expect(names).toContain('kept renamed');
    expect(names).not.toContain('kept one');
  });

  it('falls back to gzip, and sends it plain when every encoding is refused', async () => {
    const gz = await raw('GET', '/nodes', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toBeInstanceOf(Array);

    const none = await raw('GET', '/nodes', { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body.toString())).toBeInstanceOf(Array);
  });

  it('leaves small JSON answers as they are', async () => {
    const res = await raw('GET', '/version', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toHaveProperty('version');
  });

  it('never compresses a streamed prediction (text/event-stream)', async () => {
    const id = await h.createLlmFlow();
    h.llm.enqueue({ text: 'one two three' });
    const res = await raw(
      'POST',
      `/prediction/${id}`,
      { 'accept-encoding': 'br, gzip', 'content-type': 'application/json' },
      JSON.stringify({ question: 'hi', streaming: true }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    const events = parseSse(res.body.toString());
    expect(events.at(-1)?.event).toBe('end');
    const tokens = events.filter((x) => x.event === 'token').map((x) => x.data);
    expect(tokens.join('')).toBe('one two three');
  });
});
