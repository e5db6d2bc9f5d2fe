import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCredential } from '../../plugins/credentials/public.ts';
import { importFlowiseCommand } from '../../plugins/flowise-import/public.ts';
import { type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { apiCall } from './apiCall.ts';
import { buildPeerSqlite } from './peerDatabase/buildPeerSqlite.ts';
import { CREDENTIAL_VALUES, peerApiKey, peerIds, peerRows } from './peerDatabase/peerRows.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';
import { openTestDatabase } from './testDatabase.ts';

/** The peer's key file: its text is the passphrase exactly (a trailing newline included). */
const PEER_KEY = 'peer-encryption-key-0123456789\n';
/** A key of the peer's 2.x api.json file. */
const FILE_KEY = 'FileKeyAbcdefghijklmnopqrstuvwxyz0123456789';
const TABLES = [
  'chat_flow',
  'credential',
  'apikey',
  'tool',
  'variable',
  'execution',
  'chat_message',
  'chat_message_feedback',
  'document_store',
  'document_store_chunk',
] as const;

let server: TestServer;
let llm: OpenAITestServer;
let dir: string;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t)}`.execute(
      server.app.brains.db,
    );
    out[t] = r.rows[0]?.n ?? 0;
  }
  return out;
}

/** POST /import/flowise-database with the SQLite file and the key as the dialog sends them. */
async function upload(bytes: Uint8Array, key?: string, onExisting?: string, apiKeys?: string) {
  const form = new FormData();
  if (apiKeys !== undefined) form.append('apiKeys', new Blob([apiKeys]), 'api.json');
  form.append('file', new Blob([new Uint8Array(bytes)]), 'database.sqlite');
  if (key !== undefined) form.append('secretKey', new Blob([key]), 'encryption.key');
  if (onExisting) form.append('onExisting', onExisting);
  const res = await server.fetch('/api/v1/import/flowise-database', { method: 'POST', body: form });
  return { status: res.status, body: await res.json() };
}

async function workspaceOf(flowId: string): Promise<string> {
  const row = await server.app.brains.db
    .selectFrom('chat_flow')
    .select('workspace_id')
    .where('id', '=', flowId)
    .executeTakeFirstOrThrow();
  return row.workspace_id;
}

/** The imported agentflow answers through the prediction API with the imported credential. */
async function runsWithImportedCredential(flowId: string) {
  const before = llm.requests.length;
  const res = await apiCall(server, 'POST', `/prediction/${flowId}`, { question: 'hello there' });
  expect(res.status).toBe(200);
  expect(res.body.text).toBe('echo: hello there');
  expect(llm.requests[before]?.headers.authorization).toBe(`Bearer ${CREDENTIAL_VALUES.openAIApiKey}`);
}

beforeAll(async () => {
  [server, llm] = await Promise.all([
    startTestServer({ database: await openTestDatabase() }),
    startOpenAITestServer(),
  ]);
  dir = await mkdtemp(join(tmpdir(), 'peer-db-'));
});
afterAll(async () => {
  await Promise.all([server?.close(), llm?.close()]);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("the peer's 3.x SQLite database through the CLI", () => {
  const ID = peerIds('3.x');

  it('a wrong key names the credential that failed and writes nothing', async () => {
    const file = join(dir, 'wrong.sqlite');
    await writeFile(file, await buildPeerSqlite('3.x', peerRows('3.x', PEER_KEY, llm.baseURL)));
    await writeFile(join(dir, 'wrong.key'), 'not-the-key');
    const before = await counts();
    const lines: string[] = [];
    const out = await importFlowiseCommand(
      server.app,
      ['--sqlite', file, '--secret-key', join(dir, 'wrong.key')],
      {},
      (l) => lines.push(l),
    );
    expect(out.code).toBe(1);
    expect(lines.at(-1)).toBe(
      `Nothing was imported: Credential 'Peer OpenAI 3' (${ID.credential}) could not be decrypted: wrong key (it does not decrypt)`,
    );
    expect(await counts()).toEqual(before);
  });

  it('imports every set, credentials sealed with our key, API keys that keep working', async () => {
    const file = join(dir, 'database.sqlite');
    await writeFile(file, await buildPeerSqlite('3.x', peerRows('3.x', PEER_KEY, llm.baseURL)));
    await writeFile(join(dir, 'encryption.key'), PEER_KEY);
    const lines: string[] = [];
    const out = await importFlowiseCommand(
      server.app,
      ['--sqlite', file, '--secret-key', join(dir, 'encryption.key')],
      {},
      (l) => lines.push(l),
    );
    expect(out.code).toBe(0);
    expect(out.result?.sets.imported).toEqual({
      AgentFlowV2: 1,
      ChatFlow: 1,
      ChatMessage: 2,
      AssistantCustom: 1,
      ChatMessageFeedback: 1,
      CustomTemplate: 1,
      DocumentStore: 1,
      DocumentStoreFileChunk: 1,
      Execution: 1,
      Tool: 1,
      Variable: 1,
    });
    expect(out.result?.sets.skipped).toEqual({});
    expect(out.result?.credentials).toEqual({ imported: 1, skipped: {} });
    expect(out.result?.apiKeys).toEqual({ imported: 1, skipped: {} });
    expect(out.result?.users.found).toBe(1);
    expect(lines).toContain("... Reading the peer's SQLite file");
    expect(lines).toContain('Agentflows V2: 1 imported');
    expect(lines).toContain('Credentials: 1 imported');
    expect(lines).toContain('Custom templates: 1 imported');

    const db = server.app.brains.db;
    const workspaceId = await workspaceOf(ID.agent);
    const cred = await resolveCredential(db, workspaceId, ID.credential, server.app.brains.config);
    expect(cred).toEqual({ credentialName: 'openAIApi', data: CREDENTIAL_VALUES });
    const stored = await db
      .selectFrom('credential')
      .selectAll()
      .where('id', '=', ID.credential)
      .executeTakeFirstOrThrow();
    expect(stored.encrypted_data).not.toContain(CREDENTIAL_VALUES.openAIApiKey);
    const tool = await db.selectFrom('tool').selectAll().where('id', '=', ID.tool).executeTakeFirstOrThrow();
    expect(tool).toMatchObject({ name: 'peer_adder_3', color: '#0a141e' });
    const answer = await db
      .selectFrom('chat_message')
      .selectAll()
      .where('id', '=', ID.answer)
      .executeTakeFirstOrThrow();
    expect(answer.execution_id).toBe(ID.execution);
    const chunk = await db
      .selectFrom('document_store_chunk')
      .selectAll()
      .where('store_id', '=', ID.store)
      .executeTakeFirstOrThrow();
    expect(chunk.page_content).toBe('Holidays: 25 days.');

    // The flow the peer bound to its key stays bound to that key.
    const key = await db
      .selectFrom('apikey')
      .select('id')
      .where('key_name', '=', 'Peer key 3')
      .executeTakeFirstOrThrow();
    const bound = await db
      .selectFrom('chat_flow')
      .select('apikey_id')
      .where('id', '=', ID.chat)
      .executeTakeFirstOrThrow();
    expect(bound.apikey_id).toBe(key.id);
    // The peer's Make Public flag travels: its public agent flow is public here, its chat flow not.
    const flags = await db
      .selectFrom('chat_flow')
      .select(['id', 'is_public'])
      .where('id', 'in', [ID.chat, ID.agent])
      .execute();
    expect(Object.fromEntries(flags.map((f) => [f.id, f.is_public]))).toEqual({
      [ID.chat]: false,
      [ID.agent]: true,
    });
    // The peer's key, unchanged, reaches what its permissions allow.
    const keyed = await server.anonymousFetch('/api/v1/chatflows', {
      headers: { authorization: `Bearer ${peerApiKey('3.x')}` },
    });
    expect(keyed.status).toBe(200);
    await runsWithImportedCredential(ID.agent);
  });
});

describe("the peer's 2.x SQLite database through the Import dialog's route", () => {
  const ID = peerIds('2.x');

  it('a corrupt file or api.json is a 400 that says why, and nothing is written', async () => {
    const before = await counts();
    const res = await upload(new TextEncoder().encode('this is not a database'), PEER_KEY);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^file: The file is not a readable SQLite database/);
    const sqlite = await buildPeerSqlite('2.x', peerRows('2.x', PEER_KEY, llm.baseURL));
    const badKeys = await upload(sqlite, PEER_KEY, undefined, '[{"keyName":"k"}]');
    expect(badKeys.status).toBe(400);
    expect(badKeys.body.message).toBe('apiKeys/0: not a key (keyName and apiKey are required)');
    expect(await counts()).toEqual(before);
  });

  it('without the key the credentials are refused, nothing written', async () => {
    const before = await counts();
    const res = await upload(await buildPeerSqlite('2.x', peerRows('2.x', PEER_KEY, llm.baseURL)));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The database has 1 credentials: give the peer's key/);
    expect(await counts()).toEqual(before);
  });

  it('imports flows (an untyped one as a chatflow), credentials and keys; its agentflow runs', async () => {
    const res = await upload(
      await buildPeerSqlite('2.x', peerRows('2.x', PEER_KEY, llm.baseURL)),
      PEER_KEY,
      undefined,
      JSON.stringify([
        { id: 'k1', keyName: 'From api.json', apiKey: FILE_KEY, apiSecret: 'x.y', createdAt: '1 Jan' },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.sets.imported).toMatchObject({ AgentFlowV2: 1, ChatFlow: 1, ChatMessage: 2, Tool: 1 });
    expect(res.body.credentials.imported).toBe(1);
    expect(res.body.apiKeys.imported).toBe(2);
    expect(res.body.users.found).toBe(0);
    const keyed = await server.anonymousFetch('/api/v1/chatflows', {
      headers: { authorization: `Bearer ${FILE_KEY}` },
    });
    expect(keyed.status).toBe(200);
    const chat = await server.app.brains.db
      .selectFrom('chat_flow')
      .select(['type', 'name'])
      .where('id', '=', ID.chat)
      .executeTakeFirstOrThrow();
    expect(chat).toEqual({ type: 'CHATFLOW', name: 'Peer chat 2' });
    await runsWithImportedCredential(ID.agent);

    const again = await upload(
      await buildPeerSqlite('2.x', peerRows('2.x', PEER_KEY, llm.baseURL)),
      PEER_KEY,
      'skip',
    );
    expect(again.status).toBe(200);
    expect(again.body.sets.imported).toEqual({});
    expect(again.body.credentials.skipped).toEqual({
      'a credential with this name exists here and is used instead': 1,
    });
    expect(again.body.apiKeys.skipped).toEqual({ 'the key already exists here': 1 });
  });
});
