/**
 * Section 8: any thrown value becomes a message: its string message if present, otherwise its
 * serialised text. A plain string is its own message.
 */
export function errorMessage(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const { message } = value as { message?: unknown };
    if (typeof message === 'string' && message) return message;
    // An error body nested the way HTTP errors carry it: { data: { message } }.
    const nested = (value as { data?: { message?: unknown } }).data?.message;
    if (typeof nested === 'string' && nested) return nested;
  }
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text;
  } catch {
    return String(value);
  }
}
