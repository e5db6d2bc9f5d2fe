/** The colour a peer file's `color` stands for, as '#rrggbb', or null when none can be read. */

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

function fromRgb(args: string): string | null {
  const parts = args
    .split(/[\s,/]+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((p) => (p.endsWith('%') ? (Number.parseFloat(p) * 255) / 100 : Number.parseFloat(p)));
  if (parts.length < 3 || parts.some((n) => Number.isNaN(n))) return null;
  return `#${parts.map(hex2).join('')}`;
}

function fromHex(text: string): string | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(text);
  if (!m) return null;
  const h = m[1] as string;
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return `#${full.toLowerCase()}`;
}

/**
 * Reads '#rgb', '#rrggbb(aa)', 'rgb(...)'/'rgba(...)' and gradients such as the peer's
 * 'linear-gradient(rgb(117,118,129), rgb(230,10,250))': a tool has one colour here, so a gradient
 * gives its first stop.
 */
export function cssColorToHex(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const first = /#[0-9a-f]{3,8}\b|rgba?\(([^)]*)\)/i.exec(text);
  if (!first) return null;
  return first[0].startsWith('#') ? fromHex(first[0]) : fromRgb(first[1] ?? '');
}
