import { describe, expect, it } from 'vitest';
import { extractPromptVariables } from './extractPromptVariables.ts';

describe('extractPromptVariables', () => {
  it('finds single-brace names, trimmed and unique', () => {
    expect(extractPromptVariables('Hi {name}, about { topic } and {name} again')).toEqual(['name', 'topic']);
  });
  it('ignores names with a colon', () => {
    expect(extractPromptVariables('{a: 1} {b}')).toEqual(['b']);
    expect(extractPromptVariables('{"key": "value"}')).toEqual([]);
  });
  it('ignores double braces and empty braces', () => {
    expect(extractPromptVariables('{{ question }} {{$flow.state.x}} {} {x}')).toEqual(['x']);
  });
  it('returns nothing for text without braces', () => {
    expect(extractPromptVariables('plain text')).toEqual([]);
  });
});
