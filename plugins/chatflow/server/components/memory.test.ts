import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../host/server/engine/engineTypes.ts';
import { lastUserText, startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { chatflowTestRequest, type TestRequestOptions } from '../chatflowTestRequest.ts';
import { type TestNode, testFlow } from '../chatflowTestFlow.ts';
import { runChatflow } from '../runChatflow.ts';
import { closeRedisClients } from './redisMemory.ts';

const llm = await startOpenAITestServer();
afterAll(async () => {
  await llm.close();
  await closeRedisClients();
});
beforeEach(() => llm.reset());

const model: TestNode = {
  id: 'model',
  name: 'chatOpenAI',
  credential: 'openai',
  inputs: { modelName: 'gpt-4o-mini' },
};

/** A conversation chain with this memory node (and the model wired to memories that need one). */
function conversation(memory: TestNode, memoryNeedsModel = false) {
  return testFlow(
    [model, memory, { id: 'chain', name: 'conversationChain', inputs: { systemMessagePrompt: 'Be brief.' } }],
    [
      ['model', 'chain', 'model'],
      ['memory', 'chain', 'memory'],
      ...(memoryNeedsModel ? ([['model', 'memory', 'model']] as [string, string, string][]) : []),
    ],
  );
}

const run = (flow: ReturnType<typeof testFlow>, o: TestRequestOptions) =>
  runChatflow(
    chatflowTestRequest(flow, {
      credentials: { openai: { openAIApiKey: 'sk-mem' }, redis: { redisUrl: 'redis://127.0.0.1:6379' } },
      modelBaseURL: { chatOpenAI: llm.baseURL },
      ...o,
    }).req,
  );

const history: ChatMessage[] = [
  { role: 'user', content: 'first question' },
  { role: 'assistant', content: 'first answer' },
  { role: 'user', content: 'second question' },
  { role: 'assistant', content: 'second answer' },
];

const chatMessages = (i: number) =>
  (llm.requests[i]!.body.messages ?? []).map((m) => `${m.role}: ${m.content}`);

describe('memory nodes', () => {
  it('Buffer Window Memory: the model sees only the last k exchanges', async () => {
    llm.enqueue({ text: 'ok' });
    const result = await run(conversation({ id: 'memory', name: 'bufferWindowMemory', inputs: { k: 1 } }), {
      question: 'third',
      history,
    });
    expect(result.status).toBe('FINISHED');
    expect(chatMessages(0)).toEqual([
      'system: Be brief.',
      'user: second question',
      'assistant: second answer',
      'user: third',
    ]);
  });

  it('Conversation Summary Memory: the history reaches the model as a summary made by the model', async () => {
    llm.enqueue({ text: 'The user asked two questions.' }, { text: 'answer' });
    const result = await run(conversation({ id: 'memory', name: 'conversationSummaryMemory' }, true), {
      question: 'third',
      history,
    });
    expect(result).toMatchObject({ status: 'FINISHED', text: 'answer', usage: { totalTokens: 30 } });
    expect(lastUserText(llm.requests[0]!.body)).toContain('Human: first question\nAI: first answer');
    const answerCall = chatMessages(1);
    expect(answerCall[0]).toContain('Summary of the conversation so far:\nThe user asked two questions.');
    expect(answerCall.at(-1)).toBe('user: third');
    expect(answerCall.join('\n')).not.toContain('first answer');
  });

  it('Conversation Summary Buffer Memory: recent messages within the token limit stay, older ones are summarized', async () => {
    llm.enqueue({ text: 'Earlier: the first exchange.' }, { text: 'answer' });
    // 'second question' and 'second answer' are two tokens each; the limit keeps exactly those
    const result = await run(
      conversation(
        { id: 'memory', name: 'conversationSummaryBufferMemory', inputs: { maxTokenLimit: 4 } },
        true,
      ),
      { question: 'third', history },
    );
    expect(result.status).toBe('FINISHED');
    expect(lastUserText(llm.requests[0]!.body)).toBe('Human: first question\nAI: first answer');
    expect(chatMessages(1).slice(1)).toEqual([
      'user: second question',
      'assistant: second answer',
      'user: third',
    ]);
  });

  it('Redis-Backed Chat Memory: a second run of the session sees the first exchange, kept in Redis', async () => {
    const session = `bs-test-chatflow:${randomUUID()}`;
    const flow = conversation({
      id: 'memory',
      name: 'RedisBackedChatMemory',
      credential: 'redis',
      inputs: { sessionId: session, sessionTTL: 120 },
    });
    llm.enqueue({ text: 'Hello Ada' }, { text: 'You are Ada' });
    expect((await run(flow, { question: 'I am Ada', chatId: 'c1' })).text).toBe('Hello Ada');
    expect((await run(flow, { question: 'Who am I?', chatId: 'c2' })).text).toBe('You are Ada');
    expect(chatMessages(1)).toEqual([
      'system: Be brief.',
      'user: I am Ada',
      'assistant: Hello Ada',
      'user: Who am I?',
    ]);
    const redis = await createClient({ url: 'redis://127.0.0.1:6379' }).connect();
    try {
      expect(await redis.lLen(session)).toBe(4);
      expect(await redis.ttl(session)).toBeGreaterThan(0);
      // the peer's stored-message form, newest first
      expect(JSON.parse((await redis.lIndex(session, 0))!)).toMatchObject({
        type: 'ai',
        data: { content: 'You are Ada' },
      });
    } finally {
      await redis.del(session);
      await redis.quit();
    }
  });

  it('Redis-Backed Chat Memory: an unreachable server fails the run naming the node', async () => {
    const flow = conversation({ id: 'memory', name: 'RedisBackedChatMemory', credential: 'down' });
    const result = await runChatflow(
      chatflowTestRequest(flow, {
        credentials: { openai: { openAIApiKey: 'sk-mem' }, down: { redisUrl: 'redis://127.0.0.1:1' } },
        modelBaseURL: { chatOpenAI: llm.baseURL },
      }).req,
    );
    expect(result.status).toBe('ERROR');
    expect(result.error).toMatch(/^Conversation Chain \(chain\): Redis could not be reached/);
    expect(llm.requests).toHaveLength(0);
  });

  it('Redis-Backed Chat Memory: a private Redis address is refused unless HTTP_ALLOW_PRIVATE allows it', async () => {
    const flow = conversation({ id: 'memory', name: 'RedisBackedChatMemory', credential: 'private' });
    const { req } = chatflowTestRequest(flow, {
      credentials: {
        openai: { openAIApiKey: 'sk-mem' },
        private: { redisCacheHost: '10.1.2.3', redisCachePort: 6379 },
      },
      modelBaseURL: { chatOpenAI: llm.baseURL },
    });
    const result = await runChatflow(req);
    expect(result.status).toBe('ERROR');
    // The host is part of the credential, so the message shows it redacted.
    expect(result.error).toMatch(
      /Redis could not be reached: Refused to connect to .*a private address.*HTTP_ALLOW_PRIVATE/,
    );
    expect(llm.requests).toHaveLength(0);
  });

  it('Redis-Backed Chat Memory: a URL of another scheme is refused', async () => {
    const flow = conversation({ id: 'memory', name: 'RedisBackedChatMemory', credential: 'web' });
    const result = await run(flow, {
      question: 'hi',
      credentials: { openai: { openAIApiKey: 'sk-mem' }, web: { redisUrl: 'http://127.0.0.1:6379' } },
    });
    expect(result.status).toBe('ERROR');
    expect(result.error).toMatch(/redis:\/\/ or rediss:\/\//);
  });
});
