import { afterAll, describe, expect, it } from 'vitest';
import { startReplicateTestServer } from '../../../../tests/llm/replicateTestServer.ts';
import { chatflowTestRequest } from '../chatflowTestRequest.ts';
import { testFlow } from '../chatflowTestFlow.ts';
import { runChatflow } from '../runChatflow.ts';
import { outputText } from './replicateModel.ts';

const replicate = await startReplicateTestServer('r8-key');
afterAll(() => replicate.close());

/** An LLM chain on the Replicate node, asked `question`. */
async function ask(inputs: Record<string, unknown>, key = 'r8-key', streaming = false) {
  const flow = testFlow(
    [
      { id: 'model', name: 'replicate', credential: 'replicate', inputs },
      { id: 'prompt', name: 'promptTemplate', inputs: { template: 'Tell me about {question}' } },
      { id: 'chain', name: 'llmChain' },
    ],
    [
      ['model', 'chain', 'model'],
      ['prompt', 'chain', 'prompt'],
    ],
  );
  const t = chatflowTestRequest(flow, {
    question: 'otters',
    streaming,
    credentials: { replicate: { replicateApiKey: key } },
    modelBaseURL: { replicate: replicate.url },
  });
  const result = await runChatflow(t.req);
  return { result, tokens: t.tokens() };
}

describe('Replicate LLM node', () => {
  it('runs a versioned model: creates the prediction with the prompt and inputs, polls it until it succeeds', async () => {
    const { result, tokens } = await ask(
      {
        model: 'a16z-infra/llama13b-v2-chat:df7690f1',
        temperature: 0.5,
        maxTokens: 100,
        additionalInputs: '{"system_prompt":"Be brief."}',
      },
      'r8-key',
      true,
    );
    expect(result).toMatchObject({ status: 'FINISHED', text: 'Replicate says: Tell me about otters' });
    expect(tokens.join('')).toBe('Replicate says: Tell me about otters');
    const [p] = replicate.predictions.slice(-1);
    expect(p).toMatchObject({
      version: 'df7690f1',
      input: {
        prompt: 'Tell me about otters',
        temperature: 0.5,
        max_length: 100,
        system_prompt: 'Be brief.',
      },
      polls: 2,
    });
  });

  it('runs a model by name only through its models route; an image model answers its image URLs', async () => {
    const { result } = await ask({ model: 'stability-ai/sdxl' });
    expect(result.status).toBe('FINISHED');
    expect(result.text).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/p\d+\.png$/);
    expect(replicate.predictions.at(-1)).toMatchObject({ model: 'stability-ai/sdxl' });
  });

  it('a wrong token fails the run naming the Replicate credential, without the token', async () => {
    const { result } = await ask({ model: 'meta/llama' }, 'r8-wrong');
    expect(result.status).toBe('ERROR');
    expect(result.error).toMatch(/Replicate refused the API token/);
    expect(result.error).not.toContain('r8-wrong');
  });

  it('joins token lists, lists URLs one per line, and gives other outputs as JSON', () => {
    expect(outputText(['He', 'llo'])).toBe('Hello');
    expect(outputText(['https://a/1.png', 'https://a/2.png'])).toBe('https://a/1.png\nhttps://a/2.png');
    expect(outputText({ caption: 'x' })).toBe('{"caption":"x"}');
    expect(outputText(null)).toBe('');
  });
});
