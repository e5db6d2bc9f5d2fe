import { describe, expect, it } from 'vitest';
import { edge as e, node as n, parseSse, engineHarness, startNode } from './engineHarness.ts';

const h = engineHarness();

describe('prediction API', () => {
  it('answers the peer JSON shape', async () => {
    const id = await h.createLlmFlow();
    const res = await h.call('POST', `/prediction/${id}`, { question: 'hello', chatId: 'chat-1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      text: 'echo: hello',
      question: 'hello',
      chatId: 'chat-1',
      sessionId: 'chat-1',
    });
    expect(typeof res.body.executionId).toBe('string');
    expect(typeof res.body.chatMessageId).toBe('string');
    expect(res.body.agentFlowExecutedData).toHaveLength(2);
  });

  it('streams SSE events in order: start, node events, tokens, metadata, end', async () => {
    const id = await h.createLlmFlow();
    h.llm.enqueue({ text: 'one two three' });
    const res = await h.call('POST', `/prediction/${id}`, { question: 'hi', streaming: true });
    expect(res.status).toBe(200);
    const events = parseSse(res.text);
    const names = events.map((x) => x.event);
    expect(names[0]).toBe('start');
    expect(names[1]).toBe('agentFlowEvent');
    expect(names.at(-2)).toBe('metadata');
    expect(names.at(-1)).toBe('end');
    const tokens = events.filter((x) => x.event === 'token').map((x) => x.data);
    expect(tokens.join('')).toBe('one two three');
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    const firstToken = names.indexOf('token');
    const llmStarted = events.findIndex(
      (x) =>
        x.event === 'nextAgentFlow' &&
        (x.data as { nodeId: string; status: string }).nodeId === 'llmAgentflow_0',
    );
    expect(llmStarted).toBeLessThan(firstToken);
    expect(events.filter((x) => x.event === 'agentFlowEvent').map((x) => x.data)).toEqual([
      'INPROGRESS',
      'FINISHED',
    ]);
    expect(res.text).toContain('message:\ndata:{"event":"token"');
    expect(h.llm.requests[0]?.body.stream).toBe(true);
  });

  it('404 for a missing flow, 400 with the list for an invalid one, 413 for a huge body', async () => {
    expect(
      (await h.call('POST', '/prediction/00000000-0000-0000-0000-000000000000', { question: 'x' })).status,
    ).toBe(404);
    const bad = await h.createFlowFromStart(n('llmAgentflow_0', 'llmAgentflow', {}));
    const res = await h.call('POST', `/prediction/${bad}`, { question: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ nodeId: 'llmAgentflow_0', field: 'llmModel' }),
    ]);
    const id = await h.createLlmFlow();
    const huge = await h.call('POST', `/prediction/${id}`, { question: 'x'.repeat(11 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    const typo = await h.call('POST', `/prediction/${id}`, { question: 42 });
    expect(typo.status).toBe(400);
  });

  it('a flow bound to an API key needs that key (401 without a real key, 403 for another key); internal prediction does not', async () => {
    const key = await h.call('POST', '/apikey', { keyName: 'engine-test' });
    expect(key.status).toBe(201);
    const other = await h.call('POST', '/apikey', { keyName: 'other' });
    const id = await h.createLlmFlow({ apikey_id: key.body.id });
    expect((await h.call('POST', `/prediction/${id}`, { question: 'x' })).status).toBe(401);
    const wrong = await h.call(
      'POST',
      `/prediction/${id}`,
      { question: 'x' },
      { authorization: `Bearer ${other.body.apiKey}` },
    );
    expect(wrong.status).toBe(403);
    const unknown = await h.call(
      'POST',
      `/prediction/${id}`,
      { question: 'x' },
      { authorization: `Bearer bsk_${'A'.repeat(43)}` },
    );
    expect(unknown.status).toBe(401);
    // The same key moved to another workspace: still a real key, still not this flow's.
    await h.server.app.brains.db
      .updateTable('apikey')
      .set({ workspace_id: 'elsewhere' })
      .where('id', '=', other.body.id)
      .execute();
    const foreign = await h.call(
      'POST',
      `/prediction/${id}`,
      { question: 'x' },
      { authorization: `Bearer ${other.body.apiKey}` },
    );
    expect(foreign.status).toBe(403);
    const ok = await h.call(
      'POST',
      `/prediction/${id}`,
      { question: 'x' },
      { authorization: `Bearer ${key.body.apiKey}` },
    );
    expect(ok.status).toBe(200);
    expect((await h.call('POST', `/internal-prediction/${id}`, { question: 'x' })).status).toBe(200);
  });

  it('rate limits per flow (429) from apiConfig.rateLimit', async () => {
    const id = await h.createLlmFlow({
      api_config: JSON.stringify({ rateLimit: { limitMax: 2, limitDuration: 60, limitMsg: 'slow down' } }),
    });
    const other = await h.createLlmFlow();
    expect((await h.call('POST', `/prediction/${id}`, { question: 'a' })).status).toBe(200);
    expect((await h.call('POST', `/prediction/${id}`, { question: 'b' })).status).toBe(200);
    const third = await h.call('POST', `/prediction/${id}`, { question: 'c' });
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('slow down');
    expect((await h.call('POST', `/prediction/${other}`, { question: 'd' })).status).toBe(200);
  });

  it('a provider error is a clear JSON error and an ERROR execution; in a stream it is an error event', async () => {
    const id = await h.createLlmFlow();
    h.llm.enqueue(
      { error: { status: 500, message: 'model exploded' } },
      { error: { status: 500, message: 'model exploded' } },
    );
    const res = await h.call('POST', `/prediction/${id}`, { question: 'x' });
    expect(res.status).toBe(500);
    expect(res.body.message).toContain('model exploded');
    const row = await h.call('GET', `/executions/${res.body.executionId}`);
    expect(row.body.state).toBe('ERROR');
    expect(row.body.executionData).toContain('model exploded');
    h.llm.enqueue({ error: { status: 400, message: 'bad model' } });
    const streamed = await h.call('POST', `/prediction/${id}`, { question: 'x', streaming: true });
    const events = parseSse(streamed.text);
    expect(events.find((x) => x.event === 'error')?.data).toContain('bad model');
    expect(events.at(-1)?.event).toBe('end');
  });

  it('aborts a running prediction through /chatflows-abort', async () => {
    const id = await h.createLlmFlow();
    h.llm.enqueue({ text: 'late', delayMs: 30_000 });
    const before = h.llm.requests.length;
    const pending = h.call('POST', `/prediction/${id}`, { question: 'x', chatId: 'abort-me' });
    // Abort once the run is waiting on the model, however long a busy machine takes to get there.
    await expect.poll(() => h.llm.requests.length).toBe(before + 1);
    const aborted = await h.call('POST', `/chatflows-abort/${id}/abort-me`);
    expect(aborted.status).toBe(200);
    const res = await pending;
    expect(res.status).toBe(500);
    expect(res.body.error).toBe('TERMINATED');
    expect((await h.call('GET', `/executions/${res.body.executionId}`)).body.state).toBe('TERMINATED');
    expect((await h.call('POST', `/chatflows-abort/${id}/nothing`)).status).toBe(404);
  });

  it('applies only allowed overrides: sessionId, vars and startState always; node inputs when apiConfig allows', async () => {
    const flow = (apiConfig?: string) =>
      h.createFlow(
        [
          startNode({ startState: [{ key: 'mood', value: 'calm' }] }),
          n('directReplyAgentflow_0', 'directReplyAgentflow', {
            directReplyMessage: '{{$vars.who}} {{$flow.state.mood}} {{$flow.sessionId}} {{$vars.fixed}}',
          }),
        ],
        [e('startAgentflow_0', 'directReplyAgentflow_0')],
        apiConfig ? { api_config: apiConfig } : {},
      );
    const who = await h.call('POST', '/variables', { name: 'who', value: 'Bob', type: 'runtime' });
    expect(who.status).toBe(201);
    await h.call('POST', '/variables', { name: 'fixed', value: 'stays', type: 'static' });
    const body = {
      question: 'x',
      overrideConfig: {
        sessionId: 'sess',
        vars: { who: 'Ann', fixed: 'changed' },
        startState: { mood: 'happy' },
        directReplyMessage: 'hacked',
      },
    };
    const closed = await h.call('POST', `/prediction/${await flow()}`, body);
    expect(closed.body.text).toBe('Ann happy sess stays');
    const open = await flow(
      JSON.stringify({
        overrideConfig: { status: true, nodes: { directReplyAgentflow_0: ['directReplyMessage'] } },
      }),
    );
    expect((await h.call('POST', `/prediction/${open}`, body)).body.text).toBe('hacked');
  });
});

describe('executions API', () => {
  it('lists with filters and paging, gets, shares publicly, deletes one and many', async () => {
    const id = await h.createLlmFlow();
    const runs = [];
    for (const s of ['s1', 's1', 's2']) {
      runs.push(
        (await h.call('POST', `/prediction/${id}`, { question: s, overrideConfig: { sessionId: s } })).body
          .executionId,
      );
    }
    const all = await h.call('GET', `/executions?agentflowId=${id}`);
    expect(all.body.total).toBe(3);
    expect(all.body.data[0].agentflowName).toMatch(/^flow /);
    expect((await h.call('GET', `/executions?agentflowId=${id}&sessionId=s1`)).body.total).toBe(2);
    expect((await h.call('GET', `/executions?agentflowId=${id}&state=ERROR`)).body.total).toBe(0);
    const page = await h.call('GET', `/executions?agentflowId=${id}&page=2&limit=2`);
    expect(page.body.data).toHaveLength(1);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await h.call('GET', `/executions?agentflowId=${id}&startDate=${future}`)).body.total).toBe(0);
    expect((await h.call('GET', '/executions?state=NOPE')).status).toBe(400);

    expect((await h.call('GET', `/public-executions/${runs[0]}`)).status).toBe(404);
    expect((await h.call('PUT', `/executions/${runs[0]}`, { isPublic: true })).body.isPublic).toBe(true);
    const shared = await h.call('GET', `/public-executions/${runs[0]}`);
    expect(shared.status).toBe(200);
    expect(shared.body.workspaceId).toBeUndefined();
    expect(JSON.parse(shared.body.executionData)).toHaveLength(2);

    expect((await h.call('DELETE', `/executions/${runs[0]}`)).status).toBe(200);
    expect((await h.call('GET', `/executions/${runs[0]}`)).status).toBe(404);
    expect((await h.call('DELETE', '/executions', { ids: [runs[1], runs[2]] })).body.deleted).toBe(2);
    expect((await h.call('GET', `/executions?agentflowId=${id}`)).body.total).toBe(0);
  });
});
