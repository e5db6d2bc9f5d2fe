/** An id in a query, body or path: what the identity routes accept as one. */
export const ID_SCHEMA = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** The JSON Schema of a request object: these properties only, the listed ones required. */
export const objectSchema = (required: string[], properties: Record<string, unknown>) => ({
  type: 'object',
  required,
  additionalProperties: false,
  properties,
});
