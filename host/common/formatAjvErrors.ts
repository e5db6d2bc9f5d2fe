import type { ErrorObject } from 'ajv';

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
