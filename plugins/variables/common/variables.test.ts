import { describe, expect, it } from 'vitest';
import { exportVariables } from './exportVariables.ts';
import { mergeVariables } from './mergeVariables.ts';
import { variableNameProblem, variableUsage } from './variableName.ts';

describe('variable names', () => {
  it('accepts identifiers and names each problem', () => {
    for (const ok of ['a', 'API_URL', '_x1', 'x'.repeat(100)]) expect(variableNameProblem(ok)).toBeNull();
    expect(variableNameProblem('')).toBe('Name is required');
    expect(variableNameProblem('1abc')).toBe('Name must not start with a digit');
    expect(variableNameProblem('my-var')).toBe('Name may hold only letters, digits and underscores');
    expect(variableNameProblem('a b')).toBe('Name may hold only letters, digits and underscores');
    expect(variableNameProblem('é')).toBe('Name may hold only letters, digits and underscores');
    expect(variableNameProblem('x'.repeat(101))).toBe('Name must be at most 100 characters');
    expect(variableUsage('api_url')).toBe('{{$vars.api_url}}');
  });
});

describe('exportVariables', () => {
  it('keeps exactly id, name, value, type and blanks every value', () => {
    const out = exportVariables([
      {
        id: '1',
        name: 'token',
        value: 'secret',
        type: 'static',
        workspaceId: 'w',
        createdDate: 'd',
        updatedDate: 'd',
      },
      { id: '2', name: 'region', value: 'eu', type: 'runtime' },
    ] as never);
    expect(out).toEqual([
      { id: '1', name: 'token', value: '', type: 'static' },
      { id: '2', name: 'region', value: '', type: 'runtime' },
    ]);
    expect(Object.keys(out[0] ?? {})).toEqual(['id', 'name', 'value', 'type']);
  });
});

describe('mergeVariables', () => {
  const saved = [
    { name: 'fixed', value: 'f', type: 'static' as const },
    { name: 'region', value: 'eu', type: 'runtime' as const },
    { name: 'limit', value: '5', type: 'runtime' as const },
  ];
  it('lets overrides win for runtime variables only', () => {
    expect(mergeVariables(saved)).toEqual({ fixed: 'f', region: 'eu', limit: '5' });
    expect(mergeVariables(saved, { fixed: 'hacked', region: 'us', limit: 7, invented: 'x' })).toEqual({
      fixed: 'f',
      region: 'us',
      limit: '7',
    });
    expect(mergeVariables(saved, { region: null, limit: { a: 1 } })).toEqual({
      fixed: 'f',
      region: 'eu',
      limit: '{"a":1}',
    });
  });
});
