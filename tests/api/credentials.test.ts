import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../plugins/credentials/common/credentialData.ts';
import { resolveCredential } from '../../plugins/credentials/server/resolveCredential.ts';
import { credentialHarness, SECRET } from './credentialHarness.ts';

/** Credentials API: CRUD, bad input, workspaces kept apart, deletion in use, credential types. */
const h = credentialHarness();
const { call, createOpenAI, insertFlow } = h;

describe('credentials CRUD', () => {
  it('creates, lists, reads (redacted), updates and deletes a credential', async () => {
    const created = await call('POST', '/credentials', {
      name: 'Azure prod',
      credentialName: 'azureOpenAIApi',
      plainDataObj: {
        azureOpenAIApiKey: 'azure-secret-1',
        azureOpenAIApiInstanceName: 'my-instance',
        azureOpenAIApiDeploymentName: 'gpt-4o',
        azureOpenAIApiVersion: '2024-10-21',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Azure prod',
      credentialName: 'azureOpenAIApi',
      workspaceId: 'default',
    });
    expect(created.text).not.toContain('azure-secret-1');
    const id = created.body.id;

    const list = await call('GET', '/credentials');
    expect(list.status).toBe(200);
    expect(list.body.find((c: { id: string }) => c.id === id)).toEqual(created.body);
    expect(list.text).not.toContain('azure-secret-1');
    expect(list.text).not.toContain('my-instance');

    const one = await call('GET', `/credentials/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.plainDataObj).toEqual({
      azureOpenAIApiKey: REDACTED,
      azureOpenAIApiInstanceName: 'my-instance',
      azureOpenAIApiDeploymentName: 'gpt-4o',
      azureOpenAIApiVersion: '2024-10-21',
    });
    expect(one.body.setFields.sort()).toEqual([
      'azureOpenAIApiDeploymentName',
      'azureOpenAIApiInstanceName',
      'azureOpenAIApiKey',
      'azureOpenAIApiVersion',
    ]);
    expect(one.text).not.toContain('azure-secret-1');

    // The redaction marker and omitted fields keep the stored values; given ones replace them.
    const put = await call('PUT', `/credentials/${id}`, {
      name: 'Azure production',
      plainDataObj: { azureOpenAIApiKey: REDACTED, azureOpenAIApiVersion: '2025-01-01' },
    });
    expect(put.status).toBe(200);
    expect(put.body.name).toBe('Azure production');
    expect(Date.parse(put.body.updatedDate)).toBeGreaterThanOrEqual(Date.parse(created.body.updatedDate));
    let resolved = await resolveCredential(h.server.app.brains.db, 'default', id, h.server.config);
    expect(resolved).toEqual({
      credentialName: 'azureOpenAIApi',
      data: {
        azureOpenAIApiKey: 'azure-secret-1',
        azureOpenAIApiInstanceName: 'my-instance',
        azureOpenAIApiDeploymentName: 'gpt-4o',
        azureOpenAIApiVersion: '2025-01-01',
      },
    });
    expect(
      (await call('PUT', `/credentials/${id}`, { plainDataObj: { azureOpenAIApiKey: 'azure-secret-2' } }))
        .status,
    ).toBe(200);
    resolved = await resolveCredential(h.server.app.brains.db, 'default', id, h.server.config);
    expect(resolved.data.azureOpenAIApiKey).toBe('azure-secret-2');

    expect((await call('DELETE', `/credentials/${id}`)).status).toBe(204);
    expect((await call('GET', `/credentials/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/credentials/${id}`)).status).toBe(404);
  });

  it('filters the list by type (comma list or repeated parameter)', async () => {
    await createOpenAI('filter-openai');
    const bearer = await call('POST', '/credentials', {
      name: 'filter-bearer',
      credentialName: 'httpBearerToken',
      plainDataObj: { token: 't' },
    });
    expect(bearer.status).toBe(201);
    const names = (r: { body: { name: string }[] }) =>
      r.body
        .map((c) => c.name)
        .filter((n) => n.startsWith('filter-'))
        .sort();
    expect(names(await call('GET', '/credentials?credentialName=openAIApi'))).toEqual(['filter-openai']);
    expect(names(await call('GET', '/credentials?credentialName=openAIApi,httpBearerToken'))).toEqual([
      'filter-bearer',
      'filter-openai',
    ]);
    expect(
      names(await call('GET', '/credentials?credentialName=openAIApi&credentialName=httpBearerToken')),
    ).toEqual(['filter-bearer', 'filter-openai']);
    expect(names(await call('GET', '/credentials?credentialName=anthropicApi'))).toEqual([]);
  });
});

describe('credentials bad input', () => {
  it.each([
    [
      'an unknown type',
      { name: 'x1', credentialName: 'noSuchApi', plainDataObj: {} },
      "Unknown credential type 'noSuchApi'",
    ],
    [
      'a missing required field',
      { name: 'x2', credentialName: 'openAIApi', plainDataObj: {} },
      'plainDataObj/openAIApiKey is required',
    ],
    [
      'a bad json field',
      {
        name: 'x3',
        credentialName: 'googleVertexAuth',
        plainDataObj: { googleApplicationCredential: '{"type":' },
      },
      'plainDataObj/googleApplicationCredential must be valid JSON',
    ],
    [
      'an unknown field',
      { name: 'x4', credentialName: 'httpBearerToken', plainDataObj: { token: 't', extra: 'e' } },
      "plainDataObj/extra is not a field of credential type 'httpBearerToken'",
    ],
    [
      'a value outside the options',
      {
        name: 'x5',
        credentialName: 'openAICompatibleApi',
        plainDataObj: { baseUrl: 'http://h/v1', provider: 'acme' },
      },
      'plainDataObj/provider must be one of',
    ],
    [
      'a non-string value',
      { name: 'x6', credentialName: 'httpBearerToken', plainDataObj: { token: 5 } },
      'plainDataObj/token must be a string',
    ],
    [
      'a missing name',
      { credentialName: 'httpBearerToken', plainDataObj: { token: 't' } },
      "must have required property 'name'",
    ],
    [
      'a blank name',
      { name: '   ', credentialName: 'httpBearerToken', plainDataObj: { token: 't' } },
      'body/name must match pattern',
    ],
  ])('refuses %s with 400 naming it', async (_what, body, message) => {
    const res = await call('POST', '/credentials', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('answers 409 for a duplicate name in the same workspace, not in another one', async () => {
    const first = await createOpenAI('dup-name');
    const again = await call('POST', '/credentials', {
      name: 'dup-name',
      credentialName: 'httpBearerToken',
      plainDataObj: { token: 't' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("'dup-name' already exists");
    await createOpenAI('dup-name', SECRET, 'other-ws');
    const other = await createOpenAI('dup-other');
    const rename = await call('PUT', `/credentials/${other.id}`, { name: 'dup-name' });
    expect(rename.status).toBe(409);
    expect((await call('PUT', `/credentials/${first.id}`, { name: 'dup-name' })).status).toBe(200);
  });

  it('refuses a type change, a bad update value and an unknown id', async () => {
    const c = await createOpenAI('update-bad');
    expect((await call('PUT', `/credentials/${c.id}`, { credentialName: 'anthropicApi' })).status).toBe(400);
    const cleared = await call('PUT', `/credentials/${c.id}`, { plainDataObj: { openAIApiKey: '' } });
    expect(cleared.status).toBe(400);
    expect(cleared.body.message).toBe('plainDataObj/openAIApiKey is required');
    expect((await call('PUT', `/credentials/${randomUUID()}`, { name: 'n' })).status).toBe(404);
    expect((await call('GET', '/credentials/not-a-uuid')).status).toBe(404);
  });

  it('keeps workspaces apart', async () => {
    const mine = await createOpenAI('ws-mine');
    expect((await call('GET', `/credentials/${mine.id}`, undefined, 'other-ws')).status).toBe(404);
    expect((await call('PUT', `/credentials/${mine.id}`, { name: 'stolen' }, 'other-ws')).status).toBe(404);
    expect((await call('DELETE', `/credentials/${mine.id}`, undefined, 'other-ws')).status).toBe(404);
    const theirs = await call('GET', '/credentials', undefined, 'other-ws');
    expect(theirs.body.map((c: { name: string }) => c.name)).not.toContain('ws-mine');
    await expect(
      resolveCredential(h.server.app.brains.db, 'other-ws', mine.id, h.server.config),
    ).rejects.toThrow(/not found/);
  });
});

describe('deleting a credential in use', () => {
  it('refuses with 409 listing the flows of the workspace that use it, unless forced', async () => {
    const c = await createOpenAI('in-use');
    await insertFlow('Flow via data.credential', [{ name: 'llmAgentflow', credential: c.id }]);
    await insertFlow('Flow via config', [{ inputs: { llmModelConfig: { FLOWISE_CREDENTIAL_ID: c.id } } }]);
    await insertFlow('Flow mentioning it in text', [{ inputs: { prompt: `id ${c.id}` } }]);
    await insertFlow('Other workspace flow', [{ credential: c.id }], 'other-ws');

    const refused = await call('DELETE', `/credentials/${c.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.flows.map((f: { name: string }) => f.name)).toEqual([
      'Flow via config',
      'Flow via data.credential',
    ]);
    expect(refused.body.flows[0]).toMatchObject({ type: 'AGENTFLOW' });
    expect(refused.body.message).toContain('used by 2 flow(s)');
    expect((await call('GET', `/credentials/${c.id}`)).status).toBe(200);

    expect((await call('DELETE', `/credentials/${c.id}?force=true`)).status).toBe(204);
    expect((await call('GET', `/credentials/${c.id}`)).status).toBe(404);
  });
});

describe('credential types', () => {
  it('lists every type and answers one, several or 404', async () => {
    const all = await call('GET', '/components-credentials');
    expect(all.status).toBe(200);
    const names = all.body.map((d: { name: string }) => d.name);
    for (const n of [
      'openAIApi',
      'anthropicApi',
      'googleGenerativeAI',
      'azureOpenAIApi',
      'openAICompatibleApi',
      'httpBasicAuth',
      'httpBearerToken',
      'httpApiKey',
    ]) {
      expect(names).toContain(n);
    }
    const one = await call('GET', '/components-credentials/httpApiKey');
    expect(one.body.fields.map((f: { name: string }) => f.name)).toEqual(['key', 'value']);
    const two = await call('GET', '/components-credentials/openAIApi&anthropicApi');
    expect(two.body.map((d: { name: string }) => d.name)).toEqual(['openAIApi', 'anthropicApi']);
    expect((await call('GET', '/components-credentials/nope')).status).toBe(404);
  });
});
