/**
 * ISO bounds for a range of local days picked in date inputs (yyyy-mm-dd): from the start of the
 * first day to the end of the last, so a one-day range holds that whole day. Empty ends stay open;
 * an unreadable day is ignored rather than sent.
 */
export function dateRange(from: string, to: string): { startDate?: string; endDate?: string } {
  const day = (text: string, end: boolean) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!m) return undefined;
    const d = end
      ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59, 999)
      : new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
  };
  const startDate = day(from, false);
  const endDate = day(to, true);
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}
