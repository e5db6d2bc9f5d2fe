import { describe, expect, it } from 'vitest';
import type { Tool } from '../common/toolTypes.ts';
import { draftOf, draftProblems, emptyDraft, inputOf } from './toolDraft.ts';

describe('tool draft', () => {
  it('flags every missing or malformed field of an empty draft', () => {
    const problems = draftProblems({ ...emptyDraft(), iconSrc: 'ftp://x', color: 'red' });
    expect(Object.keys(problems).sort()).toEqual(['color', 'description', 'func', 'iconSrc', 'name']);
  });

  it('round-trips a tool through the draft into an API input', () => {
    const tool: Tool = {
      id: '1',
      workspaceId: 'w',
      name: 'weather',
      description: 'Weather',
      color: '#0f8a5f',
      iconSrc: null,
      schema: '{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}',
      func: 'return 1',
      createdDate: '',
      updatedDate: '',
    };
    const draft = draftOf(tool);
    expect(draftProblems(draft)).toEqual({});
    expect(inputOf(draft)).toEqual({
      name: 'weather',
      description: 'Weather',
      color: '#0f8a5f',
      iconSrc: null,
      schema: tool.schema,
      func: 'return 1',
    });
  });
});
