import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { LazyCompilations } from './LazyCompilations.ts';

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
 * coerced to the schema's types. Both know the shared schemas under schemas/api. Compiling waits
 * for first use or the warm-up (LazyCompilations).
 */
export function createValidatorCompiler(
  schemas: readonly object[],
  lazy = new LazyCompilations(),
): FastifySchemaCompiler<object> {
  const instances = new Map<'body' | 'text', Ajv>();
  const ajvFor = (part: 'body' | 'text') => {
    let ajv = instances.get(part);
    if (!ajv) {
      ajv = createRequestAjv(part === 'body' ? false : 'array', schemas);
      instances.set(part, ajv);
    }
    return ajv;
  };
  return ({ schema, httpPart }) => {
    const compiled = lazy.add(() => ajvFor(httpPart === 'body' ? 'body' : 'text').compile(schema));
    const validate: ReturnType<FastifySchemaCompiler<object>> = (data: unknown) => {
      const fn = compiled();
      const ok = fn(data);
      // Fastify reads the errors from the function it was given.
      validate.errors = fn.errors as FastifySchemaValidationError[] | null | undefined;
      return ok;
    };
    return validate;
  };
}
