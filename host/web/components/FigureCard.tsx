import { Caption1, LargeTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Card } from '../theme/Card.tsx';

const useStyles = makeStyles({
  card: {
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One figure of a summary row (dashboards, evaluation results): label, big value, a note under it. */
export function FigureCard({ label, value, note }: { label: string; value: string; note?: string }) {
  const styles = useStyles();
  return (
    <Card className={styles.card} role="group" aria-label={label}>
      <Caption1 className={styles.muted}>{label}</Caption1>
      <LargeTitle as="p">{value}</LargeTitle>
      {note && <Caption1 className={styles.muted}>{note}</Caption1>}
    </Card>
  );
}
