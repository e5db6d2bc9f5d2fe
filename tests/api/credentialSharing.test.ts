import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './apiCall.ts';
import type { Session, TestUser } from './startTestServer.ts';
import { engineHarness } from './engineHarness.ts';

/**
 * Enterprise credential sharing: the owner workspace shares through POST /workspace/shared/{id};
 * the other workspace lists the credential read-only, its flows use it at run time, and unsharing
 * takes that away. Values never leave the server.
 */
const h = engineHarness({ env: { PLATFORM_TYPE: 'enterprise' } });
let teamB: string;
let teamC: string;
let ownerA: TestUser; // member of the default workspace (holds credentials:share by default)
let memberB: TestUser;
let viewerA: TestUser;

const share = (session: Session, id: string, workspaceIds: string[]) =>
  apiCall(session, 'POST', `/workspace/shared/${id}`, { itemType: 'credential', workspaceIds });

async function createCredential(session: Session, name: string, secret: string) {
  const res = await apiCall(session, 'POST', '/credentials', {
    name,
    credentialName: 'openAIApi',
    plainDataObj: { openAIApiKey: secret },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** Start -> LLM (using the credential), as a flow of workspace B. */
const flowOfB = (credentialId: string) =>
  h.createLlmFlow({ workspace_id: teamB, modelConfig: { FLOWISE_CREDENTIAL_ID: credentialId } });

beforeAll(async () => {
  teamB = await h.server.createWorkspace('Team B');
  teamC = await h.server.createWorkspace('Team C');
  ownerA = await h.server.createUser({ role: 'member' });
  viewerA = await h.server.createUser({ role: 'viewer' });
  memberB = await h.server.createUser({ role: 'member', workspace: teamB });
});

describe('sharing a credential with another workspace', () => {
  it('lists it read-only there, resolves it in flows there, and unsharing ends both', async () => {
    const secret = `sk-shared-${randomUUID()}`;
    const id = await createCredential(ownerA.session, 'Team OpenAI', secret);
    expect((await apiCall(memberB.session, 'GET', '/credentials')).body).toEqual([]);

    const shared = await share(ownerA.session, id, [teamB]);
    expect(shared.status).toBe(200);
    const where = await apiCall(ownerA.session, 'GET', `/workspace/shared/${id}`);
    expect(where.body).toEqual([
      { workspaceId: teamB, workspaceName: 'Team B', sharedItemId: id, itemType: 'credential' },
    ]);

    // Workspace B sees it, marked shared, in the list, the type filter and the detail; never the value.
    const list = await apiCall(memberB.session, 'GET', '/credentials');
    expect(list.body).toMatchObject([{ id, name: 'Team OpenAI', shared: true }]);
    const filtered = await apiCall(memberB.session, 'GET', '/credentials?credentialName=openAIApi');
    expect(filtered.body.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await apiCall(memberB.session, 'GET', '/credentials?credentialName=anthropicApi')).body).toEqual(
      [],
    );
    const detail = await apiCall(memberB.session, 'GET', `/credentials/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ shared: true, setFields: ['openAIApiKey'] });
    for (const r of [list, filtered, detail, where]) expect(r.text).not.toContain(secret);
    // The owner's own list marks it as its own.
    const ownList = (await apiCall(ownerA.session, 'GET', '/credentials')).body as { id: string }[];
    expect(ownList.find((c) => c.id === id)).toMatchObject({ shared: false });

    // A flow of workspace B runs with it (from B's canvas): the model server receives the shared key.
    const flowId = await flowOfB(id);
    h.llm.reset();
    const run = await apiCall(memberB.session, 'POST', `/internal-prediction/${flowId}`, {
      question: 'hello',
    });
    expect(run.status, run.text).toBe(200);
    expect(h.llm.requests.at(-1)?.headers.authorization).toBe(`Bearer ${secret}`);
    expect(run.text).not.toContain(secret);

    // Unsharing: gone from B's list, detail and runs.
    expect((await share(ownerA.session, id, [])).status).toBe(200);
    expect((await apiCall(memberB.session, 'GET', '/credentials')).body).toEqual([]);
    expect((await apiCall(memberB.session, 'GET', `/credentials/${id}`)).status).toBe(404);
    h.llm.reset();
    const refused = await apiCall(memberB.session, 'POST', `/internal-prediction/${flowId}`, {
      question: 'hello',
    });
    expect(refused.status).not.toBe(200);
    expect(h.llm.requests).toHaveLength(0);
  });

  it('cannot be edited, deleted or re-shared from the workspace it was shared with', async () => {
    const id = await createCredential(ownerA.session, 'Read only there', 'sk-read-only');
    expect((await share(ownerA.session, id, [teamB])).status).toBe(200);

    const put = await apiCall(memberB.session, 'PUT', `/credentials/${id}`, { name: 'Taken over' });
    expect(put.status).toBe(403);
    expect(put.body.message).toContain('only its own workspace may change it');
    expect((await apiCall(memberB.session, 'DELETE', `/credentials/${id}?force=true`)).status).toBe(403);
    expect((await share(memberB.session, id, [teamB, teamC])).status).toBe(404);
    expect((await share(memberB.session, id, [])).status).toBe(404);
    // Nor may it learn where else the item is shared.
    expect((await apiCall(memberB.session, 'GET', `/workspace/shared/${id}`)).status).toBe(404);
    // Still shared, still named as the owner named it.
    const list = (await apiCall(memberB.session, 'GET', '/credentials')).body as { id: string }[];
    expect(list.find((c) => c.id === id)).toMatchObject({ name: 'Read only there', shared: true });
  });

  it('refuses the owner to delete it while a flow of a workspace it is shared with uses it, unless forced', async () => {
    const id = await createCredential(ownerA.session, 'Used in B', 'sk-used-in-b');
    expect((await share(ownerA.session, id, [teamB, teamC])).status).toBe(200);
    await flowOfB(id);
    // The admin deletes (members hold no credentials:delete by default).
    const refused = await h.call('DELETE', `/credentials/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.flows).toHaveLength(1);
    expect((await h.call('DELETE', `/credentials/${id}?force=true`)).status).toBe(204);
    const rows = await h.server.app.brains.db
      .selectFrom('workspace_shared')
      .selectAll()
      .where('shared_item_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('sharing bad input', () => {
  it('answers 404 for a workspace of another organisation and leaves the sharing as it was', async () => {
    const id = await createCredential(ownerA.session, 'Not for strangers', 'sk-strangers');
    const db = h.server.app.brains.db;
    const otherOrg = randomUUID();
    const otherWorkspace = randomUUID();
    await db.insertInto('organization').values({ id: otherOrg, name: 'Other org' }).execute();
    await db
      .insertInto('workspace')
      .values({ id: otherWorkspace, organization_id: otherOrg, name: 'Their workspace' })
      .execute();
    expect((await share(ownerA.session, id, [teamB])).status).toBe(200);
    const res = await share(ownerA.session, id, [teamC, otherWorkspace]);
    expect(res.status).toBe(404);
    const where = await apiCall(ownerA.session, 'GET', `/workspace/shared/${id}`);
    expect(where.body.map((s: { workspaceId: string }) => s.workspaceId)).toEqual([teamB]);
  });

  it('answers 403 without credentials:share, 404 for an unknown credential, 400 for bad lists', async () => {
    const id = await createCredential(ownerA.session, 'Share rules', 'sk-share-rules');
    const viewer = await share(viewerA.session, id, [teamB]);
    expect(viewer.status).toBe(403);
    expect((await share(ownerA.session, randomUUID(), [teamB])).status).toBe(404);
    expect((await share(ownerA.session, id, ['default'])).status).toBe(400);
    expect((await share(ownerA.session, id, [teamB, teamB])).status).toBe(400);
    // credentials:share does not share templates; an admin may, but this id is no template.
    const asTemplate = { itemType: 'custom_template', workspaceIds: [teamB] };
    expect((await apiCall(ownerA.session, 'POST', `/workspace/shared/${id}`, asTemplate)).status).toBe(403);
    expect((await h.call('POST', `/workspace/shared/${id}`, asTemplate)).status).toBe(404);
    expect((await apiCall(ownerA.session, 'GET', `/workspace/shared/${id}`)).body).toEqual([]);
  });
});
