import Ajv, { _, type ErrorObject, type Options, type ValidateFunction } from 'ajv';

/**
 * The one ajv instance of the host. It knows the custom keyword isFunction, which lets a
 * JSON Schema describe manifests that carry lazy loaders.
 */
export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, useDefaults: false, ...options });
  // Generated code rather than a callback, so that precompiled (standalone) validators carry it.
  ajv.addKeyword({
    keyword: 'isFunction',
    schemaType: 'boolean',
    code(cxt) {
      cxt.fail(cxt.schema ? _`typeof ${cxt.data} != "function"` : _`typeof ${cxt.data} == "function"`);
    },
  });
  return ajv;
}

/** A validator that behaves like ajv's own (errors on `.errors`) and may be called as a type guard. */
export type LazyValidator<T> = ((data: unknown) => data is T) & { errors?: ErrorObject[] | null };

/**
 * A validator compiled on its first call: ajv's code generation for a large schema costs a server
 * start or a page load hundreds of milliseconds that only the first check needs to pay.
 */
export function lazyValidator<T>(schema: object): LazyValidator<T> {
  let compiled: ValidateFunction<T> | undefined;
  const validate = ((data: unknown) => {
    compiled ??= createAjv().compile<T>(schema);
    const ok = compiled(data);
    validate.errors = compiled.errors;
    return ok;
  }) as LazyValidator<T>;
  return validate;
}
