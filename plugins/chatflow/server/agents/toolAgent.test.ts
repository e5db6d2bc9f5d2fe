import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { testChatModel, testMemory, testRun } from '../componentTestKit.ts';
import { calculator } from '../tools/calculator.ts';
import { toolAgent } from './toolAgent.ts';

const server = await startOpenAITestServer();
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('toolAgent', () => {
  it('calls the calculator through native tool calling, uses and keeps memory, reports usedTools', async () => {
    server.enqueue(
      { toolCalls: [{ name: 'calculator', arguments: { input: '(3 + 4) * 6' } }] },
      { text: 'It is 42.' },
    );
    const t = testRun({ streaming: true });
    const memory = testMemory([
      { role: 'user', content: 'My name is Ada.' },
      { role: 'assistant', content: 'Hello Ada.' },
    ]);
    const agent = await t.build('toolAgent', toolAgent, {
      tools: [await t.build('calculator', calculator)],
      memory,
      model: await testChatModel(server.baseURL),
      systemMessage: 'Be brief.',
    });
    const answer = await t.answer('toolAgent', toolAgent, agent, 'What is (3 + 4) * 6?');

    expect(answer.text).toBe('It is 42.');
    expect(answer.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '(3 + 4) * 6' }, toolOutput: '42' },
    ]);
    expect(t.tokens.join('')).toBe('It is 42.');
    expect(answer.usage?.totalTokens).toBeGreaterThan(0);
    // the model saw the system message, the memory, the question, and then the tool's result
    const first = server.requests[0]?.body;
    expect(first?.tools?.map((x) => x.function.name)).toEqual(['calculator']);
    expect(first?.messages?.map((m) => [m.role, m.content])).toEqual([
      ['system', 'Be brief.'],
      ['user', 'My name is Ada.'],
      ['assistant', 'Hello Ada.'],
      ['user', 'What is (3 + 4) * 6?'],
    ]);
    const toolResult = server.requests[1]?.body.messages?.find((m) => m.role === 'tool');
    expect(toolResult?.content).toBe('42');
    expect(memory.saved.slice(2)).toEqual([
      { role: 'user', content: 'What is (3 + 4) * 6?' },
      { role: 'assistant', content: 'It is 42.' },
    ]);
  });

  it('with Enable Detailed Streaming, streams each tool call as it ends (calledTools); without, none', async () => {
    for (const detailed of [true, false]) {
      server.reset();
      server.enqueue(
        { toolCalls: [{ name: 'calculator', arguments: { input: '2 + 2' } }] },
        { toolCalls: [{ name: 'calculator', arguments: { input: '4 * 10' } }] },
        { text: 'It is 40.' },
      );
      const t = testRun({ streaming: true });
      const agent = await t.build('toolAgent', toolAgent, {
        tools: [await t.build('calculator', calculator)],
        model: await testChatModel(server.baseURL),
        enableDetailedStreaming: detailed,
      });
      await t.answer('toolAgent', toolAgent, agent, 'Add 2 and 2, then times ten');
      const called = t.events.filter((e) => e.event === 'calledTools').map((e) => e.data);
      expect(called).toEqual(
        detailed
          ? [
              [{ tool: 'calculator', toolInput: { input: '2 + 2' }, toolOutput: '4' }],
              [
                { tool: 'calculator', toolInput: { input: '2 + 2' }, toolOutput: '4' },
                { tool: 'calculator', toolInput: { input: '4 * 10' }, toolOutput: '40' },
              ],
            ]
          : [],
      );
    }
  });

  it('tells the model about a failing tool call and lets it answer', async () => {
    server.enqueue(
      { toolCalls: [{ name: 'calculator', arguments: { input: 'rm -rf /' } }] },
      { text: 'Sorry.' },
    );
    const t = testRun();
    const agent = await t.build('toolAgent', toolAgent, {
      tools: [await t.build('calculator', calculator)],
      model: await testChatModel(server.baseURL),
    });
    const answer = await t.answer('toolAgent', toolAgent, agent, 'delete everything');
    expect(answer.text).toBe('Sorry.');
    expect(answer.usedTools?.[0]?.error).toMatch(/Unknown name 'rm'/);
    const toolResult = server.requests[1]?.body.messages?.find((m) => m.role === 'tool');
    expect(toolResult?.content).toMatch(/^Error: /);
  });

  it('names the wrong input instead of failing inside a call', async () => {
    const t = testRun();
    await expect(t.build('toolAgent', toolAgent, { tools: [], model: testMemory() })).rejects.toThrow(
      "Input 'model' needs a chat model, but a memory is connected",
    );
  });

  it('hands the question’s attached documents to the model before the question', async () => {
    server.enqueue({ text: 'The memo is about parking.' });
    const t = testRun();
    t.run.input.files = [{ name: 'memo.txt', mime: 'text/plain', text: 'Parking moves to level 2.' }];
    const agent = await t.build('toolAgent', toolAgent, {
      tools: [],
      model: await testChatModel(server.baseURL),
    });
    await t.answer('toolAgent', toolAgent, agent, 'What is the memo about?');
    const user = server.requests[0]?.body.messages?.at(-1)?.content;
    expect(user).toBe(
      '<file name="memo.txt" type="text/plain">\nParking moves to level 2.\n</file>\n\nWhat is the memo about?',
    );
  });
});
