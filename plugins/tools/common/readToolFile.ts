import { cssColorToHex } from './cssColorToHex.ts';
import {
  PROPERTY_NAME_PATTERN,
  PROPERTY_TYPES,
  type PropertyType,
  rowsToSchema,
  type SchemaRow,
} from './schemaTable.ts';
import { DEFAULT_TOOL_COLOR } from './toolColors.ts';

/** A tool as read from a file, in this product's terms (hex colour, JSON Schema text). */
export interface ToolFileContent {
  name: string;
  description: string;
  color: string;
  iconSrc: string | null;
  schema: string;
  func: string;
}

/** The tool and what was changed or dropped on the way (shown to the user before saving). */
export interface ReadToolFile {
  tool: ToolFileContent;
  notes: string[];
}

/** An icon this product can show: an http(s) URL or a path on this server. */
export const ICON_SRC_PATTERN = /^(https?:\/\/|\/)/;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The peer's schema rows ({property, type, description, required}) as our rows. */
function peerRows(rows: unknown[], notes: string[]): SchemaRow[] {
  const out: SchemaRow[] = [];
  for (const [i, raw] of rows.entries()) {
    const row = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const property = str(row.property).trim();
    if (!property) {
      notes.push(`Schema row ${i + 1} has no property name and was left out`);
      continue;
    }
    if (!PROPERTY_NAME_PATTERN.test(property))
      notes.push(`Schema property '${property}' is not a usable argument name; rename it`);
    const given = str(row.type).toLowerCase();
    const type = (PROPERTY_TYPES as readonly string[]).includes(given) ? (given as PropertyType) : 'string';
    if (given && type !== given) notes.push(`Schema property '${property}' had type '${given}', now string`);
    out.push({ property, type, description: str(row.description), required: row.required === true });
  }
  return out;
}

/**
 * Schema text: the peer's rows (a JSON array, or the array itself) become a JSON Schema object;
 * anything else is left for compileToolSchema to judge.
 */
export function schemaText(value: unknown, notes: string[] = []): string {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (!value.trim()) return '{"type":"object","properties":{}}';
    try {
      parsed = JSON.parse(value);
    } catch {
      // Left as it is: the save answers which part of the schema is wrong.
      return value;
    }
  }
  if (parsed === undefined || parsed === null) return '{"type":"object","properties":{}}';
  if (Array.isArray(parsed)) return JSON.stringify(rowsToSchema(peerRows(parsed, notes)));
  return typeof value === 'string' ? value : JSON.stringify(parsed);
}

/**
 * Reads a tool file: the peer's marketplace tools and exported tool rows (gradient colours,
 * schemas as property rows, iconSrc) and this product's own tool export alike. Throws a plain
 * message when the value is not a tool at all.
 */
export function readToolFile(value: unknown): ReadToolFile {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('Not a tool file: expected a JSON object');
  const file = value as Record<string, unknown>;
  if (typeof file.func !== 'string' && typeof file.name !== 'string')
    throw new Error('Not a tool file: it has neither a name nor a function');
  const notes: string[] = [];
  let color = cssColorToHex(file.color);
  if (!color) {
    if (file.color !== undefined && file.color !== null && file.color !== '')
      notes.push(`Colour '${String(file.color)}' could not be read; the default colour is used`);
    color = DEFAULT_TOOL_COLOR;
  } else if (typeof file.color === 'string' && file.color.trim().toLowerCase() !== color) {
    notes.push(`Colour '${file.color}' became ${color}`);
  }
  let iconSrc: string | null = str(file.iconSrc).trim() || null;
  if (iconSrc && !ICON_SRC_PATTERN.test(iconSrc)) {
    notes.push('The icon is not an http(s) URL or a path here and was dropped');
    iconSrc = null;
  }
  const schema = schemaText(file.schema, notes);
  return {
    tool: {
      name: str(file.name).trim(),
      description: str(file.description),
      color,
      iconSrc,
      schema,
      func: str(file.func),
    },
    notes,
  };
}
