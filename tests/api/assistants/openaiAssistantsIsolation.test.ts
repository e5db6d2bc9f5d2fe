import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResponsesTestServer, startResponsesTestServer } from '../../llm/responsesTestServer.ts';
import { apiCall } from '../apiCall.ts';
import { startTestServer, type TestServer, type TestUser } from '../startTestServer.ts';

/**
 * Enterprise: an OpenAI assistant and the vendor routes belong to one workspace. Another
 * workspace's member can neither read nor change the assistant, nor use its credential (to make
 * an assistant or to reach the vendor's stores), and a viewer cannot have the key sent anywhere.
 */
let server: TestServer;
let vendor: ResponsesTestServer;
let ownerA: TestUser;
let memberB: TestUser;
let viewerA: TestUser;
let credential = '';
let assistantId = '';

beforeAll(async () => {
  [server, vendor] = await Promise.all([
    startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } }),
    startResponsesTestServer(),
  ]);
  const teamB = await server.createWorkspace('Team B');
  ownerA = await server.createUser({ role: 'member' });
  viewerA = await server.createUser({ role: 'viewer' });
  memberB = await server.createUser({ role: 'member', workspace: teamB });
  const cred = await apiCall(ownerA.session, 'POST', '/credentials', {
    name: 'A OpenAI',
    credentialName: 'openAIApi',
    plainDataObj: { openAIApiKey: 'sk-team-a' },
  });
  credential = cred.body.id;
  const made = await apiCall(ownerA.session, 'POST', '/assistants', {
    type: 'OPENAI',
    credential,
    details: { name: 'A helper', model: 'gpt-4o-mini', baseURL: vendor.baseURL },
  });
  expect(made.status, made.text).toBe(201);
  assistantId = made.body.id;
});
afterAll(() => Promise.all([server?.close(), vendor?.close()]));

describe('OpenAI assistants across workspaces', () => {
  it("keep another workspace's member away from the assistant and the credential", async () => {
    const b = memberB.session;
    expect((await apiCall(b, 'GET', '/assistants?type=OPENAI')).body).toEqual([]);
    expect((await apiCall(b, 'GET', `/assistants/${assistantId}`)).status).toBe(404);
    expect(
      (await apiCall(b, 'PUT', `/assistants/${assistantId}`, { details: { name: 'x', model: 'm' } })).status,
    ).toBe(404);
    // a member holds no assistants:delete by default: refused before the lookup, or not found
    expect([403, 404]).toContain((await apiCall(b, 'DELETE', `/assistants/${assistantId}`)).status);
    const borrowed = await apiCall(b, 'POST', '/assistants', {
      type: 'OPENAI',
      credential,
      details: { name: 'Borrowed', model: 'gpt-4o-mini', baseURL: vendor.baseURL },
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.message).toContain(`credential ${credential} not found`);
    const q = `?credential=${credential}&baseURL=${encodeURIComponent(vendor.baseURL)}`;
    const stores = await apiCall(b, 'GET', `/openai-assistants-vector-store${q}`);
    expect(stores.status).toBe(400);
    expect(vendor.requests).toHaveLength(0);
    expect((await apiCall(ownerA.session, 'GET', `/assistants/${assistantId}`)).status).toBe(200);
  });

  it('let a viewer see the assistant but not reach the vendor with the key', async () => {
    expect((await apiCall(viewerA.session, 'GET', `/assistants/${assistantId}`)).status).toBe(200);
    const q = `?credential=${credential}&baseURL=${encodeURIComponent(vendor.baseURL)}`;
    expect((await apiCall(viewerA.session, 'GET', `/openai-assistants-vector-store${q}`)).status).toBe(403);
    expect((await apiCall(ownerA.session, 'GET', `/openai-assistants-vector-store${q}`)).status).toBe(200);
  });
});
