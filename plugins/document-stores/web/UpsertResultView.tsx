import { Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { StoreJob, UpsertResult } from '../common/pageTypes.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { StoreStatusBadge } from './StoreStatusBadge.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  figures: { display: 'flex', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap' },
  figure: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

const FIGURES = ['numAdded', 'numUpdated', 'numSkipped', 'numDeleted'] as const;

/** The last upsert: when, how it ended, and the record manager's counts. */
export function UpsertResultView({ job }: { job: StoreJob }) {
  const styles = useStyles();
  const t = useT();
  const figureLabel: Record<(typeof FIGURES)[number], string> = {
    numAdded: t('Added'),
    numUpdated: t('Updated'),
    numSkipped: t('Skipped (unchanged)'),
    numDeleted: t('Deleted'),
  };
  const result = (job.result ?? {}) as UpsertResult;
  const when = job.finishedDate ?? job.startedDate ?? job.createdDate;
  const status =
    job.status === 'succeeded' ? 'UPSERTED' : job.status === 'failed' ? 'ERROR' : job.status.toUpperCase();
  return (
    <section className={styles.root} aria-label={t('Last upsert')} data-testid="last-upsert">
      <Text weight="semibold">
        {t('Last upsert')} <StoreStatusBadge status={status} />
      </Text>
      {when && <Caption1 className={styles.muted}>{new Date(when).toLocaleString()}</Caption1>}
      {job.status === 'failed' && job.message && <Text className={styles.failed}>{job.message}</Text>}
      {job.status === 'succeeded' && (
        <div className={styles.figures}>
          {FIGURES.filter((k) => typeof result[k] === 'number').map((k) => (
            <span key={k} className={styles.figure}>
              <Text weight="semibold">{(result[k] as number).toLocaleString('en')}</Text>
              <Caption1 className={styles.muted}>{figureLabel[k]}</Caption1>
            </span>
          ))}
        </div>
      )}
    </section>
  );
}
