import { describe, expect, it } from 'vitest';
import {
  buildApiSnippets,
  pickSnippetInputs,
  SNIPPET_QUESTION,
  type SnippetInput,
  snippetInputsOfFlow,
} from './apiSnippets.ts';

const inputs: SnippetInput[] = [
  { name: 'temperature', type: 'number', default: 0.7 },
  { name: 'prompt', type: 'string' },
  { name: 'stream', type: 'boolean' },
  { name: 'mode', type: 'options', options: [{ name: 'fast' }, { name: 'slow' }] },
  { name: 'extra', type: 'string' },
  { name: 'doc', type: 'file' },
];

describe('pickSnippetInputs', () => {
  it('puts files first and keeps the first 4', () => {
    expect(pickSnippetInputs(inputs).map((i) => i.name)).toEqual(['doc', 'temperature', 'prompt', 'stream']);
  });
});

describe('buildApiSnippets', () => {
  it('sends a question and the first inputs as overrideConfig', () => {
    const s = buildApiSnippets({ baseUrl: 'http://h:3000/', flowId: 'f1', inputs: inputs.slice(0, 5) });
    expect(s.url).toBe('http://h:3000/api/v1/prediction/f1');
    expect(s.body).toEqual({
      question: SNIPPET_QUESTION,
      overrideConfig: { temperature: 0.7, prompt: 'example', stream: true, mode: 'fast' },
    });
    expect(s.json).toContain('"question": "Hey, how are you?"');
    expect(s.json).not.toContain('extra');
    expect(s.curl).toContain('-H "Content-Type: application/json"');
    expect(s.curl).toContain(`-d '${JSON.stringify(s.body)}'`);
    expect(s.formData).toContain(`formData.append("question", "Hey, how are you?");`);
    expect(s.formData).toContain(`formData.append("overrideConfig[temperature]", "0.7");`);
  });

  it('sends stopNodeId instead of the question when a stop node is given', () => {
    const s = buildApiSnippets({
      baseUrl: 'http://h',
      flowId: 'f',
      inputs: [],
      stopNodeId: 'llmAgentflow_1',
    });
    expect(s.body).toEqual({ stopNodeId: 'llmAgentflow_1' });
    expect(s.json).not.toContain('question');
    expect(s.formData).toContain(`formData.append("stopNodeId", "llmAgentflow_1");`);
  });

  it('uploads files first in form data and curl', () => {
    const s = buildApiSnippets({ baseUrl: 'http://h', flowId: 'f', inputs });
    const form = s.formData.split('\n');
    expect(form.findIndex((l) => l.includes("'files'"))).toBeLessThan(
      form.findIndex((l) => l.includes('overrideConfig[temperature]')),
    );
    expect(s.curl).toContain('-F "files=@/path/to/your/file"');
    expect(s.curl).not.toContain('Content-Type: application/json');
    expect(s.curl).toContain(`-F 'question=Hey, how are you?'`);
  });

  it('escapes single quotes for the shell', () => {
    const s = buildApiSnippets({
      baseUrl: 'http://h',
      flowId: 'f',
      inputs: [{ name: 'p', type: 'string', default: "it's" }],
    });
    expect(s.curl).toContain(`it'\\''s`);
  });
});

describe('snippetInputsOfFlow', () => {
  it('lists displayed, non-secret params once, in node order', () => {
    const flow = {
      nodes: [
        {
          id: 'a',
          position: { x: 0, y: 0 },
          data: {
            id: 'a',
            name: 'n',
            label: 'A',
            inputParams: [
              { name: 'key', label: 'Key', type: 'password' as const },
              { name: 'model', label: 'M', type: 'string' as const },
              { name: 'hiddenOne', label: 'H', type: 'string' as const, display: false },
            ],
          },
        },
        {
          id: 'b',
          position: { x: 0, y: 0 },
          data: {
            id: 'b',
            name: 'n',
            label: 'B',
            inputParams: [{ name: 'model', label: 'M', type: 'string' as const }],
          },
        },
      ],
      edges: [],
    };
    expect(snippetInputsOfFlow(flow).map((i) => i.name)).toEqual(['model']);
  });
});
