import { Button, Field, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { jobProgress } from '../common/jobProgress.ts';
import type { StoreJob } from '../common/pageTypes.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
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
  unit,
  onCancel,
}: {
  job: StoreJob;
  label: string;
  /** What is counted (translated); chunks by default. */
  unit?: string;
  onCancel?: () => void;
}) {
  const styles = useStyles();
  const t = useT();
  // Re-render each second so the time left follows the clock between polls.
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!isRunning(job)) return null;
  const view = jobProgress(job, now, unit ?? t('chunks'), t);
  const hint = [view.counts, view.timeLeft].filter(Boolean).join(' · ') || job.message || t('Starting…');
  return (
    <div className={styles.root} data-testid="job-progress">
      <Field className={styles.field} label={label} hint={hint} validationState="none">
        <ProgressBar value={view.fraction} thickness="large" aria-label={`${label}: ${hint}`} />
      </Field>
      {onCancel && (
        <Button icon={<Dismiss20Regular />} onClick={onCancel}>
          {t('Cancel')}
        </Button>
      )}
      <Text className={styles.muted} aria-live="polite">
        {view.fraction !== undefined ? `${Math.round(view.fraction * 100)}%` : ''}
      </Text>
    </div>
  );
}
