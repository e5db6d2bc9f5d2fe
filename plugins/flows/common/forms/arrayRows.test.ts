import { describe, expect, it } from 'vitest';
import type { InputParam } from '../../../../node-registry/types.ts';
import {
  addRow,
  canAddRow,
  canRemoveRow,
  moveRow,
  newRow,
  removeRow,
  rowsOf,
  setRowValue,
} from './arrayRows.ts';

const sub: InputParam[] = [
  { label: 'Type', name: 'type', type: 'options', default: 'string' },
  { label: 'Value', name: 'value1', type: 'string' },
  { label: 'Value', name: 'value1', type: 'number', default: 3 },
  { label: 'Flag', name: 'flag', type: 'boolean' },
  { label: 'Items', name: 'items', type: 'array' },
];

describe('array rows', () => {
  it('builds a new row from defaults, the first of a shared name winning', () => {
    expect(newRow(sub)).toEqual({ type: 'string', value1: '', flag: false, items: [] });
  });
  it('reads rows from a list or a JSON string', () => {
    expect(rowsOf('[{"a":1}]')).toEqual([{ a: 1 }]);
    expect(rowsOf('nope')).toEqual([]);
    expect(rowsOf([{ a: 1 }, null])).toEqual([{ a: 1 }, {}]);
  });
  it('adds, removes, moves and edits rows without touching the input list', () => {
    const rows = [{ k: 'a' }, { k: 'b' }, { k: 'c' }];
    expect(addRow(rows, sub)).toHaveLength(4);
    expect(removeRow(rows, 1)).toEqual([{ k: 'a' }, { k: 'c' }]);
    expect(moveRow(rows, 2, -1)).toEqual([{ k: 'a' }, { k: 'c' }, { k: 'b' }]);
    expect(moveRow(rows, 0, -1)).toEqual(rows);
    expect(setRowValue(rows, 0, 'k', 'z')[0]).toEqual({ k: 'z' });
    expect(rows[0]).toEqual({ k: 'a' });
  });
  it('respects minItems and maxItems', () => {
    const p: InputParam = { label: 'S', name: 's', type: 'array', minItems: 1, maxItems: 2 };
    expect(canRemoveRow(p, 1)).toBe(false);
    expect(canRemoveRow(p, 2)).toBe(true);
    expect(canAddRow(p, 2)).toBe(false);
    expect(canAddRow(p, 1)).toBe(true);
  });
});
