import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../../common/access/index.ts';
import type { MenuItemContribution } from '../../common/plugin/types.ts';
import { buildDrawerGroups, isRouteActive } from './drawerGroups.ts';

const item = (over: Partial<MenuItemContribution> & Pick<MenuItemContribution, 'label'>) => ({
  id: over.label,
  item: {
    group: 'Building',
    icon: 'Flow24Regular',
    route: `/${over.label}`,
    rank: 1,
    ...over,
  } as MenuItemContribution,
});
const ctx = (over: Partial<AccessContext> = {}): AccessContext => ({
  edition: 'enterprise',
  user: null,
  permissions: ['tools:view'],
  features: { 'feat:roles': true },
  isGlobal: false,
  ...over,
});

describe('buildDrawerGroups', () => {
  const items = [
    item({ label: 'Roles', group: 'Admin', permission: 'roles:manage', feature: 'feat:roles' }),
    item({ label: 'Tools', group: 'Operations', permission: 'tools:view' }),
    item({ label: 'Chatflow', section: 'Brains Studio', rank: 3 }),
    item({ label: 'Dashboard', rank: 2 }),
    item({ label: 'Agentflow', section: 'Brains Studio', rank: 1 }),
    item({ label: 'Billing', group: 'Manage', editions: ['cloud'] }),
  ];

  it('keeps the group order, sorts by rank, gathers sections and hides empty groups', () => {
    const groups = buildDrawerGroups(items, ctx());
    expect(groups.map((g) => g.group)).toEqual(['Building', 'Operations']);
    expect(groups[0]?.entries.map((e) => (e.kind === 'item' ? e.item.label : e.label))).toEqual([
      'Brains Studio',
      'Dashboard',
    ]);
    const section = groups[0]?.entries[0];
    expect(section?.kind === 'section' && section.items.map((i) => i.item.label)).toEqual([
      'Agentflow',
      'Chatflow',
    ]);
  });

  it('global users pass permissions, features still decide', () => {
    expect(buildDrawerGroups(items, ctx({ isGlobal: true, permissions: [] })).map((g) => g.group)).toEqual([
      'Building',
      'Operations',
      'Admin',
    ]);
    expect(
      buildDrawerGroups(items, ctx({ isGlobal: true, features: null })).some((g) => g.group === 'Admin'),
    ).toBe(false);
    expect(buildDrawerGroups(items, ctx({ edition: 'cloud' })).some((g) => g.group === 'Manage')).toBe(true);
  });

  it('matches a route and the paths below it', () => {
    expect(isRouteActive('/tools', '/tools')).toBe(true);
    expect(isRouteActive('/tools', '/tools/1')).toBe(true);
    expect(isRouteActive('/tools', '/toolsx')).toBe(false);
  });
});
