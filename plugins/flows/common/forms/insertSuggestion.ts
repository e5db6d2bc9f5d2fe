/** An unfinished '{{' before the cursor: where it starts and what was typed after it. */
export interface OpenMention {
  start: number;
  query: string;
}

/**
 * The '{{' the cursor is typing in, if any: the nearest '{{' before the cursor with no '}}' and
 * no line break between them.
 */
export function findOpenMention(text: string, cursor: number): OpenMention | null {
  const before = text.slice(0, cursor);
  const start = before.lastIndexOf('{{');
  if (start < 0) return null;
  const query = before.slice(start + 2);
  if (query.includes('}}') || query.includes('\n') || query.includes('{')) return null;
  return { start, query };
}

/**
 * Puts `{{value}}` at the cursor, replacing an unfinished '{{query' being typed (and a '}}'
 * already right after the cursor). Returns the new text and where the cursor goes: after '}}'.
 */
export function insertSuggestion(
  text: string,
  cursor: number,
  value: string,
): { text: string; cursor: number } {
  const at = Math.max(0, Math.min(cursor, text.length));
  const open = findOpenMention(text, at);
  const from = open ? open.start : at;
  let to = at;
  if (open && text.startsWith('}}', to)) to += 2;
  const inserted = `{{${value}}}`;
  return { text: text.slice(0, from) + inserted + text.slice(to), cursor: from + inserted.length };
}
