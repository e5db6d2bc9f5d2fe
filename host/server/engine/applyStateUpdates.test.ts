import { describe, expect, it } from 'vitest';
import { stateUpdatesFrom } from './applyStateUpdates.ts';

describe('stateUpdatesFrom', () => {
  it('replaces {{ output }} and {{ output.path }} and ignores rows without a key', () => {
    const output = JSON.stringify({ a: { b: 'deep' }, n: 3 });
    expect(
      stateUpdatesFrom(
        [
          { key: 'all', value: '{{ output }}' },
          { key: 'deep', value: 'x={{ output.a.b }}' },
          { key: 'missing', value: '{{output.zz}}' },
          { key: '', value: 'dropped' },
          { key: 'plain', value: 'fixed' },
        ],
        output,
      ),
    ).toEqual({ all: output, deep: 'x=deep', missing: '', plain: 'fixed' });
  });

  it('gives nothing for the empty string the canvas saves for no rows', () => {
    expect(stateUpdatesFrom('', 'x')).toEqual({});
  });

  it('leaves paths empty when the output is not JSON', () => {
    expect(stateUpdatesFrom([{ key: 'k', value: '{{ output.a }}' }], 'plain text')).toEqual({ k: '' });
  });
});
