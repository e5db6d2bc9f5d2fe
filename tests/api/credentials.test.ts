import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessPolicy } from '../../host/server/access/AccessPolicy.ts';
import { DEFAULT_WORKSPACE_ID, setRequestScope } from '../../host/server/access/requestScope.ts';
import { builtinPlugins } from '../../plugins/builtin.ts';
import credentials from '../../plugins/credentials/index.ts';
import { REDACTED } from '../../plugins/credentials/common/credentialData.ts';
import { openCredentialData } from '../../plugins/credentials/server/credentialCipher.ts';
import { forgetCredentialKeys } from '../../plugins/credentials/server/credentialKeyCache.ts';
import { resolveCredential } from '../../plugins/credentials/server/resolveCredential.ts';
import { runKeyRotation } from '../../plugins/credentials/server/rotateKey.ts';
import { signInProcess, startTestServer, type TestServer } from './startTestServer.ts';

const plugins = builtinPlugins.some((p) => p.id === 'credentials')
  ? builtinPlugins
  : [...builtinPlugins, credentials];

/** Requests may name their workspace in x-test-workspace, as the identity policy will set it. */
const workspaceHeader: AccessPolicy = {
  check(req) {
    const ws = req.headers['x-test-workspace'];
    setRequestScope(req, { workspaceId: typeof ws === 'string' ? ws : DEFAULT_WORKSPACE_ID, userId: null });
    return { allowed: true };
  },
};

let server: TestServer;

async function call(method: string, path: string, body?: unknown, workspace?: string) {
  const headers: Record<string, string> = workspace ? { 'x-test-workspace': workspace } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await server.fetch(`/api/v1${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : undefined };
}

const SECRET = `sk-proof-${randomUUID()}`;

async function createOpenAI(name: string, key = SECRET, workspace?: string) {
  const res = await call(
    'POST',
    '/credentials',
    { name, credentialName: 'openAIApi', plainDataObj: { openAIApiKey: key } },
    workspace,
  );
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

async function insertFlow(name: string, nodesData: unknown[], workspaceId = DEFAULT_WORKSPACE_ID) {
  const flowData = JSON.stringify({ nodes: nodesData.map((data, i) => ({ id: `n${i}`, data })), edges: [] });
  await sql`insert into chat_flow (id, workspace_id, name, flow_data, type)
    values (${randomUUID()}, ${workspaceId}, ${name}, ${flowData}, 'AGENTFLOW')`.execute(
    server.app.brains.db,
  );
}

beforeAll(async () => {
  server = await startTestServer({ plugins, accessPolicy: workspaceHeader });
});
afterAll(async () => {
  await server?.close();
});

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
    let resolved = await resolveCredential(server.app.brains.db, 'default', id, server.config);
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
    resolved = await resolveCredential(server.app.brains.db, 'default', id, server.config);
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
    await expect(resolveCredential(server.app.brains.db, 'other-ws', mine.id, server.config)).rejects.toThrow(
      /not found/,
    );
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

describe('secrets at rest', () => {
  it('stores no value in plain text anywhere in the raw row, and the key file is private', async () => {
    const basic = await call('POST', '/credentials', {
      name: 'raw-basic',
      credentialName: 'httpBasicAuth',
      plainDataObj: { basicAuthUsername: 'raw-user-name', basicAuthPassword: 'raw-pass-word' },
    });
    const openai = await createOpenAI('raw-openai');
    const rows = await sql<{
      row: string;
    }>`select row_to_json(c)::text as row from credential c where id in (${basic.body.id}, ${openai.id})`.execute(
      server.app.brains.db,
    );
    expect(rows.rows).toHaveLength(2);
    const text = rows.rows.map((r) => r.row).join('\n');
    for (const value of ['raw-user-name', 'raw-pass-word', SECRET]) {
      expect(text).not.toContain(value);
      expect(text).not.toContain(Buffer.from(value).toString('base64'));
      expect(text).not.toContain(Buffer.from(value).toString('hex'));
    }
    expect(text).toContain('"credential_name":"httpBasicAuth"');
    const mode = (await stat(join(server.config.dataDir, 'credential.key'))).mode & 0o777;
    expect(mode).toBe(0o600);
    const got = await call('GET', `/credentials/${basic.body.id}`);
    expect(got.text).not.toContain('raw-pass-word');
  });
});

describe('key rotation', () => {
  it('re-encrypts every row in one transaction, replaces the key file and keeps the values', async () => {
    const c = await createOpenAI('rotate-me', 'sk-rotate-value');
    const db = server.app.brains.db;
    const dataDir = server.config.dataDir;
    const before = await db
      .selectFrom('credential')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    const oldKey = (await readFile(join(dataDir, 'credential.key'), 'utf8')).trim();
    const lines: string[] = [];

    // A wrong --old changes nothing: no row, no key file.
    const wrong = randomBytes(32).toString('hex');
    await expect(
      runKeyRotation({ db, dataDir, env: {}, oldKey: wrong, print: (l) => lines.push(l) }),
    ).rejects.toThrow(/does not decrypt with the old key: nothing was changed/);
    expect(
      await db.selectFrom('credential').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect((await readFile(join(dataDir, 'credential.key'), 'utf8')).trim()).toBe(oldKey);
    await expect(
      runKeyRotation({ db, dataDir, env: {}, newKey: 'short', print: (l) => lines.push(l) }),
    ).rejects.toThrow(/--new is invalid/);

    const count = await runKeyRotation({ db, dataDir, env: {}, print: (l) => lines.push(l) });
    const total = await db
      .selectFrom('credential')
      .select(db.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(Number(total.n));
    expect(lines.at(-1)).toMatch(/^Re-encrypted \d+ credential\(s\); the new key is in .*credential.key/);
    const newKey = (await readFile(join(dataDir, 'credential.key'), 'utf8')).trim();
    expect(newKey).not.toBe(oldKey);
    expect((await stat(join(dataDir, 'credential.key'))).mode & 0o777).toBe(0o600);
    const after = await db
      .selectFrom('credential')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(after.encrypted_data).not.toBe(before.encrypted_data);
    expect(() => openCredentialData(Buffer.from(oldKey, 'base64'), c.id, after)).toThrow();

    forgetCredentialKeys();
    const resolved = await resolveCredential(db, 'default', c.id, server.config);
    expect(resolved.data).toEqual({ openAIApiKey: 'sk-rotate-value' });
    expect((await call('GET', `/credentials/${c.id}`)).status).toBe(200);
  });

  it('with CREDENTIAL_KEY set, rotates to the given key and says what to set', async () => {
    const c = await createOpenAI('rotate-env', 'sk-env-value');
    const db = server.app.brains.db;
    const current = (await readFile(join(server.config.dataDir, 'credential.key'), 'utf8')).trim();
    const next = randomBytes(32);
    const lines: string[] = [];
    await runKeyRotation({
      db,
      dataDir: server.config.dataDir,
      env: { CREDENTIAL_KEY: current },
      newKey: next.toString('hex'),
      print: (l) => lines.push(l),
    });
    expect(lines.at(-1)).toMatch(/Set CREDENTIAL_KEY to the new key before starting the server\.$/);
    const row = await db
      .selectFrom('credential')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(openCredentialData(next, c.id, row)).toEqual({ openAIApiKey: 'sk-env-value' });
    // Put the file key back in force for the other tests of this server.
    await runKeyRotation({
      db,
      dataDir: server.config.dataDir,
      env: { CREDENTIAL_KEY: next.toString('hex') },
      newKey: current,
      print: () => {},
    });
    forgetCredentialKeys();
    expect((await call('GET', `/credentials/${c.id}`)).status).toBe(200);
  });
});

describe('the real server process', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const baseEnv = (dataDir: string): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'trace',
    };
    delete env.CREDENTIAL_KEY;
    delete env.DATABASE_URL;
    return env;
  };

  /** Starts host/server/main.ts, collecting everything it prints; resolves once it is ready. */
  async function startProcess(
    dataDir: string,
    output: string[],
  ): Promise<{ url: string; stop(): Promise<void> }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'host/server/main.ts'], {
      cwd: root,
      env: baseEnv(dataDir),
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    let mine = '';
    const url = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output.push(chunk.toString());
        mine += chunk.toString();
        const ready = /ready at (http:\/\/\S+)/.exec(mine);
        if (ready?.[1]) resolve(ready[1]);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${mine}`)));
    });
    return {
      url,
      async stop() {
        child.kill('SIGTERM');
        await exited;
      },
    };
  }

  it('never logs a value, and the rotation command works on its stopped data', {
    timeout: 300_000,
  }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bs-cred-proc-'));
    const output: string[] = [];
    const secrets = [`sk-log-${randomUUID()}`, `sk-log2-${randomUUID()}`, `pw-log-${randomUUID()}`];
    try {
      let proc = await startProcess(dataDir, output);
      const cookie = await signInProcess(proc.url);
      const send = (method: string, path: string, body?: string) =>
        fetch(`${proc.url}/api/v1${path}`, {
          method,
          headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body }),
        });
      const created = await send(
        'POST',
        '/credentials',
        JSON.stringify({
          name: 'logged?',
          credentialName: 'openAIApi',
          plainDataObj: { openAIApiKey: secrets[0] },
        }),
      );
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const answers = [
        await send('GET', '/credentials'),
        await send('GET', `/credentials/${id}`),
        await send(
          'PUT',
          `/credentials/${id}`,
          JSON.stringify({ plainDataObj: { openAIApiKey: secrets[1] } }),
        ),
        // Refused requests carrying secrets: an unknown field, a wrong type, a non-string value.
        await send(
          'POST',
          '/credentials',
          JSON.stringify({ name: 'x', credentialName: 'openAIApi', plainDataObj: { nope: secrets[2] } }),
        ),
        await send(
          'POST',
          '/credentials',
          JSON.stringify({ name: 'y', credentialName: 'noType', plainDataObj: { k: secrets[2] } }),
        ),
        await send(
          'PUT',
          `/credentials/${id}`,
          JSON.stringify({ plainDataObj: { openAIApiKey: [secrets[2]] } }),
        ),
        await send('POST', '/credentials', `{"name":"z","plainDataObj":{"k": ${secrets[2]}}}`), // not JSON
      ];
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 400, 400, 400, 400]);
      const bodies = await Promise.all(answers.map((r) => r.text()));
      for (const s of secrets) expect(bodies.join('\n')).not.toContain(s);
      await proc.stop();

      const rotation = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'plugins/credentials/server/rotateKey.ts'],
        {
          cwd: root,
          env: baseEnv(dataDir),
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(rotation.stderr).toBe('');
      expect(rotation.stdout).toMatch(/Re-encrypted 1 credential\(s\); the new key is in/);
      output.push(rotation.stdout, rotation.stderr);

      proc = await startProcess(dataDir, output);
      const after = await fetch(`${proc.url}/api/v1/credentials/${id}`, {
        headers: { cookie: await signInProcess(proc.url) },
      });
      expect(after.status).toBe(200);
      await proc.stop();

      const log = output.join('');
      expect(log).toContain('"url":"/api/v1/credentials"'); // the requests were logged...
      for (const s of secrets) expect(log).not.toContain(s); // ...their values were not
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a malformed CREDENTIAL_KEY, without printing it', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'host/server/main.ts'], {
      cwd: root,
      env: { ...baseEnv('/nonexistent/never-created'), CREDENTIAL_KEY: 'not-32-bytes-secret' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CREDENTIAL_KEY is invalid: expected 32 bytes');
    expect(run.stderr + run.stdout).not.toContain('not-32-bytes-secret');
  });
});
