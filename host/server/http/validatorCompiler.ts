import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';

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

export interface LazyValidatorCompiler {
  compiler: FastifySchemaCompiler<object>;
  /** Compiles, a few per event-loop turn, every validator no request has needed yet. */
  warmUp(): void;
}

/**
 * Request validation with two ajv instances: bodies are JSON and keep their types (a number
 * where a string belongs is a 400), while query strings, params and headers are text and are
 * coerced to the schema's types. Both know the shared schemas under schemas/api.
 *
 * Compiling is lazy: ajv's code generation for every route schema took most of the server's
 * start-up CPU, so a route's validator is compiled on its first request, and the rest once the
 * server is listening (warmUp), in small slices that leave requests room.
 */
export function createValidatorCompiler(schemas: readonly object[]): LazyValidatorCompiler {
  const instances = new Map<'body' | 'text', Ajv>();
  const ajvFor = (part: 'body' | 'text') => {
    let ajv = instances.get(part);
    if (!ajv) {
      ajv = createRequestAjv(part === 'body' ? false : 'array', schemas);
      instances.set(part, ajv);
    }
    return ajv;
  };
  const pending = new Set<() => void>();
  const compiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
    let compiled: ValidateFunction | undefined;
    const compile = () => {
      if (compiled) return compiled;
      pending.delete(compile);
      compiled = ajvFor(httpPart === 'body' ? 'body' : 'text').compile(schema);
      return compiled;
    };
    pending.add(compile);
    const validate: ReturnType<FastifySchemaCompiler<object>> = (data: unknown) => {
      const fn = compile();
      const ok = fn(data);
      // Fastify reads the errors from the function it was given.
      validate.errors = fn.errors as FastifySchemaValidationError[] | null | undefined;
      return ok;
    };
    return validate;
  };
  const warmUp = () => {
    const slice = [...pending].slice(0, 8);
    for (const compile of slice) {
      try {
        compile();
      } catch {
        // A broken route schema fails that route's requests, with the error in the log.
      }
    }
    if (pending.size > 0) setTimeout(warmUp, 1).unref();
  };
  return { compiler, warmUp };
}
