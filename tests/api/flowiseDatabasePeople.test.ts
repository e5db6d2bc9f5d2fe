import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSseStream, type StreamEvent } from '../../host/common/stream/sseParser.ts';
import { importFlowiseCommand } from '../../plugins/flowise-import/public.ts';
import { buildPeerSqlite } from './peerDatabase/buildPeerSqlite.ts';
import { PEER_TEMPLATE, PEOPLE, UNKNOWN_PERMISSION, withPeerPeople } from './peerDatabase/peerPeople.ts';
import { peerIds, peerRows } from './peerDatabase/peerRows.ts';
import { ADMIN_EMAIL, type Session, startTestServer, type TestServer } from './startTestServer.ts';

/** The peer's key file (its credentials are encrypted with it). */
const PEER_KEY = 'peer-encryption-key-people\n';

let server: TestServer;

/** Rows of the identity tables, to see that a failed import wrote none. */
async function peopleCounts() {
  const db = server.app.brains.db;
  const n = async (table: 'user' | 'workspace' | 'role' | 'workspace_user' | 'organization_user') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    user: await n('user'),
    workspace: await n('workspace'),
    role: await n('role'),
    workspace_user: await n('workspace_user'),
    organization_user: await n('organization_user'),
  };
}

/** The Import dialog's request: the SQLite file and the key, asking for the steps as they happen. */
async function streamedUpload(session: Session, bytes: Uint8Array): Promise<StreamEvent[]> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'database.sqlite');
  form.append('secretKey', new Blob([PEER_KEY]), 'encryption.key');
  const res = await session.fetch('/api/v1/import/flowise-database', {
    method: 'POST',
    body: form,
    headers: { accept: 'text/event-stream' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events: StreamEvent[] = [];
  await readSseStream(res.body as ReadableStream<Uint8Array>, (e) => events.push(e));
  return events;
}

const peerDatabase = (toolName?: string) =>
  buildPeerSqlite(
    '3.x',
    withPeerPeople(peerRows('3.x', PEER_KEY, 'http://127.0.0.1:9'), ADMIN_EMAIL, toolName),
  );

beforeAll(async () => {
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } });
});
afterAll(async () => {
  await server?.close();
});

describe("the peer's users, roles and workspaces (enterprise edition)", () => {
  it('a failure after the people were written leaves no user, role or workspace', async () => {
    const before = await peopleCounts();
    const events = await streamedUpload(server.admin?.session as Session, await peerDatabase('bad name!'));
    const steps = events.filter((e) => e.event === 'progress').map((e) => (e.data as { text: string }).text);
    expect(steps).toContain('Importing users, roles and workspaces');
    const error = events.find((e) => e.event === 'error')?.data as { statusCode: number; message: string };
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/^Tool\/0: Invalid tool name 'bad name!'/);
    expect(events.some((e) => e.event === 'result')).toBe(false);
    expect(await peopleCounts()).toEqual(before);
  });

  it('someone who is not an organisation admin imports the sets, not the people', async () => {
    const owner = await server.createUser({ role: 'owner' });
    const before = await peopleCounts();
    const events = await streamedUpload(owner.session, await peerDatabase('owner_tool'));
    const result = events.find((e) => e.event === 'result')?.data as {
      users: { found: number; note?: string; imported?: number };
    };
    expect(result.users).toEqual({
      found: 4,
      note: 'not imported: only an organisation admin imports users and workspaces; everything went into this workspace',
    });
    expect(await peopleCounts()).toEqual(before);
  });

  it('imports them, each row into its workspace; users sign in with their peer password, then it is argon2id', async () => {
    const events = await streamedUpload(server.admin?.session as Session, await peerDatabase());
    const progress = events
      .filter((e) => e.event === 'progress')
      .map((e) => e.data as Record<string, unknown>);
    expect(progress[0]).toEqual({ text: "Reading the peer's {{source}}", values: { source: 'SQLite file' } });
    expect(progress).toContainEqual({
      text: 'Importing {{set}}: {{done}} of {{total}}',
      values: { set: 'Chat messages', done: 2, total: 2 },
      done: 2,
      total: 2,
    });
    expect(events.at(-1)?.event).toBe('end');
    const result = events.find((e) => e.event === 'result')?.data as Record<string, unknown>;
    expect(result.users).toEqual({
      found: 4,
      imported: 2,
      skipped: { 'a user with this email exists here': 1, "its status there is 'deleted'": 1 },
    });
    expect(result.workspaces).toEqual({
      found: 2,
      imported: 1,
      skipped: { 'a workspace with this name exists here: its rows go there': 1 },
    });
    expect(result.roles).toEqual({ imported: 1, skipped: {}, droppedPermissions: [UNKNOWN_PERMISSION] });
    expect(result.memberships).toEqual({
      imported: 3,
      skipped: { 'its user or workspace was not imported': 1 },
    });
    expect(result.lines).toContain(
      `Permissions dropped from roles (not in this product, or not yours): ${UNKNOWN_PERMISSION}`,
    );
    // What its Default Workspace shared with Research is shared here too (one share named a
    // workspace the database lacks).
    expect(result.sharedItems).toEqual({
      found: 3,
      imported: 2,
      skipped: { 'its workspace was not imported': 1 },
    });
    expect(result.lines).toContain(
      'Items shared between workspaces: 2 imported (skipped: 1 its workspace was not imported)',
    );

    const db = server.app.brains.db;
    const research = await db
      .selectFrom('workspace')
      .selectAll()
      .where('name', '=', 'Research')
      .executeTakeFirstOrThrow();
    const org = await db.selectFrom('organization').select('id').executeTakeFirstOrThrow();
    expect(research).toMatchObject({ organization_id: org.id, description: 'Lab' });
    const tool = await db
      .selectFrom('tool')
      .select('workspace_id')
      .where('name', '=', 'research_tool')
      .executeTakeFirstOrThrow();
    expect(tool.workspace_id).toBe(research.id);
    const shared = await db
      .selectFrom('workspace_shared')
      .select(['shared_item_id', 'item_type'])
      .where('workspace_id', '=', research.id)
      .orderBy('item_type')
      .execute();
    expect(shared).toEqual([
      { shared_item_id: peerIds('3.x').credential, item_type: 'credential' },
      { shared_item_id: PEER_TEMPLATE, item_type: 'custom_template' },
    ]);
    const sharedCredential = await db
      .selectFrom('credential')
      .select('workspace_id')
      .where('id', '=', peerIds('3.x').credential)
      .executeTakeFirstOrThrow();
    expect(sharedCredential.workspace_id).toBe('default');
    // The importing admin works in the new workspace as its owner.
    const members = await db
      .selectFrom('workspace_user as wu')
      .innerJoin('user as u', 'u.id', 'wu.user_id')
      .innerJoin('role as r', 'r.id', 'wu.role_id')
      .select(['u.email', 'r.name', 'r.permissions'])
      .where('wu.workspace_id', '=', research.id)
      .orderBy('u.email')
      .execute();
    expect(members.map((m) => [m.email, m.name])).toEqual([
      [ADMIN_EMAIL, 'owner'],
      [PEOPLE.ann.email, 'owner'],
      ['bob@example.com', 'Flow editor'],
    ]);
    expect(JSON.parse(members[2]?.permissions ?? '')).toEqual(['chatflows:view', 'chatflows:update']);
    const admins = await db
      .selectFrom('organization_user')
      .select('user_id')
      .where('user_id', 'in', [PEOPLE.ann.id, PEOPLE.bob.id])
      .where('is_admin', '=', true)
      .execute();
    expect(admins).toEqual([]);

    const stored = async (id: string) =>
      (await db.selectFrom('user').select('credential').where('id', '=', id).executeTakeFirstOrThrow())
        .credential;
    expect(await stored(PEOPLE.ann.id)).toMatch(/^\$2a\$04\$/);
    await expect(server.loginAs(PEOPLE.ann.email, 'not-her-password')).rejects.toThrow(/401/);
    const ann = await server.loginAs(PEOPLE.ann.email, PEOPLE.ann.password);
    expect(await stored(PEOPLE.ann.id)).toMatch(/^\$argon2id\$/);
    const me = (await (await ann.fetch('/api/v1/auth/me')).json()) as { email: string };
    expect(me.email).toBe(PEOPLE.ann.email);
    // After the rehash the same password still signs in, now checked with argon2id.
    await server.loginAs(PEOPLE.ann.email, PEOPLE.ann.password);
    await server.loginAs(PEOPLE.bob.email, PEOPLE.bob.password);
    expect(await stored(PEOPLE.bob.id)).toMatch(/^\$argon2id\$/);
  });
});

describe('the same through the CLI, run by the operator (enterprise edition)', () => {
  let cli: TestServer;
  let dir: string;
  beforeAll(async () => {
    cli = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } });
    dir = await mkdtemp(join(tmpdir(), 'peer-people-'));
  });
  afterAll(async () => {
    await cli?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("imports the people into the target workspace's organisation and prints each step", async () => {
    const file = join(dir, 'database.sqlite');
    await writeFile(file, await peerDatabase());
    await writeFile(join(dir, 'encryption.key'), PEER_KEY);
    const lines: string[] = [];
    const out = await importFlowiseCommand(
      cli.app,
      ['--sqlite', file, '--secret-key', join(dir, 'encryption.key'), '--workspace', 'default'],
      {},
      (l) => lines.push(l),
    );
    expect(out.code).toBe(0);
    expect(lines).toContain('... Importing users, roles and workspaces');
    expect(lines).toContain('... Importing Chat messages: 2 of 2');
    expect(lines).toContain(
      "Users: 2 imported (skipped: 1 a user with this email exists here; 1 its status there is 'deleted')",
    );
    const research = await cli.app.brains.db
      .selectFrom('workspace')
      .select('id')
      .where('name', '=', 'Research')
      .executeTakeFirstOrThrow();
    // Nobody joins it from the CLI but its people.
    const members = await cli.app.brains.db
      .selectFrom('workspace_user')
      .select('user_id')
      .where('workspace_id', '=', research.id)
      .orderBy('user_id')
      .execute();
    expect(members.map((m) => m.user_id)).toEqual([PEOPLE.ann.id, PEOPLE.bob.id]);
    await cli.loginAs(PEOPLE.ann.email, PEOPLE.ann.password);
  });
});
