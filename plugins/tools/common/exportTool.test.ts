import { describe, expect, it } from 'vitest';
import { exportTool, TOOL_EXPORT_FIELDS } from './exportTool.ts';
import type { Tool } from './toolTypes.ts';

describe('exportTool', () => {
  it('keeps exactly the export fields of the spec', () => {
    const tool: Tool = {
      id: 'id-1',
      workspaceId: 'ws',
      name: 'add',
      description: 'Adds',
      color: '#123456',
      iconSrc: null,
      schema: '{"type":"object","properties":{}}',
      func: 'return 1;',
      createdDate: '2024-01-01T00:00:00.000Z',
      updatedDate: '2024-01-01T00:00:00.000Z',
    };
    const out = exportTool(tool);
    expect(Object.keys(out).sort()).toEqual([...TOOL_EXPORT_FIELDS].sort());
    expect(Object.keys(out)).toEqual(['id', 'name', 'description', 'color', 'iconSrc', 'schema', 'func']);
    expect(out).toMatchObject({ id: 'id-1', name: 'add', func: 'return 1;', iconSrc: null });
  });
});
