import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../../common/access/index.ts';
import type { TopBarItemContribution } from '../../common/plugin/types.ts';
import { visibleTopBarItems } from './topBarItems.ts';

const component = () => Promise.resolve({ default: () => null });
const item = (id: string, over: Partial<TopBarItemContribution> = {}) => ({
  id,
  owner: 'p',
  value: { id, component, rank: 1, ...over },
});
const ctx = (over: Partial<AccessContext> = {}): AccessContext => ({
  edition: 'enterprise',
  user: null,
  permissions: ['tools:view'],
  features: { 'feat:workspaces': 'true' },
  isGlobal: false,
  ...over,
});

describe('visibleTopBarItems', () => {
  const items = [
    item('switcher', { editions: ['enterprise'], feature: 'feat:workspaces', rank: 20 }),
    item('plain', { rank: 10 }),
    item('chips', { editions: ['cloud'], placement: 'start' }),
    item('admin', { permission: 'users:manage', rank: 5 }),
  ];

  it('keeps one side, in rank order, checking edition, permission and feature', () => {
    expect(visibleTopBarItems(items, 'end', ctx()).map((i) => i.id)).toEqual(['plain', 'switcher']);
    expect(visibleTopBarItems(items, 'start', ctx()).map((i) => i.id)).toEqual([]);
    expect(visibleTopBarItems(items, 'start', ctx({ edition: 'cloud' })).map((i) => i.id)).toEqual(['chips']);
  });

  it('hides feature items without the flag and shows permission items to global users', () => {
    expect(visibleTopBarItems(items, 'end', ctx({ features: null })).map((i) => i.id)).toEqual(['plain']);
    expect(visibleTopBarItems(items, 'end', ctx({ isGlobal: true })).map((i) => i.id)).toEqual([
      'admin',
      'plain',
      'switcher',
    ]);
  });
});
