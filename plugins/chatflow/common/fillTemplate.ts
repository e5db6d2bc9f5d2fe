/**
 * Fills {name} placeholders of a prompt template (the peer's f-string prompts). Unknown names stay
 * as they are; {{ and }} are literal braces.
 */
export function fillTemplate(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (match, name: string | undefined) => {
    if (match === '{{') return '{';
    if (match === '}}') return '}';
    if (name === undefined || !Object.hasOwn(values, name)) return match;
    const v = values[name];
    return typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v);
  });
}
