/**
 * The server names a refused field as 'body/<field>: <problem>' (checkField, schema errors). Splits
 * such a message so a form can show the problem under its field; others keep field null.
 */
export function splitFieldError(message: string): { field: string | null; text: string } {
  const match = /^body\/([A-Za-z0-9_]+):?\s+(.+)$/s.exec(message);
  return match ? { field: match[1] as string, text: match[2] as string } : { field: null, text: message };
}
