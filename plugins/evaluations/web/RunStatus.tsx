import { Badge, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import type { Evaluation } from '../common/evaluationTypes.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './evaluationsMessages.ts';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '120px' },
  small: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

const COLOR = {
  pending: 'informative',
  running: 'brand',
  completed: 'success',
  cancelled: 'warning',
  error: 'danger',
} as const;

/** The states' names, English keys of the catalogue (the English UI shows them as they are). */
export const RUN_STATES = {
  pending: 'pending',
  running: 'running',
  completed: 'completed',
  cancelled: 'cancelled',
  error: 'error',
} as const;

/** The run's state; while it runs, a progress bar with rows done of total. */
export function RunStatus({
  evaluation: e,
}: {
  evaluation: Pick<Evaluation, 'status' | 'summary' | 'error'>;
}) {
  const t = useT();
  const styles = useStyles();
  const live = e.status === 'pending' || e.status === 'running';
  const { done, total } = e.summary;
  return (
    <div className={styles.box}>
      <Badge appearance="tint" color={COLOR[e.status]} title={e.error ?? undefined}>
        {t(RUN_STATES[e.status])}
      </Badge>
      {live && (
        <>
          <ProgressBar
            value={total ? done / total : 0}
            aria-label={t('{{done}} of {{total}} rows done', { done, total })}
          />
          <Text className={styles.small}>
            {done.toLocaleString()} / {total.toLocaleString()}
          </Text>
        </>
      )}
    </div>
  );
}
