import { describe, expect, it } from 'vitest';
import { importedRolePermissions } from './importedRolePermissions.ts';

describe('importedRolePermissions', () => {
  it('keeps our permissions, drops unknown ones once each', () => {
    expect(
      importedRolePermissions(
        ['chatflows:view', 'workspace:unlink-user-x', 'chatflows:view', 'tools:view'],
        null,
      ),
    ).toEqual({ kept: ['chatflows:view', 'tools:view'], unknown: ['workspace:unlink-user-x'], beyond: [] });
  });

  it('drops what the importer does not hold', () => {
    expect(importedRolePermissions(['chatflows:view', 'tools:delete'], ['chatflows:view'])).toEqual({
      kept: ['chatflows:view'],
      unknown: [],
      beyond: ['tools:delete'],
    });
  });
});
