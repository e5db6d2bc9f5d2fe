/** "75%" (or "–" when nothing has run). */
export const formatRate = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 1000) / 10}%`);

/** "1.2 s" or "850 ms". */
export const formatLatency = (ms: number | null) =>
  ms === null ? '–' : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;

/** "$0.0042": small costs keep their significant digits. */
export const formatUsd = (usd: number | null) =>
  usd === null ? '–' : usd === 0 ? '$0' : usd < 0.01 ? `$${usd.toPrecision(2)}` : `$${usd.toFixed(2)}`;
