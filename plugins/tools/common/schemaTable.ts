import { english, type Say } from '../../../host/common/i18n/say.ts';
/** The types the schema table offers for a property. */
export const PROPERTY_TYPES = ['string', 'number', 'boolean', 'date', 'object', 'array'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** One row of the schema table editor. */
export interface SchemaRow {
  property: string;
  type: PropertyType;
  description: string;
  required: boolean;
}

/** The JSON Schema object the table stands for. */
export interface ToolInputSchema {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  additionalProperties?: boolean;
}

/** A property name usable as an argument ($name in the function): the rules of an identifier. */
export const PROPERTY_NAME_PATTERN = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The messages of schemaRowProblems (English, the catalogue's keys). */
export const SCHEMA_ROW_MESSAGES = [
  'Property name is required',
  'Use letters, digits, _ or $, not starting with a digit',
  "Duplicate property '{{name}}'",
] as const;

/** One message per row that cannot become a property, keyed by row index. Empty when all are fine. */
export function schemaRowProblems(rows: readonly SchemaRow[], say: Say = english): Map<number, string> {
  const problems = new Map<number, string>();
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const name = row.property.trim();
    if (!name) problems.set(i, say(SCHEMA_ROW_MESSAGES[0]));
    else if (!PROPERTY_NAME_PATTERN.test(name)) problems.set(i, say(SCHEMA_ROW_MESSAGES[1]));
    else if (seen.has(name)) problems.set(i, say(SCHEMA_ROW_MESSAGES[2], { name }));
    seen.add(name);
  });
  return problems;
}

function propertySchema(row: SchemaRow): Record<string, unknown> {
  // 'date' is a string holding an ISO date, which is how arguments arrive from a model.
  const base: Record<string, unknown> =
    row.type === 'date' ? { type: 'string', format: 'date' } : { type: row.type };
  if (row.description.trim()) base.description = row.description.trim();
  return base;
}

/** Rows to a JSON Schema object (the stored form). */
export function rowsToSchema(rows: readonly SchemaRow[]): ToolInputSchema {
  const properties: ToolInputSchema['properties'] = {};
  const required: string[] = [];
  for (const row of rows) {
    const name = row.property.trim();
    if (!name) continue;
    properties[name] = propertySchema(row);
    if (row.required) required.push(name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

function rowType(prop: Record<string, unknown>): PropertyType {
  if (prop.type === 'string' && (prop.format === 'date' || prop.format === 'date-time')) return 'date';
  if (prop.type === 'integer') return 'number';
  return (PROPERTY_TYPES as readonly unknown[]).includes(prop.type) ? (prop.type as PropertyType) : 'string';
}

/** A stored JSON Schema back to rows; anything the table cannot show becomes a string row. */
export function schemaToRows(schema: unknown): SchemaRow[] {
  if (!schema || typeof schema !== 'object') return [];
  const { properties, required } = schema as { properties?: unknown; required?: unknown };
  if (!properties || typeof properties !== 'object') return [];
  const requiredSet = new Set(Array.isArray(required) ? required : []);
  return Object.entries(properties as Record<string, unknown>).map(([property, raw]) => {
    const prop = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    return {
      property,
      type: rowType(prop),
      description: typeof prop.description === 'string' ? prop.description : '',
      required: requiredSet.has(property),
    };
  });
}

/** Parses stored schema text; an empty text is the empty object schema. Throws on invalid JSON. */
export function parseSchemaText(text: string | undefined | null): unknown {
  if (!text?.trim()) return { type: 'object', properties: {} };
  return JSON.parse(text as string);
}
