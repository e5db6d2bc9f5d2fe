/** Section 9: text longer than max characters is cut and ends with three dots ('...'), total length max. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 3) return '...'.slice(0, Math.max(0, max));
  return `${text.slice(0, max - 3)}...`;
}
