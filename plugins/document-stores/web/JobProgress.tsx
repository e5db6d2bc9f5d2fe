import { Button, Field, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { jobProgress } from '../common/jobProgress.ts';
import type { StoreJob } from '../common/pageTypes.ts';
import { isRunning } from './useStoreJob.ts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { flex: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A running job's bar: done / total and the time left, with Cancel. */
export function JobProgress({
  job,
  label,
  unit = 'chunks',
  onCancel,
}: {
  job: StoreJob;
  label: string;
  unit?: string;
  onCancel?: () => void;
}) {
  const styles = useStyles();
  // Re-render each second so the time left follows the clock between polls.
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  if (!isRunning(job)) return null;
  const view = jobProgress(job, now, unit);
  const hint = [view.counts, view.timeLeft].filter(Boolean).join(' · ') || job.message || 'Starting…';
  return (
    <div className={styles.root} data-testid="job-progress">
      <Field className={styles.field} label={label} hint={hint} validationState="none">
        <ProgressBar value={view.fraction} thickness="large" aria-label={`${label}: ${hint}`} />
      </Field>
      {onCancel && (
        <Button icon={<Dismiss20Regular />} onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Text className={styles.muted} aria-live="polite">
        {view.fraction !== undefined ? `${Math.round(view.fraction * 100)}%` : ''}
      </Text>
    </div>
  );
}
