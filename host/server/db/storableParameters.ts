/**
 * Query parameters as PostgreSQL can store them: NUL characters dropped from strings. Requests
 * carrying one are refused before they reach a route (hostileValue); what still arrives here comes
 * from elsewhere (a model's answer, a tool's output, a file's text), and losing an invisible
 * character is better than losing the answer, the message or the run to a database error.
 */
export function storableParameters(parameters: readonly unknown[]): unknown[] {
  return parameters.map((p) => (typeof p === 'string' && p.includes('\0') ? p.replaceAll('\0', '') : p));
}
