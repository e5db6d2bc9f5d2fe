/** Reading the file's row values: the peer's and ours differ in how JSON columns travel. */

export const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
export const date = (v: unknown): string | undefined =>
  typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : undefined;
/** JSON text for a column: the peer's rows hold JSON text already, ours hold the values. */
export const jsonText = (v: unknown): string | null => {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') {
    try {
      JSON.parse(v);
      return v;
    } catch {
      return JSON.stringify(v);
    }
  }
  return JSON.stringify(v);
};
