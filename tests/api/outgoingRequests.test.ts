import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './apiCall.ts';
import { type EngineHarness, engineHarness, parseSse } from './engineHarness.ts';
import type { TestUser } from './startTestServer.ts';

/**
 * Outgoing requests made for a user (model calls, model lists) reach private, loopback and
 * link-local addresses only when HTTP_ALLOW_PRIVATE allows them, every redirect hop included; a
 * credential works only in its workspace (or one it is shared with); a failing upstream reaches the
 * caller as a status and a short reason, never its body.
 */
const strict = engineHarness({ env: { PLATFORM_TYPE: 'enterprise', HTTP_ALLOW_PRIVATE: '' } });
const local = engineHarness({ env: { PLATFORM_TYPE: 'enterprise' } }); // allows 127.0.0.1

const INTERNAL = 'INTERNAL-ONLY-PAGE';
const CHAT = {
  id: 'c1',
  object: 'chat.completion',
  created: 0,
  model: 'm',
  choices: [{ index: 0, message: { role: 'assistant', content: 'listener answer' }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
};

/** A listener on 127.0.0.1 that records every request's path and Authorization header. */
let listener: http.Server;
let listenerURL: string;
const seen: { path: string; auth: string | null }[] = [];

beforeAll(async () => {
  listener = http.createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push({ path, auth: req.headers.authorization ?? null });
    const [, mode = ''] = path.split('/');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    req.resume();
    if (mode === 'redirect') {
      const port = (listener.address() as AddressInfo).port;
      res.writeHead(302, { location: `http://127.0.0.2:${port}/ok/v1/models` }).end();
    } else if (mode === 'longerror') {
      json(400, { error: { message: `bad request ${'x'.repeat(400)} ${INTERNAL}` } });
    } else if (mode === 'html') {
      res.writeHead(502, { 'content-type': 'text/html' }).end(`<html>${INTERNAL}</html>`);
    } else if (mode === 'badstream') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`data: ${JSON.stringify({ internal: INTERNAL })}\n\ndata: [DONE]\n\n`);
    } else if (path.endsWith('/models')) {
      json(200, { object: 'list', data: [{ id: 'listener-model', object: 'model' }] });
    } else json(200, CHAT);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  listenerURL = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => listener.close(resolve)));

/** The LLM node form's Model Name list, asked as `caller`, with chatOpenAI at `basepath`. */
function listModels(caller: Parameters<typeof apiCall>[0], basepath: string, credentialId: string) {
  return apiCall(caller, 'POST', '/node-load-method/llmAgentflow', {
    loadMethod: 'listProviderModels',
    inputs: {
      llmModel: 'chatOpenAI',
      llmModelConfig: { llmModel: 'chatOpenAI', basepath, FLOWISE_CREDENTIAL_ID: credentialId },
    },
  });
}

const flowAt = (h: EngineHarness, basepath: string, credentialId = h.credentialId) =>
  h.createLlmFlow({ modelConfig: { basepath, FLOWISE_CREDENTIAL_ID: credentialId } });

describe('without HTTP_ALLOW_PRIVATE, loopback is refused and the key never leaves', () => {
  let member: TestUser;
  beforeAll(async () => {
    member = await strict.server.createUser({ role: 'member' });
  });

  it('a model list pointed at a loopback listener with a workspace credential: 424 naming the setting', async () => {
    const before = seen.length;
    const res = await listModels(member.session, `${listenerURL}/ok/v1`, strict.credentialId);
    expect(res.status, res.text).toBe(424);
    expect(res.body.message).toContain('HTTP_ALLOW_PRIVATE=127.0.0.1');
    expect(seen.length).toBe(before);
    expect(res.text).not.toContain(strict.apiKeySecret);
  });

  it('a flow whose model points at loopback fails naming the setting; the model server gets nothing', async () => {
    const before = seen.length;
    const id = await flowAt(strict, `${listenerURL}/ok/v1`);
    const res = await apiCall(strict.server, 'POST', `/prediction/${id}`, { question: 'hi' });
    expect(res.status).toBe(500);
    expect(res.body.message).toContain('HTTP_ALLOW_PRIVATE=127.0.0.1');
    expect(seen.length).toBe(before);
    // the harness's own model server is on loopback too
    const own = await strict.createLlmFlow();
    expect((await apiCall(strict.server, 'POST', `/prediction/${own}`, { question: 'hi' })).status).toBe(500);
    expect(strict.llm.requests).toHaveLength(0);
  });
});

describe('with HTTP_ALLOW_PRIVATE=127.0.0.1', () => {
  it('the same list and flow reach the listener with the key', async () => {
    const list = await listModels(local.server, `${listenerURL}/ok/v1`, local.credentialId);
    expect(list.status, list.text).toBe(200);
    expect(list.body).toEqual([{ label: 'listener-model', name: 'listener-model' }]);
    const id = await flowAt(local, `${listenerURL}/ok/v1`);
    const run = await apiCall(local.server, 'POST', `/prediction/${id}`, { question: 'hi' });
    expect(run.body.text).toBe('listener answer');
    expect(seen.at(-1)).toEqual({ path: '/ok/v1/chat/completions', auth: `Bearer ${local.apiKeySecret}` });
  });

  it('a viewer’s model list never sends a credential; a member’s does', async () => {
    const viewer = await local.server.createUser({ role: 'viewer' });
    const member = await local.server.createUser({ role: 'member' });
    const before = seen.length;
    const asViewer = await listModels(viewer.session, `${listenerURL}/ok/v1`, local.credentialId);
    expect(asViewer.status, asViewer.text).toBe(200);
    // the provider's known names, as without a credential; the listener is not asked
    expect(asViewer.body.map((o: { name: string }) => o.name)).toContain('gpt-4o-mini');
    expect(seen.length).toBe(before);
    const asMember = await listModels(member.session, `${listenerURL}/ok/v1`, local.credentialId);
    expect(asMember.body).toEqual([{ label: 'listener-model', name: 'listener-model' }]);
    expect(seen.at(-1)?.auth).toBe(`Bearer ${local.apiKeySecret}`);
  });

  it('a redirect to another private address is refused at that hop', async () => {
    const before = seen.length;
    const res = await listModels(local.server, `${listenerURL}/redirect/v1`, local.credentialId);
    expect(res.status).toBe(424);
    expect(res.body.message).toMatch(/Refused to connect to 127\.0\.0\.2 .*HTTP_ALLOW_PRIVATE=127\.0\.0\.2/);
    expect(seen.slice(before).map((s) => s.path)).toEqual(['/redirect/v1/models']);
  });

  it('upstream bodies never reach the caller: status and a short reason only', async () => {
    for (const mode of ['longerror', 'html']) {
      const list = await listModels(local.server, `${listenerURL}/${mode}/v1`, local.credentialId);
      expect(list.status).toBe(424);
      expect(list.text).not.toContain(INTERNAL);
      const id = await flowAt(local, `${listenerURL}/${mode}/v1`);
      const run = await apiCall(local.server, 'POST', `/prediction/${id}`, { question: 'hi' });
      expect(run.status).toBe(500);
      expect(run.body.message).toMatch(
        mode === 'html' ? /answered 502: Bad Gateway$/ : /answered 400: bad request x+/,
      );
      expect(run.body.message.length).toBeLessThan(400);
      expect(run.text).not.toContain(INTERNAL);
      const execution = await apiCall(local.server, 'GET', `/executions/${run.body.executionId}`);
      expect(execution.text).not.toContain(INTERNAL);
    }
    // a streamed answer the model layer cannot read: the error event does not echo it
    const id = await flowAt(local, `${listenerURL}/badstream/v1`);
    const streamed = await apiCall(local.server, 'POST', `/prediction/${id}`, {
      question: 'hi',
      streaming: true,
    });
    const events = parseSse(streamed.text);
    expect(events.find((e) => e.event === 'error')).toBeDefined();
    expect(streamed.text).not.toContain(INTERNAL);
  });
});

describe('a credential is used only in its workspace (or one it is shared with)', () => {
  let otherCredential: string;
  beforeAll(async () => {
    const teamB = await local.server.createWorkspace('Team B');
    const memberB = await local.server.createUser({ role: 'member', workspace: teamB });
    const res = await apiCall(memberB.session, 'POST', '/credentials', {
      name: 'B key',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-team-b-only' },
    });
    expect(res.status).toBe(201);
    otherCredential = res.body.id;
  });

  it('another workspace’s credential id is refused in model lists and in runs, and never sent', async () => {
    const before = seen.length;
    const list = await listModels(local.server, `${listenerURL}/ok/v1`, otherCredential);
    expect(list.status).toBe(404);
    const id = await flowAt(local, `${listenerURL}/ok/v1`, otherCredential);
    const run = await apiCall(local.server, 'POST', `/prediction/${id}`, { question: 'hi' });
    // refused by validation before the run starts (a 400 naming the credential), not by the model layer
    expect(run.status).toBe(400);
    expect(run.body.errors).toContainEqual(
      expect.objectContaining({
        field: 'llmModelConfig.credential',
        message: `Credential '${otherCredential}' does not exist in this workspace.`,
      }),
    );
    expect(seen.slice(before).map((s) => s.auth)).not.toContain('Bearer sk-team-b-only');
  });
});
