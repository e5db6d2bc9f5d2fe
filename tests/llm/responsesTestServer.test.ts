import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startResponsesTestServer } from './responsesTestServer.ts';

const server = await startResponsesTestServer({ azureApiKey: 'az-key' });
afterAll(() => server.close());
beforeEach(() => server.reset());

const post = (
  path: string,
  body: unknown,
  headers: Record<string, string> = { authorization: 'Bearer sk' },
) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('responsesTestServer', () => {
  it('answers POST /v1/responses as a response object: scripted tool calls, then text with usage', async () => {
    server.enqueue(
      { toolCalls: [{ name: 'add', arguments: { a: 1 }, id: 'call_9' }] },
      { text: 'done', usage: { prompt_tokens: 3, completion_tokens: 2 } },
    );
    const first = (await (await post('/v1/responses', { model: 'm', input: 'hi' })).json()) as {
      id: string;
      output: { type: string; call_id?: string }[];
    };
    expect(first.output).toEqual([
      expect.objectContaining({
        type: 'function_call',
        call_id: 'call_9',
        name: 'add',
        arguments: '{"a":1}',
      }),
    ]);
    // a follow-up must answer every call of the response it names
    const missing = await post('/v1/responses', { model: 'm', previous_response_id: first.id, input: [] });
    expect(missing.status).toBe(400);
    const second = await post('/v1/responses', {
      model: 'm',
      previous_response_id: first.id,
      input: [{ type: 'function_call_output', call_id: 'call_9', output: '2' }],
    });
    expect(await second.json()).toMatchObject({
      status: 'completed',
      output: [{ type: 'message', content: [{ type: 'output_text', text: 'done' }] }],
      usage: { input_tokens: 3, output_tokens: 2, total_tokens: 5 },
    });
  });

  it('streams semantic events ending in response.completed, text in deltas', async () => {
    server.enqueue({ text: 'one two' });
    const text = await (await post('/v1/responses', { model: 'm', input: 'x', stream: true })).text();
    const events = text
      .split('\n\n')
      .filter(Boolean)
      .map(
        (b) =>
          JSON.parse(
            b
              .split('\n')
              .find((l) => l.startsWith('data: '))!
              .slice(6),
          ) as { type: string; delta?: string },
      );
    expect(events[0]?.type).toBe('response.created');
    expect(events.at(-1)?.type).toBe('response.completed');
    expect(
      events
        .filter((e) => e.type === 'response.output_text.delta')
        .map((e) => e.delta)
        .join(''),
    ).toBe('one two');
  });

  it("keeps Azure's rules: api-key header and api-version under /openai, none needed under /openai/v1", async () => {
    expect(
      (
        await post(
          '/openai/responses?api-version=2025-04-01-preview',
          { model: 'd', input: 'x' },
          { 'api-key': 'no' },
        )
      ).status,
    ).toBe(401);
    expect(
      (await post('/openai/responses', { model: 'd', input: 'x' }, { 'api-key': 'az-key' })).status,
    ).toBe(404);
    const ok = await post('/openai/v1/responses', { model: 'd', input: 'hey' }, { 'api-key': 'az-key' });
    expect(await ok.json()).toMatchObject({ output: [{ content: [{ text: 'echo: hey' }] }] });
    expect((await post('/v1/responses', { model: 'm', input: 'x' }, {})).status).toBe(401);
  });
});
