import { describe, expect, it } from 'vitest';
import { parseStoredUser } from './storedUser.ts';

describe('parseStoredUser', () => {
  it.each([null, undefined, 'undefined', 'null', '', '{not json', '42', '"text"', '[1]'])(
    'ignores and removes %j',
    (text) => {
      expect(parseStoredUser(text)).toEqual({ user: null, remove: true });
    },
  );

  it('parses a record and fills the section 3 defaults', () => {
    const { user, remove } = parseStoredUser(JSON.stringify({ id: 'u', email: 'e@x.y', name: 'N' }));
    expect(remove).toBe(false);
    expect(user).toMatchObject({
      id: 'u',
      email: 'e@x.y',
      role: 'member',
      isSSO: false,
      isOrganizationAdmin: false,
      assignedWorkspaces: [],
      permissions: [],
    });
  });

  it('keeps given values', () => {
    const raw = {
      id: 'u',
      role: 'owner',
      isSSO: true,
      isOrganizationAdmin: true,
      assignedWorkspaces: [{ id: 'w', name: 'W' }],
      permissions: ['tools:view'],
      activeWorkspace: 'W',
    };
    expect(parseStoredUser(JSON.stringify(raw)).user).toMatchObject(raw);
  });
});
