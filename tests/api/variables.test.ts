import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveVariables } from '../../plugins/variables/server/resolveVariables.ts';
import { apiCall } from './apiCall.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';
import { workspaceHeader, workspaceHeaderPolicy } from './workspaceHeader.ts';

let server: TestServer;

const call = (method: string, path: string, body?: unknown, workspace?: string) =>
  apiCall(server, method, path, body, workspaceHeader(workspace));

beforeAll(async () => {
  server = await startTestServer({ accessPolicy: workspaceHeaderPolicy });
});
afterAll(async () => {
  await server?.close();
});

describe('variables CRUD', () => {
  it('creates, lists, reads, updates and deletes a variable', async () => {
    const created = await call('POST', '/variables', {
      name: 'api_url',
      value: 'https://a.test',
      type: 'runtime',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'api_url',
      value: 'https://a.test',
      type: 'runtime',
      workspaceId: 'default',
    });
    const id = created.body.id;
    const list = await call('GET', '/variables');
    expect(list.body.find((v: { id: string }) => v.id === id)).toEqual(created.body);
    expect((await call('GET', `/variables/${id}`)).body).toEqual(created.body);

    const put = await call('PUT', `/variables/${id}`, { value: 'https://b.test', type: 'static' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, name: 'api_url', value: 'https://b.test', type: 'static' });
    const renamed = await call('PUT', `/variables/${id}`, { name: 'API_URL_2' });
    expect(renamed.body).toMatchObject({ name: 'API_URL_2', value: 'https://b.test' });

    expect((await call('DELETE', `/variables/${id}`)).status).toBe(204);
    expect((await call('GET', `/variables/${id}`)).status).toBe(404);
  });

  it('defaults to a static variable with an empty value', async () => {
    const created = await call('POST', '/variables', { name: '_blank' });
    expect(created.body).toMatchObject({ value: '', type: 'static' });
  });
});

describe('variables bad input', () => {
  it.each([
    ['', 'Name is required'],
    ['9lives', 'must not start with a digit'],
    ['my-var', 'only letters, digits and underscores'],
    ['has space', 'only letters, digits and underscores'],
    ['x'.repeat(101), 'at most 100 characters'],
  ])('refuses the name %j with 400', async (name, message) => {
    const res = await call('POST', '/variables', { name, value: 'v' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('refuses a bad type, a missing name, unknown fields and non-string values', async () => {
    for (const body of [
      { name: 'a1', type: 'dynamic' },
      { value: 'v' },
      { name: 'a2', colour: 'red' },
      { name: 'a3', value: { nested: true } },
    ]) {
      expect((await call('POST', '/variables', body)).status).toBe(400);
    }
  });

  it('answers 409 for a duplicate name in the same workspace, including on rename', async () => {
    const first = await call('POST', '/variables', { name: 'dup', value: '1' });
    expect(first.status).toBe(201);
    const again = await call('POST', '/variables', { name: 'dup', value: '2' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("'dup' already exists");
    expect((await call('POST', '/variables', { name: 'dup', value: '3' }, 'other-ws')).status).toBe(201);
    const second = await call('POST', '/variables', { name: 'dup2' });
    expect((await call('PUT', `/variables/${second.body.id}`, { name: 'dup' })).status).toBe(409);
    expect((await call('PUT', `/variables/${first.body.id}`, { name: 'dup' })).status).toBe(200);
    expect((await call('PUT', `/variables/${second.body.id}`, { name: '1bad' })).status).toBe(400);
  });

  it('answers 404 for an unknown id and for another workspace', async () => {
    const unknown = randomUUID();
    expect((await call('GET', `/variables/${unknown}`)).status).toBe(404);
    expect((await call('PUT', `/variables/${unknown}`, { value: 'x' })).status).toBe(404);
    expect((await call('DELETE', `/variables/${unknown}`)).status).toBe(404);
    const mine = await call('POST', '/variables', { name: 'ws_mine', value: 'm' });
    expect((await call('GET', `/variables/${mine.body.id}`, undefined, 'other-ws')).status).toBe(404);
    expect((await call('DELETE', `/variables/${mine.body.id}`, undefined, 'other-ws')).status).toBe(404);
    const theirs = await call('GET', '/variables', undefined, 'other-ws');
    expect(theirs.body.map((v: { name: string }) => v.name)).not.toContain('ws_mine');
  });
});

describe('resolveVariables', () => {
  it('gives the workspace variables, with request overrides winning for runtime ones only', async () => {
    const ws = `resolve-${randomUUID()}`;
    await call('POST', '/variables', { name: 'fixed', value: 'saved', type: 'static' }, ws);
    await call('POST', '/variables', { name: 'region', value: 'eu', type: 'runtime' }, ws);
    await call('POST', '/variables', { name: 'other_ws_only', value: 'x' }, `${ws}-b`);
    const db = server.app.brains.db;
    expect(await resolveVariables(db, ws)).toEqual({ fixed: 'saved', region: 'eu' });
    expect(await resolveVariables(db, ws, { fixed: 'from-request', region: 'us', invented: 'no' })).toEqual({
      fixed: 'saved',
      region: 'us',
    });
  });
});
