/**
 * A small value that fits a JSON schema (objects, arrays, enums, primitives), so structured-output
 * requests get a valid answer without a script. Strings are 'sample <key>'.
 */
export function sampleFromSchema(schema: unknown, key = 'value'): unknown {
  if (!schema || typeof schema !== 'object') return null;
  const s = schema as Record<string, unknown>;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  if ('const' in s) return s.const;
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(s[k]) && (s[k] as unknown[]).length)
      return sampleFromSchema((s[k] as unknown[])[0], key);
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = (s.properties ?? {}) as Record<string, unknown>;
      for (const [name, sub] of Object.entries(props)) out[name] = sampleFromSchema(sub, name);
      return out;
    }
    case 'array':
      return [sampleFromSchema(s.items, key)];
    case 'string':
      return `sample ${key}`;
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return s.properties ? sampleFromSchema({ ...s, type: 'object' }, key) : null;
  }
}
