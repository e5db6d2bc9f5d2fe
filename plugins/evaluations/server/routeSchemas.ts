/** JSON Schemas the evaluation routes share. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

export const pageQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    limit: { type: 'integer', minimum: 1, maximum: 500 },
    search: { type: 'string', maxLength: 500 },
  },
} as const;

const cell = { type: 'string', maxLength: 100_000 } as const;

/** A row as sent: input, expected output and optional extra columns. */
export const rowBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    input: cell,
    expectedOutput: cell,
    // the peer's name for the expected output
    output: cell,
    metadata: {
      type: 'object',
      maxProperties: 50,
      propertyNames: { maxLength: 100 },
      additionalProperties: { type: 'string', maxLength: 10_000 },
    },
  },
} as const;

export type RowInput = {
  input?: string;
  expectedOutput?: string;
  output?: string;
  metadata?: Record<string, string>;
};

export const uuidList = (max: number) =>
  ({
    type: 'array',
    minItems: 1,
    maxItems: max,
    uniqueItems: true,
    items: { type: 'string', format: 'uuid' },
  }) as const;
