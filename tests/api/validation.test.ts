import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import echo from './fixtures/echo/index.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';
import { jsonRequest } from './apiCall.ts';

describe('request validation and errors (test plugin routes)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ plugins: [echo] });
  });
  afterAll(() => server?.close());

  async function expectError(res: Response, status: number, message: string | RegExp) {
    expect(res.status).toBe(status);
    const body = (await res.json()) as { statusCode: number; error: string; message: string };
    expect(body.statusCode).toBe(status);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+/);
    return body;
  }

  it('accepts a valid body and stores it through the typed database handle', async () => {
    const res = await server.fetch(
      '/api/v1/api-test/notes',
      jsonRequest('POST', { name: 'first', count: 2 }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 1, name: 'first', count: 2 });
    const list = await server.fetch('/api/v1/api-test/notes?limit=5');
    expect(await list.json()).toEqual([{ id: 1, name: 'first', count: 2 }]);
  });

  it.each([
    [{ name: 5 }, 'body/name must be string'],
    [{}, "body must have required property 'name'"],
    [{ name: '' }, 'body/name must NOT have fewer than 1 characters'],
    [{ name: 'x', count: -1 }, 'body/count must be >= 0'],
    [{ name: 'x', count: 'many' }, 'body/count must be integer'],
    [{ name: 'x', extra: true }, 'body must NOT have additional properties'],
    [[1, 2], 'body must be object'],
  ])('rejects body %j with 400 naming the field', async (body, message) => {
    const res = await server.fetch('/api/v1/api-test/notes', jsonRequest('POST', body));
    const err = await expectError(res, 400, message);
    expect(err.error).toBe('Bad Request');
  });

  it('rejects malformed JSON with 400', async () => {
    await expectError(
      await server.fetch('/api/v1/api-test/notes', jsonRequest('POST', '{"name": ')),
      400,
      /JSON/i,
    );
  });

  it('rejects an empty JSON body with 400', async () => {
    await expectError(await server.fetch('/api/v1/api-test/notes', jsonRequest('POST', '')), 400, /empty/i);
  });

  it('rejects a body over the route limit with 413', async () => {
    const res = await server.fetch('/api/v1/api-test/notes', jsonRequest('POST', { name: 'x'.repeat(2000) }));
    await expectError(res, 413, /too large/i);
  });

  it('rejects an unsupported content type with 415', async () => {
    const res = await server.fetch('/api/v1/api-test/notes', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<name>x</name>',
    });
    expect(res.status).toBe(415);
  });

  it('validates the query string, naming the field', async () => {
    await expectError(
      await server.fetch('/api/v1/api-test/notes?limit=lots'),
      400,
      'querystring/limit must be integer',
    );
    await expectError(
      await server.fetch('/api/v1/api-test/notes?limit=0'),
      400,
      'querystring/limit must be >= 1',
    );
  });

  it('validates params against a schema from schemas/api ($ref, with formats)', async () => {
    await expectError(
      await server.fetch('/api/v1/api-test/things/not-a-uuid'),
      400,
      'params/id must match format "uuid"',
    );
    await expectError(
      await server.fetch('/api/v1/api-test/things/0b7e8f7e-4c0e-4a55-9a39-7b1f0c1d2e3f'),
      404,
      'Thing 0b7e8f7e-4c0e-4a55-9a39-7b1f0c1d2e3f not found',
    );
  });

  it('answers a thrown error with a 500 that hides the details', async () => {
    const res = await server.fetch('/api/v1/api-test/boom');
    const body = await expectError(res, 500, 'Internal Server Error');
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('answers 204 when a handler returns nothing', async () => {
    const res = await server.fetch('/api/v1/api-test/nothing', { method: 'DELETE' });
    expect(res.status).toBe(204);
  });

  it('stored nothing for any rejected request', async () => {
    const rows = await server.app.brains.db.selectFrom('api_test_echo_note').selectAll().execute();
    expect(rows).toHaveLength(1);
  });
});
