/**
 * Why a JSON field's text does not parse, with the line and column when the engine tells the
 * position; null when it parses or is blank (an empty optional field is not an error).
 */
export function jsonErrorMessage(text: string): string | null {
  if (text.trim() === '') return null;
  try {
    JSON.parse(text);
    return null;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const pos = /position (\d+)/.exec(message);
    if (!pos) return `Invalid JSON: ${message}`;
    const offset = Number(pos[1]);
    const lines = text.slice(0, offset).split('\n');
    const line = lines.length;
    const column = (lines.at(-1)?.length ?? 0) + 1;
    const reason = message.replace(/\s*(in JSON )?at position \d+.*$/s, '');
    return `Invalid JSON at line ${line}, column ${column}: ${reason}`;
  }
}
