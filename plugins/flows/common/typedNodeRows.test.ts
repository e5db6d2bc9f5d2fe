import { describe, expect, it } from 'vitest';
import type { InputParam } from '../../../node-registry/types.ts';
import { inputHandles, paramRows, SHOWN_PARAMS, summaryOf } from './typedNodeRows.ts';

const param = (name: string, extra: Partial<InputParam> = {}): InputParam => ({
  label: name.toUpperCase(),
  name,
  type: 'string',
  ...extra,
});

describe('summaryOf', () => {
  it('hides secrets, shows empty as a dash, option labels, and shortens long values', () => {
    expect(summaryOf({ type: 'password' }, 'sk-secret')).toBe('••••••');
    expect(summaryOf({ type: 'string' }, '')).toBe('—');
    expect(summaryOf({ type: 'options', options: [{ name: 'a', label: 'Alpha' }] }, 'a')).toBe('Alpha');
    expect(summaryOf({ type: 'number' }, 0.9)).toBe('0.9');
    expect(summaryOf({ type: 'string' }, 'x'.repeat(80))).toHaveLength(61);
    expect(summaryOf({ type: 'json' }, { a: 1 })).toBe('{"a":1}');
  });
});

describe('paramRows', () => {
  it('lists the credential, then main params, then additional ones, counting what it leaves out', () => {
    const inputParams = [
      param('extra', { additionalParams: true }),
      param('hidden', { display: false }),
      ...['a', 'b', 'c', 'd', 'e'].map((n) => param(n)),
    ];
    const { rows, more } = paramRows(
      { inputParams, inputs: { a: 'A' }, credential: 'cred-1' },
      { label: 'Key' },
    );
    expect(rows.map((r) => r.name)).toEqual(['credential', 'a', 'b', 'c', 'd'].slice(0, SHOWN_PARAMS));
    expect(rows[0]).toEqual({ name: 'credential', label: 'Key', value: 'Connected', text: 'connected' });
    expect(rows[1]).toEqual({ name: 'a', label: 'A', value: 'A' });
    expect(more).toBe(2);
  });

  it("marks an option's label as a text to translate, a value the user wrote or an option named by its value not", () => {
    const options = [
      { name: 'perPage', label: 'One document per page' },
      { name: 'gpt-4o', label: 'gpt-4o' },
    ];
    const inputParams = ['usage', 'model', 'name'].map((n) =>
      param(n, n === 'name' ? {} : { type: 'options', options }),
    );
    const { rows } = paramRows({
      inputParams,
      inputs: { usage: 'perPage', model: 'gpt-4o', name: 'perPage' },
    });
    expect(rows.map((r) => [r.value, r.text])).toEqual([
      ['One document per page', 'option'],
      ['gpt-4o', undefined],
      ['perPage', undefined],
    ]);
  });

  it("marks a boolean's true / false as a text to translate, a string 'true' the user wrote not", () => {
    const inputParams = [
      param('stream', { type: 'boolean' }),
      param('strict', { type: 'boolean' }),
      param('note'),
    ];
    const { rows } = paramRows({ inputParams, inputs: { stream: true, strict: false, note: 'true' } });
    expect(rows.map((r) => [r.value, r.text])).toEqual([
      ['true', 'boolean'],
      ['false', 'boolean'],
      ['true', undefined],
    ]);
  });
});

describe('inputHandles', () => {
  it('gives params that accept a variable a handle after the anchors, typed by the param', () => {
    const handles = inputHandles({
      inputAnchors: [
        { id: 'p_0-input-model-BaseChatModel', label: 'Model', name: 'model', type: 'BaseChatModel' },
      ],
      inputParams: [
        param('promptValues', {
          id: 'p_0-input-promptValues-json',
          type: 'json',
          acceptVariable: true,
          list: true,
        }),
        param('template', { id: 'p_0-input-template-string' }),
      ],
    });
    expect(handles.map((h) => [h.id, h.type, h.list ?? false])).toEqual([
      ['p_0-input-model-BaseChatModel', 'BaseChatModel', false],
      ['p_0-input-promptValues-json', 'json', true],
    ]);
  });
});
