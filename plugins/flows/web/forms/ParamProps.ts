import type { InputParam } from '../../../../node-registry/types.ts';

/** Props of every parameter control: the param, its value, and how to change it. */
export interface ParamProps {
  param: InputParam;
  value: unknown;
  onChange(value: unknown): void;
  /** DOM id of the control, tied to its label. */
  id: string;
  /** The array row the control sits in: `$index` in its rules and option filters. */
  rowIndex?: number;
}

/** A saved value as text ('' for nothing; numbers and booleans as written). */
export const asText = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? value
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** A list value saved as a list or as a JSON string of one, as the peer saves multi-selects. */
export function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed.map(String) : [];
    } catch {
      return [];
    }
  }
  return typeof value === 'string' && value !== '' ? [value] : [];
}
