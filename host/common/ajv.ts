import Ajv, { type ErrorObject } from 'ajv';

/**
 * The one ajv instance of the host. It knows the custom keyword isFunction, which lets a
 * JSON Schema describe manifests that carry lazy loaders.
 */
export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, useDefaults: false });
  ajv.addKeyword({
    keyword: 'isFunction',
    schemaType: 'boolean',
    validate: (expected: boolean, data: unknown) => (typeof data === 'function') === expected,
    errors: false,
  });
  return ajv;
}

/** ajv errors as one line each, naming the path: "/routes/0/path must match pattern ...". */
export function formatAjvErrors(errors: ErrorObject[] | null | undefined): string {
  if (!errors?.length) return 'invalid';
  return errors
    .map((e) => {
      const where = e.instancePath || '/';
      const extra =
        e.keyword === 'additionalProperties'
          ? ` '${(e.params as { additionalProperty: string }).additionalProperty}'`
          : e.keyword === 'isFunction'
            ? ' a function'
            : '';
      return `${where} ${e.message ?? 'is invalid'}${extra}`.trim();
    })
    .join('; ');
}
