import common from '../../../schemas/api/common.schema.json';

/** Schemas under schemas/api, added to the server's ajv so route schemas can $ref them by $id. */
export const apiSchemas: readonly { $id: string }[] = [common];

export const COMMON = 'https://brains.studio/schemas/api/common.schema.json';
