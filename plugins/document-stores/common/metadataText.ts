import { english, type Say } from '../../../host/common/i18n/say.ts';

/** A chunk's metadata as the editor shows it: indented JSON of an object. */
export const metadataText = (metadata: Record<string, unknown> | undefined) =>
  JSON.stringify(metadata ?? {}, null, 2);

/** The problems parseMetadata reports (English, the catalogue's keys). */
export const METADATA_MESSAGES = [
  'Metadata must be a JSON object, e.g. {"source": "guide.pdf"}',
  'Metadata is not valid JSON: {{error}}',
] as const;

/** Reads edited metadata: a JSON object, or the problem with the text (in the reader's language with the web's t). */
export function parseMetadata(
  text: string,
  say: Say = english,
): { value: Record<string, unknown> } | { problem: string } {
  if (!text.trim()) return { value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return { problem: say(METADATA_MESSAGES[0]) };
    return { value: value as Record<string, unknown> };
  } catch (err) {
    return { problem: say(METADATA_MESSAGES[1], { error: (err as Error).message }) };
  }
}

/** A chunk's number as people count (chunkNo counts from 0), or its place on the page. */
export const chunkNumber = (chunk: { chunkNo?: number }, index: number) => (chunk.chunkNo ?? index) + 1;
