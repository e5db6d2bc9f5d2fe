import { createHash } from 'node:crypto';

/** Words of at least two letters or digits, lower-cased. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [];
}

/**
 * A hashed bag-of-words unit vector: each word adds to one slot (by its hash) with a sign (by
 * another hash bit), so texts sharing words are near in cosine distance and unrelated texts are
 * near orthogonal. Deterministic, for the test servers' embeddings (models named `words-<dim>`).
 */
export function embedWords(text: string, dimensions: number): number[] {
  const out = new Array<number>(dimensions).fill(0);
  for (const word of wordsOf(text)) {
    const h = createHash('sha1').update(word).digest();
    const slot = h.readUInt32BE(0) % dimensions;
    out[slot] = (out[slot] ?? 0) + ((h[4] ?? 0) & 1 ? 1 : -1);
  }
  const norm = Math.hypot(...out);
  // An empty text still gets a unit vector, as real providers answer.
  if (norm === 0) return out.map((_, i) => (i === 0 ? 1 : 0));
  return out.map((v) => v / norm);
}
