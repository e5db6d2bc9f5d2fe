import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Flow } from '../../../../node-registry/flow.ts';
import { lastUserText, startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { chatflowTestRequest, type TestRequestOptions } from '../chatflowTestRequest.ts';
import { type TestNode, testFlow } from '../chatflowTestFlow.ts';
import { runChatflow } from '../runChatflow.ts';

const llm = await startOpenAITestServer();
afterAll(() => llm.close());
beforeEach(() => llm.reset());

const run = (flow: Flow, o: TestRequestOptions = {}) =>
  runChatflow(
    chatflowTestRequest(flow, {
      credentials: { openai: { openAIApiKey: 'sk-parse' } },
      modelBaseURL: { chatOpenAI: llm.baseURL },
      ...o,
    }).req,
  );

const model: TestNode = { id: 'model', name: 'chatOpenAI', credential: 'openai' };

/** prompt -> LLM chain <- parser, with the model. */
function chainWith(prompt: TestNode, parser?: TestNode) {
  return testFlow(
    [model, prompt, ...(parser ? [parser] : []), { id: 'chain', name: 'llmChain' }],
    [
      ['model', 'chain', 'model'],
      [prompt.id, 'chain', 'prompt'],
      ...(parser ? ([[parser.id, 'chain', 'outputParser']] as [string, string, string][]) : []),
    ],
  );
}

describe('output parsers and prompts in an LLM chain', () => {
  it('Structured Output Parser: instructions carry the schema; the answer becomes checked JSON', async () => {
    llm.enqueue({ text: 'Sure:\n```json\n{"answer":"Paris","source":"atlas"}\n```' });
    const flow = chainWith(
      { id: 'prompt', name: 'promptTemplate', inputs: { template: 'Q: {question}' } },
      { id: 'parser', name: 'structuredOutputParser' },
    );
    const result = await run(flow, { question: 'Capital of France?', streaming: true });
    expect(result).toMatchObject({ status: 'FINISHED', json: { answer: 'Paris', source: 'atlas' } });
    const sent = lastUserText(llm.requests[0]!.body);
    expect(sent).toMatch(/^Q: Capital of France\?\n\n/);
    expect(sent).toContain('"answer":{"type":"string"');
    // a parsed answer cannot stream token by token: the model call did not stream
    expect(llm.requests[0]!.body.stream).toBeFalsy();
  });

  it('a wrong answer fails with the reason; with autofix the model is asked once more', async () => {
    const rows = [{ property: 'n', type: 'number', description: 'a number' }];
    llm.enqueue({ text: '{"n":"seven"}' });
    const strict = chainWith(
      { id: 'prompt', name: 'promptTemplate', inputs: { template: '{question}' } },
      { id: 'parser', name: 'structuredOutputParser', inputs: { jsonStructure: rows } },
    );
    const failed = await run(strict);
    expect(failed).toMatchObject({
      status: 'ERROR',
      error: expect.stringMatching(/^LLM Chain \(chain\): .*\/n must be number/),
    });

    llm.enqueue({ text: '{"n":"seven"}' }, { text: '{"n":7}' });
    const fixing = chainWith(
      { id: 'prompt', name: 'promptTemplate', inputs: { template: '{question}' } },
      { id: 'parser', name: 'structuredOutputParser', inputs: { jsonStructure: rows, autofixParser: true } },
    );
    expect(await run(fixing)).toMatchObject({ status: 'FINISHED', json: { n: 7 } });
    expect(lastUserText(llm.requests[2]!.body)).toContain('/n must be number');
  });

  it('Advanced Structured Output Parser: a chat prompt and a Zod schema as the marketplace template wires them', async () => {
    // Our own flow in the shape of the peer's template (CI has no copy of the peer's package).
    const flow = chainWith(
      {
        id: 'prompt',
        name: 'chatPromptTemplate',
        inputs: {
          systemMessagePrompt: 'Reply with JSON only: only output information in JSON, nothing else.',
          humanMessagePrompt: '{text}',
        },
      },
      {
        id: 'parser',
        name: 'advancedStructuredOutputParser',
        inputs: {
          autofixParser: true,
          exampleJson: [
            'z.array(z.object({',
            '  title: z.string(), // the title',
            '  yearOfRelease: z.number().int(),',
            '  genres: z.array(z.enum(["Horror", "Comedy", "Drama"])).max(2),',
            '  shortDescription: z.string().max(500),',
            '})).max(2)',
          ].join('\n'),
        },
      },
    );
    const movies = [
      { title: 'Alien', yearOfRelease: 1979, genres: ['Horror'], shortDescription: 'In space.' },
    ];
    llm.enqueue({ text: JSON.stringify(movies) });
    const result = await run(flow, { question: 'One classic sci-fi horror film' });
    expect(result).toMatchObject({ status: 'FINISHED', json: movies });
    const messages = llm.requests[0]!.body.messages ?? [];
    expect(messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('only output information in JSON'),
    });
    expect(lastUserText(llm.requests[0]!.body)).toContain('"maxItems":2');
  });

  it('Custom List Output Parser: splits by its separator and checks the length', async () => {
    llm.enqueue({ text: 'a; b; c' }, { text: 'a; b' });
    const flow = chainWith(
      { id: 'prompt', name: 'promptTemplate', inputs: { template: 'List: {question}' } },
      { id: 'parser', name: 'customListOutputParser', inputs: { separator: ';', length: 3 } },
    );
    expect((await run(flow)).json).toEqual(['a', 'b', 'c']);
    expect((await run(flow)).error).toMatch(/has 2 items, not 3/);
  });

  it('Few Shot Prompt Template: examples formatted by the example prompt, between prefix and suffix', async () => {
    llm.enqueue({ text: 'sad' });
    const flow = testFlow(
      [
        model,
        { id: 'example', name: 'promptTemplate', inputs: { template: 'Word: {word}\nAntonym: {antonym}' } },
        {
          id: 'fewshot',
          name: 'fewShotPromptTemplate',
          inputs: {
            examples: JSON.stringify([
              { word: 'tall', antonym: 'short' },
              { word: 'hot', antonym: '{cold}' },
            ]),
            prefix: 'Give the antonym.',
            suffix: 'Word: {question}\nAntonym:',
            exampleSeparator: '\n---\n',
          },
        },
        { id: 'chain', name: 'llmChain' },
      ],
      [
        ['example', 'fewshot', 'examplePrompt'],
        ['model', 'chain', 'model'],
        ['fewshot', 'chain', 'prompt'],
      ],
    );
    expect((await run(flow, { question: 'happy' })).text).toBe('sad');
    expect(lastUserText(llm.requests[0]!.body)).toBe(
      'Give the antonym.\n---\nWord: tall\nAntonym: short\n---\nWord: hot\nAntonym: {cold}\n---\nWord: happy\nAntonym:',
    );
  });

  it('a prompt with two unset variables asks for their values, naming them', async () => {
    const flow = chainWith({ id: 'prompt', name: 'promptTemplate', inputs: { template: '{a} and {b}' } });
    expect((await run(flow)).error).toBe('LLM Chain (chain): Give the prompt values for: a, b');
    expect(llm.requests).toHaveLength(0);
  });
});
