import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordQuestion } from '../../../plugins/chat/public.ts';
import { apiCall } from '../apiCall.ts';
import { dataUri } from '../documentStores/testFiles.ts';
import { type Session, startTestServer, type TestServer } from '../startTestServer.ts';

/**
 * The Files page API (enterprise): chat uploads and document-store files, each listed and deleted
 * by its own plugin through the host's fileSources point, with size, owner and the permission of
 * each source; scoped to the active workspace.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } });
});
afterAll(async () => {
  await server?.close();
});

async function roleWith(permissions: string[]): Promise<string> {
  const db = server.app.brains.db;
  const org = await db.selectFrom('organization').select('id').executeTakeFirstOrThrow();
  const id = randomUUID();
  await db
    .insertInto('role')
    .values({ id, organization_id: org.id, name: `files-${id}`, permissions: JSON.stringify(permissions) })
    .execute();
  return id;
}

const PNG = Buffer.alloc(3000, 7);

describe('GET and DELETE /files (enterprise)', () => {
  let flowId: string;
  let storeId: string;
  let loaderId: string;
  let reader: Session;

  beforeAll(async () => {
    const flow = await apiCall(server, 'POST', '/chatflows', {
      name: 'Support bot',
      flowData: '{"nodes":[],"edges":[]}',
      type: 'CHATFLOW',
    });
    flowId = flow.body.id;
    const db = server.app.brains.db;
    const scope = { workspaceId: 'default', chatflowId: flowId, chatId: 'c1', sessionId: 'c1' };
    await recordQuestion(db, {
      ...scope,
      question: 'What is on this picture?',
      uploads: [
        {
          type: 'file',
          name: 'photo.png',
          mime: 'image/png',
          data: `data:image/png;base64,${PNG.toString('base64')}`,
        },
        { type: 'url', name: 'remote.png', mime: 'image/png', data: 'https://example.com/remote.png' },
        { type: 'file:full', name: 'notes.txt', mime: 'text/plain', data: 'Twelve bytes' },
      ],
    });
    const store = await apiCall(server, 'POST', '/document-store/store', { name: 'Handbook' });
    storeId = store.body.id;
    const saved = await apiCall(server, 'POST', '/document-store/loader/save', {
      storeId,
      loaderId: 'fileLoader',
      loaderConfig: { files: JSON.stringify([dataUri('a.txt', 'a'.repeat(1536)), dataUri('b.txt', 'bb')]) },
      splitterId: 'recursiveCharacterTextSplitter',
      splitterConfig: { chunkSize: 200, chunkOverlap: 0 },
    });
    expect(saved.status, saved.text).toBe(200);
    loaderId = saved.body.id;
    reader = (await server.createUser({ role: await roleWith(['documentStores:view']) })).session;
  });

  it('lists both sources with size, owner and source for the admin', async () => {
    const res = await apiCall(server, 'GET', '/files');
    expect(res.status, res.text).toBe(200);
    expect(res.body.sources).toEqual([
      { id: 'chat-uploads', label: 'Chat uploads', canDelete: true },
      { id: 'document-store-files', label: 'Document store files', canDelete: true },
    ]);
    const byName = Object.fromEntries(res.body.files.map((f: { name: string }) => [f.name, f]));
    expect(Object.keys(byName).sort()).toEqual(['a.txt', 'b.txt', 'notes.txt', 'photo.png']);
    expect(byName['photo.png']).toMatchObject({
      source: 'chat-uploads',
      mime: 'image/png',
      size: 3000,
      owner: { kind: 'flow', id: flowId, name: 'Support bot', path: `/canvas/${flowId}` },
    });
    expect(byName['notes.txt']).toMatchObject({ source: 'chat-uploads', size: 12 });
    expect(byName['a.txt']).toMatchObject({
      source: 'document-store-files',
      size: 1536,
      owner: { kind: 'documentStore', id: storeId, name: 'Handbook', path: `/document-stores/${storeId}` },
    });
    expect(res.body.totalSize).toBe(3000 + 12 + 1536 + 2);
    const filtered = await apiCall(server, 'GET', '/files?source=document-store-files&search=A.TXT');
    expect(filtered.body.files.map((f: { name: string }) => f.name)).toEqual(['a.txt']);
    expect((await apiCall(server, 'GET', '/files?colour=red')).status).toBe(400);
  });

  it('shows each source only to holders of its permission, and deletes only with its delete permission', async () => {
    const res = await apiCall(reader, 'GET', '/files');
    expect(res.status).toBe(200);
    expect(res.body.sources).toEqual([
      { id: 'document-store-files', label: 'Document store files', canDelete: false },
    ]);
    expect(res.body.files.map((f: { name: string }) => f.name).sort()).toEqual(['a.txt', 'b.txt']);
    const a = res.body.files.find((f: { name: string }) => f.name === 'a.txt');
    const refused = await apiCall(reader, 'DELETE', `/files/document-store-files/${a.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('documentStores:delete-loader,documentStores:update');
    const chat = (await apiCall(server, 'GET', '/files?source=chat-uploads')).body.files[0];
    expect((await apiCall(reader, 'DELETE', `/files/chat-uploads/${chat.id}`)).status).toBe(404);
    // Another workspace sees none of them.
    const other = await server.createWorkspace('Elsewhere');
    const outsider = (await server.createUser({ role: 'owner', workspace: other })).session;
    expect((await apiCall(outsider, 'GET', '/files')).body.files).toEqual([]);
    expect((await apiCall(outsider, 'DELETE', `/files/document-store-files/${a.id}`)).status).toBe(404);
    expect((await apiCall(server, 'GET', '/files')).body.files).toHaveLength(4);
  });

  it('deletes a chat upload (the question stays) and a store file (the loader forgets it)', async () => {
    const files = (await apiCall(server, 'GET', '/files')).body.files as {
      id: string;
      name: string;
      source: string;
    }[];
    const photo = files.find((f) => f.name === 'photo.png') as { id: string };
    expect((await apiCall(server, 'DELETE', `/files/chat-uploads/${photo.id}`)).status).toBe(204);
    expect(
      (await apiCall(server, 'DELETE', `/files/chat-uploads/${photo.id.replace(/:\d+$/, ':9')}`)).status,
    ).toBe(404);
    const messages = await apiCall(server, 'GET', `/chatmessage/${flowId}`);
    const question = messages.body.find((m: { role: string }) => m.role === 'userMessage');
    expect(question.content).toBe('What is on this picture?');
    expect(question.fileUploads.map((u: { name: string }) => u.name)).toEqual(['remote.png', 'notes.txt']);

    const b = files.find((f) => f.name === 'b.txt') as { id: string };
    expect((await apiCall(server, 'DELETE', `/files/document-store-files/${b.id}`)).status).toBe(204);
    expect((await apiCall(server, 'DELETE', `/files/document-store-files/${b.id}`)).status).toBe(404);
    const store = (await apiCall(server, 'GET', `/document-store/store/${storeId}`)).body;
    const loader = store.loaders.find((l: { id: string }) => l.id === loaderId);
    expect(loader.source).toBe('a.txt');
    expect(JSON.stringify(loader.loaderConfig.files)).toContain('a.txt');
    expect(JSON.stringify(loader.loaderConfig.files)).not.toContain('b.txt');
    expect(
      (await apiCall(server, 'GET', '/files')).body.files.map((f: { name: string }) => f.name).sort(),
    ).toEqual(['a.txt', 'notes.txt']);
    expect((await apiCall(server, 'DELETE', '/files/no-such-source/x')).status).toBe(404);
  });

  it('is for signed-in people: anonymous callers and API keys are refused', async () => {
    expect((await server.anonymousFetch('/api/v1/files')).status).toBe(401);
    const key = (await apiCall(server, 'POST', '/apikey', { keyName: 'Files' })).body.apiKey as string;
    const byKey = await server.anonymousFetch('/api/v1/files', {
      headers: { authorization: `Bearer ${key}` },
    });
    expect([401, 403]).toContain(byKey.status);
  });
});
