import { htmlToText, looksLikeHtml } from '../../../host/server/engine/htmlToText.ts';

/**
 * Reading a built-in tool's saved config as the peer writes it: numbers and booleans often as
 * text ("3", "true"), URLs and some strings wrapped in the rich-text editor's `<p>...</p>`.
 */
export type Config = Record<string, unknown>;

/** Text without the rich-text editor's tags and entities (`<p>http://x</p>` -> `http://x`). */
export function plainText(v: unknown): string {
  if (typeof v !== 'string') return v === undefined || v === null ? '' : String(v);
  return (looksLikeHtml(v) ? htmlToText(v) : v).trim();
}

export const str = (c: Config, name: string, fallback = ''): string => plainText(c[name]) || fallback;

export function num(c: Config, name: string, fallback: number): number {
  const v = c[name];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
}

export function bool(c: Config, name: string, fallback = false): boolean {
  const v = c[name];
  if (typeof v === 'boolean') return v;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return fallback;
}

/** A JSON object typed into a field ('' is none); anything else fails naming the field. */
export function jsonObject(c: Config, name: string, label: string): Record<string, unknown> | undefined {
  const v = c[name];
  if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  const text = plainText(v);
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // named below
  }
  throw new Error(`${label} must be a JSON object`);
}

/** A multi-choice the peer saves as a JSON array in text ('["sendMessage"]') or as an array. */
export function list(c: Config, name: string): string[] {
  const v = c[name];
  if (Array.isArray(v)) return v.map(String);
  const text = plainText(v);
  if (!text) return [];
  try {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
  } catch {
    return text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
}

export const strArg = (args: Record<string, unknown>, ...names: string[]): string => {
  for (const n of names) {
    const v = args[n];
    if (v !== undefined && v !== null && v !== '') return typeof v === 'string' ? v : JSON.stringify(v);
  }
  return '';
};
