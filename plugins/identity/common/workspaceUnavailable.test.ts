import { describe, expect, it } from 'vitest';
import { isWorkspaceUnavailable } from './workspaceUnavailable.ts';

describe('isWorkspaceUnavailable', () => {
  const list = [{ id: 'a' }, { id: 'b' }];
  it('is false while the active workspace is assigned', () => {
    expect(isWorkspaceUnavailable('b', list)).toBe(false);
  });
  it('is true when it is not, when there is none active, or nothing is assigned', () => {
    expect(isWorkspaceUnavailable('c', list)).toBe(true);
    expect(isWorkspaceUnavailable(undefined, list)).toBe(true);
    expect(isWorkspaceUnavailable('a', [])).toBe(true);
  });
});
