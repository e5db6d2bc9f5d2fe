import { describe, expect, it } from 'vitest';
import { amend, canRedo, canUndo, createHistory, record, redo, undo } from './history.ts';

describe('history', () => {
  it('undoes and redoes edits in order', () => {
    let h = createHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    expect(h.present).toBe('c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    h = redo(h);
    expect(h.present).toBe('c');
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
  });

  it('an edit after an undo drops the redo list', () => {
    let h = record(record(createHistory(1), 2), 3);
    h = undo(h);
    h = record(h, 4);
    expect(h.present).toBe(4);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe(2);
  });

  it('ignores recording the present itself and keeps at most `limit` steps', () => {
    const h0 = createHistory({ v: 0 });
    expect(record(h0, h0.present)).toBe(h0);
    let h = createHistory(0);
    for (let i = 1; i <= 10; i += 1) h = record(h, i, 3);
    expect(h.past).toEqual([7, 8, 9]);
  });

  it('amends the present without a new step and drops the redo list', () => {
    let h = record(record(createHistory('a'), 'b'), 'c');
    h = undo(h);
    h = amend(h, 'b2');
    expect(h.present).toBe('b2');
    expect(h.past).toEqual(['a']);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe('a');
  });
});
