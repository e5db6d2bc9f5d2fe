import { describe, expect, it } from 'vitest';
import { autoLayout } from './autoLayout.ts';

const box = (id: string, extra = {}) => ({ id, width: 100, height: 40, ...extra });

describe('autoLayout', () => {
  it('ranks a chain left to right and branches side by side', () => {
    const pos = autoLayout(
      [box('start'), box('cond'), box('a'), box('b'), box('reply')],
      [
        { source: 'start', target: 'cond' },
        { source: 'cond', target: 'a' },
        { source: 'cond', target: 'b' },
        { source: 'a', target: 'reply' },
        { source: 'b', target: 'reply' },
      ],
    );
    const x = (id: string) => pos.get(id)!.x;
    expect(x('start')).toBeLessThan(x('cond'));
    expect(x('cond')).toBeLessThan(x('a'));
    expect(x('a')).toBe(x('b'));
    expect(pos.get('a')!.y).not.toBe(pos.get('b')!.y);
    expect(x('b')).toBeLessThan(x('reply'));
  });

  it('top to bottom on request', () => {
    const pos = autoLayout([box('a'), box('b')], [{ source: 'a', target: 'b' }], { direction: 'TB' });
    expect(pos.get('a')!.y).toBeLessThan(pos.get('b')!.y);
    expect(pos.get('a')!.x).toBe(pos.get('b')!.x);
  });

  it('leaves children and fixed nodes alone; a child edge ranks its container', () => {
    const pos = autoLayout(
      [
        box('start'),
        box('loop', { width: 400, height: 250 }),
        box('child', { parentId: 'loop' }),
        box('note', { fixed: true }),
      ],
      [{ source: 'start', target: 'child' }],
    );
    expect(pos.has('child')).toBe(false);
    expect(pos.has('note')).toBe(false);
    expect(pos.get('start')!.x + 100).toBeLessThan(pos.get('loop')!.x);
  });
});
