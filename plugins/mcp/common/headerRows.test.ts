import { describe, expect, it } from 'vitest';
import { headerRowsOf, headersOf } from './headerRows.ts';

describe('header rows', () => {
  it('shows saved names with masked values and sends them back as given', () => {
    const rows = headerRowsOf({ Authorization: '************' });
    expect(rows).toEqual([{ name: 'Authorization', value: '************' }]);
    expect(headersOf([...rows, { name: ' X-Team ', value: 'blue' }, { name: '', value: '' }])).toEqual({
      Authorization: '************',
      'X-Team': 'blue',
    });
  });

  it('keeps a row with a value but no name, so the server names the problem', () => {
    expect(headersOf([{ name: '', value: 'orphan' }])).toEqual({ '': 'orphan' });
  });
});
