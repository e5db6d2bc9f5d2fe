/**
 * A translate function as shared (`common`) code takes it: the web passes the catalogue's t(),
 * everything else the English, so texts built outside components are translated at one place.
 */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The English text itself (keys are the English texts), with {{placeholders}} filled. */
export const english: Translate = (key, vars) =>
  key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars?.[name] ?? ''));
