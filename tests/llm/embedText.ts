/**
 * A deterministic unit vector for a text, for the test servers' embedding endpoints: equal texts
 * embed equally, different texts (almost surely) differently.
 */
export function embedText(text: string, dimensions: number): number[] {
  const out = new Array<number>(dimensions).fill(0);
  for (let i = 0; i < text.length; i++) {
    const slot = i % dimensions;
    out[slot] = (out[slot] ?? 0) + ((text.charCodeAt(i) * (i + 1)) % 31) / 31;
  }
  const norm = Math.hypot(...out) || 1;
  return out.map((v) => v / norm);
}
