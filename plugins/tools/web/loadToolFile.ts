import { readToolFile } from '../common/readToolFile.ts';
import { schemaToRows } from '../common/schemaTable.ts';
import type { ToolDraft } from './toolDraft.ts';

/** A tool file opened for review: the dialog's draft and what was converted or dropped. */
export interface LoadedTool {
  draft: ToolDraft;
  notes: string[];
}

/**
 * Reads a tool file's text (the peer's marketplace or exported tool, or ours) into a draft for the
 * tool dialog. Throws a message naming what is wrong when it is not a tool file.
 */
export function loadToolFile(text: string): LoadedTool {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('Not a tool file: the file is not valid JSON');
  }
  const { tool, notes } = readToolFile(value);
  let rows: ToolDraft['rows'] = [];
  try {
    rows = schemaToRows(JSON.parse(tool.schema));
  } catch {
    notes.push('The input schema is not valid JSON and was left out');
  }
  return {
    draft: {
      name: tool.name,
      description: tool.description,
      color: tool.color,
      iconSrc: tool.iconSrc ?? '',
      rows,
      func: tool.func,
    },
    notes,
  };
}
