import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

function createRequestAjv(coerceTypes: false | 'array', schemas: readonly object[]): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    // An unexpected property is a 400, never silently dropped.
    removeAdditional: false,
    allErrors: false,
    // Route schemas may carry an $id; compiling them must not register them globally.
    addUsedSchema: false,
  });
  addFormats(ajv);
  for (const s of schemas) ajv.addSchema(s);
  return ajv;
}

/**
 * Request validation with two ajv instances: bodies are JSON and keep their types (a number
 * where a string belongs is a 400), while query strings, params and headers are text and are
 * coerced to the schema's types. Both know the shared schemas under schemas/api.
 */
export function createValidatorCompiler(schemas: readonly object[]): FastifySchemaCompiler<object> {
  const strict = createRequestAjv(false, schemas);
  const coercing = createRequestAjv('array', schemas);
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema);
}
