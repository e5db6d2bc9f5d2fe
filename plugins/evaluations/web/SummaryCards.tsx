import { makeStyles, tokens } from '@fluentui/react-components';
import { FigureCard } from '../../../host/web/components/FigureCard.tsx';
import type { EvaluationSummary } from '../common/evaluationTypes.ts';
import { formatLatency, formatRate, formatUsd } from '../common/formatRun.ts';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/** The run at a glance: pass rate, rows, average latency, tokens and cost. */
export function SummaryCards({ summary: s }: { summary: EvaluationSummary }) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <FigureCard
        label="Pass rate"
        value={formatRate(s.passRate)}
        note={`${s.passed} passed, ${s.failed} failed`}
      />
      <FigureCard
        label="Rows run"
        value={`${s.done.toLocaleString()} / ${s.total.toLocaleString()}`}
        note={s.errors ? `${s.errors} with errors` : 'no errors'}
      />
      <FigureCard label="Average latency" value={formatLatency(s.averageLatencyMs)} />
      <FigureCard
        label="Total cost"
        value={formatUsd(s.totalCostUsd)}
        note={`${s.totalTokens.toLocaleString()} tokens`}
      />
    </div>
  );
}
