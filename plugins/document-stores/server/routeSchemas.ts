/** JSON Schemas shared by the document-store routes. */
export const uuid = { type: 'string', format: 'uuid' } as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: uuid },
} as const;

export const storeFields = {
  name: { type: 'string', minLength: 1, maxLength: 200 },
  description: { type: ['string', 'null'], maxLength: 5000 },
} as const;
