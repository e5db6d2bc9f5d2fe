import { Caption1, LargeTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Card } from '../../../host/web/theme/Card.tsx';
import type { EvaluationSummary } from '../common/evaluationTypes.ts';
import { formatLatency, formatRate, formatUsd } from '../common/formatRun.ts';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: {
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  label: { color: tokens.colorNeutralForeground3 },
});

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  const styles = useStyles();
  return (
    <Card className={styles.card} role="group" aria-label={label}>
      <Caption1 className={styles.label}>{label}</Caption1>
      <LargeTitle as="p">{value}</LargeTitle>
      {note && <Caption1 className={styles.label}>{note}</Caption1>}
    </Card>
  );
}

/** The run at a glance: pass rate, rows, average latency, tokens and cost. */
export function SummaryCards({ summary: s }: { summary: EvaluationSummary }) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <Figure
        label="Pass rate"
        value={formatRate(s.passRate)}
        note={`${s.passed} passed, ${s.failed} failed`}
      />
      <Figure
        label="Rows run"
        value={`${s.done.toLocaleString()} / ${s.total.toLocaleString()}`}
        note={s.errors ? `${s.errors} with errors` : 'no errors'}
      />
      <Figure label="Average latency" value={formatLatency(s.averageLatencyMs)} />
      <Figure
        label="Total cost"
        value={formatUsd(s.totalCostUsd)}
        note={`${s.totalTokens.toLocaleString()} tokens`}
      />
    </div>
  );
}
