/**
 * Names of the prompt variables in a template: single-brace `{name}`, trimmed, unique, in order.
 * Content with a colon (`{a: 1}`, JSON) is not a variable, nor is a double-brace `{{ ref }}`
 * (those are flow references resolved by the engine).
 */
export function extractPromptVariables(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(\{+)([^{}]*)(\}+)/g)) {
    const [, open = '', body = '', close = ''] = m;
    if (open.length !== 1 || close.length !== 1) continue;
    const name = body.trim();
    if (!name || name.includes(':') || found.includes(name)) continue;
    found.push(name);
  }
  return found;
}
