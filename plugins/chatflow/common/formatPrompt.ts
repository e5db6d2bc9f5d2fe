/**
 * Prompt templates in the peer's f-string form: `{name}` is a variable, `{{` and `}}` are literal
 * braces. Pure text work, shared by every prompt-using component.
 */
const TOKEN = /\{\{|\}\}|\{([^{}]*)\}/g;

/** The variable names a template uses, in order of first use. */
export function promptVariables(template: string): string[] {
  const names: string[] = [];
  for (const m of template.matchAll(TOKEN)) {
    const name = m[1]?.trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/** The template with its variables filled; a variable without a value stays as written. */
export function formatPrompt(template: string, values: Record<string, unknown>): string {
  return template.replace(TOKEN, (whole, name: string | undefined) => {
    if (whole === '{{') return '{';
    if (whole === '}}') return '}';
    const key = name?.trim() ?? '';
    if (!Object.hasOwn(values, key)) return whole;
    const v = values[key];
    return typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v);
  });
}
