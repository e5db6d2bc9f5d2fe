import { english, type Say } from '../../../host/common/i18n/say.ts';
import type { RunCost } from './executionCost.ts';

/**
 * Money at the scale of model calls: $0 for nothing, < $0.0001 for a trace, four decimals under
 * a dollar ($0.0042, $0.15), cents above ($12.35).
 */
export function formatUsd(usd: number): string {
  if (!Number.isFinite(usd) || usd <= 0) return '$0';
  if (usd < 0.0001) return '< $0.0001';
  // Four decimals, trailing zeros dropped down to cents: $0.0042, $0.0123, $0.15.
  if (usd < 1) return `$${usd.toFixed(4).replace(/0{1,2}$/, '')}`;
  return `$${usd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Why a cost is missing or partial, for a title: "No price known for gpt-x". */
export function noPriceNote(unpriced: string[], t: Say = english): string {
  if (!unpriced.length) return '';
  const known = unpriced.filter(Boolean);
  const parts = [
    ...(known.length ? [t('No price known for {{models}}', { models: known.join(', ') })] : []),
    ...(unpriced.includes('') ? [t('no model recorded for some tokens (an older run)')] : []),
  ];
  return parts.join('; ');
}

/** A cost as shown: "–" when nothing could be priced, "≥ $0.0123" when some usage had no price. */
export function costText(
  usd: number | null,
  unpriced: string[],
  t: Say = english,
): { text: string; title: string } {
  if (usd === null) return { text: '–', title: noPriceNote(unpriced, t) || t('No model usage') };
  if (unpriced.length)
    return { text: `≥ ${formatUsd(usd)}`, title: t('Partial: {{note}}', { note: noPriceNote(unpriced, t) }) };
  return { text: formatUsd(usd), title: t('Estimated from published model prices (USD)') };
}

/** One line per model for a node's detail: "gpt-4o: 120 in / 30 out, $0.0006". */
export function costLines(cost: RunCost, t: Say = english): string[] {
  return cost.lines.map((l) =>
    t('{{model}}: {{input}} in / {{output}} out, {{cost}}', {
      model: l.model || t('tokens recorded without a model'),
      input: l.inputTokens,
      output: l.outputTokens,
      cost: l.usd === null ? t('no price known') : formatUsd(l.usd),
    }),
  );
}
