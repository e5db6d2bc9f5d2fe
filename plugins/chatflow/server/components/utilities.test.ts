import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Flow } from '../../../../node-registry/flow.ts';
import { lastUserText, startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { chatflowTestRequest, type TestRequestOptions } from '../chatflowTestRequest.ts';
import { testFlow } from '../chatflowTestFlow.ts';
import { runChatflow } from '../runChatflow.ts';

const llm = await startOpenAITestServer();
afterAll(() => llm.close());
beforeEach(() => llm.reset());

const run = (flow: Flow, o: TestRequestOptions = {}) =>
  runChatflow(
    chatflowTestRequest(flow, {
      credentials: { openai: { openAIApiKey: 'sk-util' } },
      modelBaseURL: { chatOpenAI: llm.baseURL },
      ...o,
    }).req,
  );

describe('utility nodes (user code in the sandbox)', () => {
  it('Custom JS Function as the ending node: sees $input, its variables, $vars and $flow', async () => {
    const flow = testFlow(
      [
        {
          id: 'fn',
          name: 'customFunction',
          output: 'EndingNode',
          inputs: {
            functionInputVariables: '{"greeting":"Hello","who":"{{question}}"}',
            javascriptFunction:
              'return [$greeting, $who, "(" + $input + ")", $vars.team, $flow.chatId].join(" ");',
          },
        },
      ],
      [],
    );
    const result = await run(flow, {
      question: 'Ada',
      vars: { team: 'blue' },
      chatId: 'c-7',
      streaming: true,
    });
    expect(result).toMatchObject({ status: 'FINISHED', text: 'Hello Ada (Ada) blue c-7' });
  });

  it('Custom JS Function calls its Additional Tools as $tools.<name>.invoke(input)', async () => {
    const flow = testFlow(
      [
        { id: 'calc', name: 'calculator' },
        {
          id: 'fn',
          name: 'customFunction',
          output: 'EndingNode',
          inputs: {
            javascriptFunction: `
              const byText = await $tools.calculator.invoke('6 * 7');
              const byObject = await $tools.calculator.invoke({ input: '2 ^ 10' });
              let failure = '';
              try { await $tools.calculator.invoke('6 *'); } catch (e) { failure = 'refused'; }
              return [byText, byObject, failure, Object.keys($tools).join()].join(' ');`,
          },
        },
      ],
      [['calc', 'fn', 'tools']],
    );
    expect(await run(flow, { question: 'go' })).toMatchObject({
      status: 'FINISHED',
      text: '42 1024 refused calculator',
    });
  });

  it('a function result feeds a prompt; a failing function names the node and the reason', async () => {
    const flow = (code: string) =>
      testFlow(
        [
          { id: 'model', name: 'chatOpenAI', credential: 'openai' },
          { id: 'fn', name: 'customFunction', output: 'output', inputs: { javascriptFunction: code } },
          {
            id: 'prompt',
            name: 'promptTemplate',
            inputs: {
              template: 'Facts: {facts}\nQ: {question}',
              promptValues: '{"facts":"{{fn.data.instance}}"}',
            },
          },
          { id: 'chain', name: 'llmChain' },
        ],
        [
          ['fn', 'prompt', 'promptValues'],
          ['model', 'chain', 'model'],
          ['prompt', 'chain', 'prompt'],
        ],
      );
    llm.enqueue({ text: 'ok' });
    expect((await run(flow('return { sum: 1 + 2 };'), { question: 'sum?' })).text).toBe('ok');
    expect(lastUserText(llm.requests[0]!.body)).toBe('Facts: {"sum":3}\nQ: sum?');

    const failed = await run(flow('throw new Error("bad input")'));
    expect(failed.status).toBe('ERROR');
    expect(failed.error).toMatch(/^Custom JS Function \(fn\): The function failed \(runtime\): .*bad input/);
  });

  it('IfElse Function: only the branch it takes is built, and its end answers', async () => {
    const flow = testFlow(
      [
        {
          id: 'if',
          name: 'ifElseFunction',
          inputs: {
            ifFunction: 'if ($input.includes("yes")) return "took yes";',
            elseFunction: 'return "took no";',
          },
        },
        {
          id: 'yes',
          name: 'customFunction',
          output: 'EndingNode',
          inputs: { javascriptFunction: 'return "YES branch";' },
        },
        {
          id: 'no',
          name: 'customFunction',
          output: 'EndingNode',
          inputs: { javascriptFunction: 'return "NO branch";' },
        },
      ],
      [],
    );
    flow.edges = [
      {
        id: 'e1',
        source: 'if',
        target: 'yes',
        sourceHandle: 'if-output-returnTrue-string|number|boolean|json|array',
        targetHandle: 'yes-input-functionInputVariables-json',
      },
      {
        id: 'e2',
        source: 'if',
        target: 'no',
        sourceHandle: 'if-output-returnFalse-string|number|boolean|json|array',
        targetHandle: 'no-input-functionInputVariables-json',
      },
    ];
    expect((await run(flow, { question: 'yes please' })).text).toBe('YES branch');
    expect((await run(flow, { question: 'never' })).text).toBe('NO branch');
  });

  it('Set Variable stores a value that Get Variable reads later in the same run', async () => {
    llm.enqueue({ text: 'noted' });
    const flow = testFlow(
      [
        { id: 'model', name: 'chatOpenAI', credential: 'openai' },
        {
          id: 'fn',
          name: 'customFunction',
          output: 'output',
          inputs: { javascriptFunction: 'return "blue";' },
        },
        { id: 'set', name: 'setVariable', inputs: { variableName: 'colour' } },
        { id: 'get', name: 'getVariable', inputs: { variableName: 'colour' } },
        {
          id: 'prompt',
          name: 'promptTemplate',
          inputs: {
            template: 'Colour {c}, stored {s}: {question}',
            promptValues: '{"c":"{{get.data.instance}}","s":"{{set.data.instance}}"}',
          },
        },
        { id: 'chain', name: 'llmChain' },
      ],
      [
        ['fn', 'set', 'input'],
        ['get', 'prompt', 'promptValues'],
        ['set', 'prompt', 'promptValues'],
        ['model', 'chain', 'model'],
        ['prompt', 'chain', 'prompt'],
      ],
    );
    expect((await run(flow, { question: 'go' })).status).toBe('FINISHED');
    expect(lastUserText(llm.requests[0]!.body)).toBe('Colour blue, stored blue: go');
  });
});
