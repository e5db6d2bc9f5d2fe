/** Error fields that a database error carries and a logger would print. */
const TEXT_FIELDS = ['message', 'stack', 'detail', 'where', 'hint', 'internalQuery'] as const;

/** Shorter values are left in place: replacing every "1" or "id" would garble the message for no secrecy. */
const MIN_REDACTED_LENGTH = 3;

/**
 * The same error without the query's parameter values: PGlite attaches them (`params`,
 * `queryOptions`), and both PGlite and PostgreSQL quote values in messages and details
 * (`invalid input syntax for type uuid: "…"`, `Key (email)=(…) already exists`). A parameter may
 * be a password, a key or a variable's value, and errors end up in the log.
 */
export function withoutParameters(err: unknown, parameters: readonly unknown[] | undefined): unknown {
  if (!(err instanceof Error)) return err;
  const fields = err as unknown as Record<string, unknown>;
  delete fields.params;
  delete fields.queryOptions;
  const values = (parameters ?? [])
    .flatMap((p) =>
      typeof p === 'string'
        ? [p]
        : p instanceof Uint8Array
          ? []
          : p && typeof p === 'object'
            ? [JSON.stringify(p)]
            : [],
    )
    .filter((v) => v.length >= MIN_REDACTED_LENGTH)
    // Longest first, so a value containing another is replaced whole.
    .sort((a, b) => b.length - a.length);
  if (!values.length) return err;
  for (const key of TEXT_FIELDS) {
    const original = fields[key];
    if (typeof original !== 'string') continue;
    let text = original;
    for (const value of values) text = text.split(value).join('[parameter]');
    fields[key] = text;
  }
  return err;
}
