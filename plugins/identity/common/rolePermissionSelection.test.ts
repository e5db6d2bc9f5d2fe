import { describe, expect, it } from 'vitest';
import { PERMISSION_GROUPS, type PermissionGroup } from './permissionCatalogue.ts';
import {
  groupCheck,
  inCatalogueOrder,
  toggleGroup,
  togglePermission,
  verbLabel,
} from './rolePermissionSelection.ts';

const byKey = (key: string) => PERMISSION_GROUPS.find((g) => g.key === key) as PermissionGroup;
const tools = byKey('tools');

describe('role permission selection', () => {
  it('labels verbs inside their area', () => {
    expect(verbLabel('tools:view')).toBe('View');
    expect(verbLabel('templates:custom-delete')).toBe('Custom delete');
    expect(verbLabel('workspace:add-user')).toBe('Add user');
  });

  it('offers the create/update/delete/export/import/share variants in the groups', () => {
    const all = PERMISSION_GROUPS.flatMap((g) => g.permissions);
    for (const p of [
      'chatflows:create',
      'tools:delete',
      'agentflows:import',
      'credentials:share',
      'workspace:export',
    ])
      expect(all).toContain(p);
    expect(new Set(all).size).toBe(all.length);
  });

  it('reports a group as checked, mixed or unchecked', () => {
    expect(groupCheck(tools, [])).toBe(false);
    expect(groupCheck(tools, ['tools:view', 'variables:view'])).toBe('mixed');
    expect(groupCheck(tools, tools.permissions)).toBe(true);
  });

  it('toggles a whole group, keeping the others, in catalogue order', () => {
    const on = toggleGroup(tools, ['variables:view', 'chatflows:view'], true);
    expect(on).toEqual(['chatflows:view', ...tools.permissions, 'variables:view']);
    expect(toggleGroup(tools, on, false)).toEqual(['chatflows:view', 'variables:view']);
  });

  it('adds :view with any other verb and drops the area with :view', () => {
    expect(togglePermission(tools, 'tools:delete', [], true)).toEqual(['tools:view', 'tools:delete']);
    expect(togglePermission(tools, 'tools:view', ['tools:view', 'tools:create', 'logs:view'], false)).toEqual(
      ['logs:view'],
    );
    expect(togglePermission(tools, 'tools:create', ['tools:view', 'tools:create'], false)).toEqual([
      'tools:view',
    ]);
    // An area without a :view permission (users:manage) adds nothing else.
    expect(togglePermission(byKey('users'), 'users:manage', [], true)).toEqual(['users:manage']);
  });

  it('drops unknown names when ordering', () => {
    expect(inCatalogueOrder(['nope:x', 'tools:view', 'tools:view'])).toEqual(['tools:view']);
  });
});
