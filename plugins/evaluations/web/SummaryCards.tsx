import { makeStyles, tokens } from '@fluentui/react-components';
import { FigureCard } from '../../../host/web/components/FigureCard.tsx';
import type { EvaluationSummary } from '../common/evaluationTypes.ts';
import { formatLatency, formatRate, formatUsd } from '../common/formatRun.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/** The run at a glance: pass rate, rows, average latency, tokens and cost. */
export function SummaryCards({ summary: s }: { summary: EvaluationSummary }) {
  const t = useT();
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <FigureCard
        label={t('Pass rate')}
        value={formatRate(s.passRate)}
        note={t('{{passed}} passed, {{failed}} failed', { passed: s.passed, failed: s.failed })}
      />
      <FigureCard
        label={t('Rows run')}
        value={`${s.done.toLocaleString()} / ${s.total.toLocaleString()}`}
        note={s.errors ? t('{{n}} with errors', { n: s.errors }) : t('no errors')}
      />
      <FigureCard label={t('Average latency')} value={formatLatency(s.averageLatencyMs)} />
      <FigureCard
        label={t('Total cost')}
        value={formatUsd(s.totalCostUsd)}
        note={t('{{n}} tokens', { n: s.totalTokens.toLocaleString() })}
      />
    </div>
  );
}
