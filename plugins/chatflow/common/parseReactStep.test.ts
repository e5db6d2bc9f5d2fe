import { describe, expect, it } from 'vitest';
import { parseReactStep } from './parseReactStep.ts';

describe('parseReactStep', () => {
  it('reads a tool call with its input', () => {
    expect(
      parseReactStep('Thought: I should compute it\nAction: calculator\nAction Input: {"input": "2+2"}'),
    ).toEqual({
      type: 'action',
      thought: 'I should compute it',
      tool: 'calculator',
      input: '{"input": "2+2"}',
    });
  });

  it('stops the input at an Observation the model invented', () => {
    const step = parseReactStep('Action: search\nAction Input: weather in Oslo\nObservation: sunny');
    expect(step).toMatchObject({ type: 'action', tool: 'search', input: 'weather in Oslo' });
  });

  it('reads the final answer, and takes plain text as one', () => {
    expect(parseReactStep('Thought: I know it\nFinal Answer: 42')).toEqual({
      type: 'final',
      thought: 'I know it',
      answer: '42',
    });
    expect(parseReactStep('Just 42.')).toEqual({ type: 'final', thought: '', answer: 'Just 42.' });
  });
});
