/** A row of a node's structured output list. */
export interface StructuredRow {
  key?: unknown;
  type?: unknown;
  enumValues?: unknown;
  jsonSchema?: unknown;
  description?: unknown;
}

/**
 * The JSON schema (strict: every key required, nothing else) a model must answer with, from the
 * node's rows; undefined when there are none. Throws naming the key when a jsonArray schema is not JSON.
 */
export function structuredOutputSchema(rows: unknown): Record<string, unknown> | undefined {
  if (!Array.isArray(rows)) return undefined;
  const properties: Record<string, unknown> = {};
  for (const row of rows as StructuredRow[]) {
    if (!row || typeof row.key !== 'string' || !row.key.trim()) continue;
    const description =
      typeof row.description === 'string' && row.description ? { description: row.description } : {};
    let schema: Record<string, unknown>;
    switch (row.type) {
      case 'stringArray':
        schema = { type: 'array', items: { type: 'string' } };
        break;
      case 'number':
        schema = { type: 'number' };
        break;
      case 'boolean':
        schema = { type: 'boolean' };
        break;
      case 'enum':
        schema = {
          type: 'string',
          enum: String(row.enumValues ?? '')
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        };
        break;
      case 'jsonArray': {
        let items: unknown = { type: 'object' };
        if (typeof row.jsonSchema === 'string' && row.jsonSchema.trim()) {
          try {
            items = JSON.parse(row.jsonSchema);
          } catch {
            throw new Error(`Structured output '${row.key}': the JSON schema is not valid JSON`);
          }
        }
        schema = { type: 'array', items };
        break;
      }
      default:
        schema = { type: 'string' };
    }
    properties[row.key.trim()] = { ...schema, ...description };
  }
  const keys = Object.keys(properties);
  if (!keys.length) return undefined;
  return { type: 'object', properties, required: keys, additionalProperties: false };
}
