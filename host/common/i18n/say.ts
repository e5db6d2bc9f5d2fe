/**
 * A translate function as common code may take one (the web passes the catalogue's t), so texts
 * built outside the UI reach it in the reader's language.
 */
export type Say = (text: string, values?: Record<string, string | number>) => string;

/** English: the text itself, its {{placeholders}} filled in. */
export const english: Say = (text, values = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
