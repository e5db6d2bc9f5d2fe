import { rowsToSchema, type SchemaRow, schemaRowProblems, schemaToRows } from '../common/schemaTable.ts';
import { toolNameProblem } from '../common/toolName.ts';
import { DEFAULT_TOOL_COLOR } from '../common/toolColors.ts';
import type { Tool, ToolInput } from '../common/toolTypes.ts';
import { english, type Say } from '../../../host/common/i18n/say.ts';

/** The dialog's editable copy of a tool. */
export interface ToolDraft {
  name: string;
  description: string;
  color: string;
  iconSrc: string;
  rows: SchemaRow[];
  func: string;
}

export const EXAMPLE_FUNC = `/*
 * Arguments arrive as $<property> (and all of them as $args);
 * $vars holds the workspace variables and $flow the running flow.
 * fetch() reaches public addresses only. Return a value or a string.
 */
const res = await fetch('https://api.open-meteo.com/v1/forecast?latitude=' + $latitude + '&longitude=' + $longitude + '&current_weather=true');
const data = await res.json();
return data.current_weather;`;

export function emptyDraft(): ToolDraft {
  return { name: '', description: '', color: DEFAULT_TOOL_COLOR, iconSrc: '', rows: [], func: '' };
}

export function draftOf(tool: Tool): ToolDraft {
  let rows: SchemaRow[] = [];
  try {
    rows = schemaToRows(JSON.parse(tool.schema));
  } catch {
    // A stored schema is always valid JSON (the server checks it); an empty table is the safe fallback.
  }
  return {
    name: tool.name,
    description: tool.description,
    color: tool.color,
    iconSrc: tool.iconSrc ?? '',
    rows,
    func: tool.func,
  };
}

export type DraftProblems = Partial<
  Record<'name' | 'description' | 'color' | 'iconSrc' | 'func' | 'rows', string>
>;

/** The dialog's own messages (English, the catalogue's keys). */
export const DRAFT_MESSAGES = [
  'Description is required',
  'Use a colour like #4f6bed',
  'Use an http(s) URL or a path starting with /',
  'The function is required',
  'Fix the schema rows marked above',
] as const;
const [NO_DESCRIPTION, BAD_COLOUR, BAD_ICON, NO_FUNCTION, BAD_ROWS] = DRAFT_MESSAGES;

/** Inline messages for the dialog (in the reader's language with the web's t); empty when the draft can be saved. */
export function draftProblems(draft: ToolDraft, say: Say = english): DraftProblems {
  const problems: DraftProblems = {};
  const name = toolNameProblem(draft.name.trim(), say);
  if (name) problems.name = name;
  if (!draft.description.trim()) problems.description = say(NO_DESCRIPTION);
  if (!/^#[0-9A-Fa-f]{6}$/.test(draft.color)) problems.color = say(BAD_COLOUR);
  if (draft.iconSrc.trim() && !/^(https?:\/\/|\/)/.test(draft.iconSrc.trim()))
    problems.iconSrc = say(BAD_ICON);
  if (!draft.func.trim()) problems.func = say(NO_FUNCTION);
  if (schemaRowProblems(draft.rows).size > 0) problems.rows = say(BAD_ROWS);
  return problems;
}

export function inputOf(draft: ToolDraft): ToolInput {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    color: draft.color,
    iconSrc: draft.iconSrc.trim() || null,
    schema: JSON.stringify(rowsToSchema(draft.rows)),
    func: draft.func,
  };
}
