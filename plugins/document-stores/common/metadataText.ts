/** A chunk's metadata as the editor shows it: indented JSON of an object. */
export const metadataText = (metadata: Record<string, unknown> | undefined) =>
  JSON.stringify(metadata ?? {}, null, 2);

/** Reads edited metadata: a JSON object, or the problem with the text. */
export function parseMetadata(text: string): { value: Record<string, unknown> } | { problem: string } {
  if (!text.trim()) return { value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return { problem: 'Metadata must be a JSON object, e.g. {"source": "guide.pdf"}' };
    return { value: value as Record<string, unknown> };
  } catch (err) {
    return { problem: `Metadata is not valid JSON: ${(err as Error).message}` };
  }
}

/** A chunk's number as people count (chunkNo counts from 0), or its place on the page. */
export const chunkNumber = (chunk: { chunkNo?: number }, index: number) => (chunk.chunkNo ?? index) + 1;
