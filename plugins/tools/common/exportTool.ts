import type { Tool } from './toolTypes.ts';

/** The spec's section 3 'Tool export fields', in that order. */
export const TOOL_EXPORT_FIELDS = [
  'id',
  'name',
  'description',
  'color',
  'iconSrc',
  'schema',
  'func',
] as const;

export type ExportedTool = Pick<Tool, (typeof TOOL_EXPORT_FIELDS)[number]>;

/** A tool as export bundles carry it: exactly the export fields, nothing workspace- or date-bound. */
export function exportTool(tool: Tool): ExportedTool {
  return {
    id: tool.id,
    name: tool.name,
    description: tool.description,
    color: tool.color,
    iconSrc: tool.iconSrc,
    schema: tool.schema,
    func: tool.func,
  };
}
