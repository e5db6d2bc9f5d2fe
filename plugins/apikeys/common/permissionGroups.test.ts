import { describe, expect, it } from 'vitest';
import { groupPermissions, permissionSummary, permissionVerb } from './permissionGroups.ts';

describe('groupPermissions', () => {
  it("groups by area in the roles catalogue's order, unknown areas last and humanized", () => {
    const groups = groupPermissions(['tools:create', 'weatherStations:view', 'chatflows:view', 'tools:view']);
    expect(groups).toEqual([
      { area: 'chatflows', label: 'Chatflows', permissions: ['chatflows:view'] },
      { area: 'tools', label: 'Tools', permissions: ['tools:view', 'tools:create'] },
      { area: 'weatherStations', label: 'Weather Stations', permissions: ['weatherStations:view'] },
    ]);
    expect(groupPermissions(['apikeys:view'])[0]?.label).toBe('API Keys');
    expect(permissionVerb('templates:custom-share')).toBe('custom-share');
  });
});

describe('permissionSummary', () => {
  it('counts and names the first areas', () => {
    expect(permissionSummary([])).toBe('No permissions');
    expect(permissionSummary(['tools:view'])).toBe('1 permission: Tools');
    expect(
      permissionSummary(['tools:view', 'tools:create', 'chatflows:view', 'variables:view', 'apikeys:view']),
    ).toBe('5 permissions: Chatflows, Tools, Variables +1');
  });
});
