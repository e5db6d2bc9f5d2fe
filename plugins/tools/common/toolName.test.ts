import { describe, expect, it } from 'vitest';
import { toolNameProblem } from './toolName.ts';

describe('toolNameProblem', () => {
  it('accepts function names up to 64 characters', () => {
    expect(toolNameProblem('get_weather2')).toBeNull();
    expect(toolNameProblem(`a${'b'.repeat(63)}`)).toBeNull();
  });
  it('refuses empty, too long, leading digit or underscore, and other characters', () => {
    expect(toolNameProblem('')).toMatch(/required/);
    expect(toolNameProblem(`a${'b'.repeat(64)}`)).toMatch(/64/);
    expect(toolNameProblem('1tool')).toMatch(/start with a letter/);
    expect(toolNameProblem('_tool')).toMatch(/start with a letter/);
    expect(toolNameProblem('my-tool')).toMatch(/letters, digits and underscores/);
    expect(toolNameProblem('my tool')).toMatch(/letters, digits and underscores/);
  });
});
