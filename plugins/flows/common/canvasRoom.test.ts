import { describe, expect, it } from 'vitest';
import { canvasWidth, makeRoom } from './canvasRoom.ts';

const all = { palette: true, panel: true, chat: true };

describe('makeRoom', () => {
  it('changes nothing on a wide screen', () => {
    expect(makeRoom(1920, all, 'chat')).toBe(all);
  });

  it('folds the palette first when that is enough', () => {
    // 1440: 1440 - 260 - 340 - 400 = 440 is enough already; at 1366 it is not, folded it is.
    expect(makeRoom(1440, all, 'chat')).toBe(all);
    expect(makeRoom(1366, all, 'chat')).toEqual({ palette: false, panel: true, chat: true });
    expect(canvasWidth(1366, { palette: false, panel: true, chat: true })).toBeGreaterThanOrEqual(420);
  });

  it('at 1024 px keeps the side panel just opened and closes the other', () => {
    expect(makeRoom(1024, all, 'chat')).toEqual({ palette: false, panel: false, chat: true });
    expect(makeRoom(1024, all, 'panel')).toEqual({ palette: false, panel: true, chat: false });
  });

  it('with one side panel on a smaller window only folds the palette', () => {
    const panelOnly = { palette: true, panel: true, chat: false };
    expect(makeRoom(960, panelOnly, 'panel')).toEqual({ palette: false, panel: true, chat: false });
  });

  it('waits for a measured width', () => {
    expect(makeRoom(0, all, 'chat')).toBe(all);
  });
});
