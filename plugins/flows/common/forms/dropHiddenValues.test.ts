import { describe, expect, it } from 'vitest';
import type { InputParam } from '../../../../node-registry/types.ts';
import { applyInputChange } from './dropHiddenValues.ts';

const params: InputParam[] = [
  { label: 'Memory', name: 'mem', type: 'boolean', default: true },
  { label: 'Type', name: 'memType', type: 'options', show: { mem: true } },
  { label: 'Body type', name: 'bodyType', type: 'options' },
  { label: 'Body', name: 'body', type: 'string', show: { bodyType: 'json' } },
  { label: 'Body', name: 'body', type: 'array', show: { bodyType: 'form' } },
];

describe('applyInputChange', () => {
  it('sets the value and drops values of fields the change hid', () => {
    const next = applyInputChange(params, { mem: true, memType: 'window' }, 'mem', false);
    expect(next).toEqual({ mem: false });
  });
  it('keeps a value whose name another shown param still uses', () => {
    const next = applyInputChange(params, { bodyType: 'json', body: '{}' }, 'bodyType', 'form');
    expect(next.body).toBe('{}');
    expect(applyInputChange(params, { bodyType: 'json', body: '{}' }, 'bodyType', 'none')).not.toHaveProperty(
      'body',
    );
  });
});
